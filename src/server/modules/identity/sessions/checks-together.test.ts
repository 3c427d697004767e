import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  // no caches: every call checks its session in the database, so the calls below meet in one batch
  t = await createTestApp({ config: { cacheSeconds: 0 } });
});
afterAll(() => t.close());

const state = (token: string) =>
  t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });

describe('session checks that arrive together (one statement, decision 0066)', () => {
  it('answers each call with its own person, twice for a session asked twice, and refuses an ended session', async () => {
    const people = ['member@demo.test', 'manager@demo.test', 'buyer@demo.test', 'admin@demo.test'];
    const tokens = await Promise.all(people.map((email) => t.login(email)));
    const ended = await t.login('consultant@demo.test');
    expect(
      (await t.app.inject({ url: '/api/auth/api/v1/logout', headers: t.bearer(ended) })).statusCode,
    ).toBe(200);

    const answers = await Promise.all([...tokens, tokens[0], ended].map(state));

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 401]);
    expect(answers.slice(0, 5).map((a) => a.json().email)).toEqual([...people, people[0]]);
    expect(answers[5].json().code).toBe('SESSION_ENDED');
  });

  it('a signed-out session is refused in the very next batch, while the others go on', async () => {
    const [a, b] = await Promise.all([t.login('member@demo.test'), t.login('manager@demo.test')]);
    expect((await Promise.all([state(a), state(b)])).map((r) => r.statusCode)).toEqual([200, 200]);
    await t.app.inject({ url: '/api/auth/api/v1/logout', headers: t.bearer(a) });
    expect((await Promise.all([state(a), state(b)])).map((r) => r.statusCode)).toEqual([401, 200]);
  });
});

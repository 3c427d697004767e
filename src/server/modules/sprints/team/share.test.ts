import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_SPRINT_SHARES_PER_DAY } from '../../../../shared/constants';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Issue 33 point 8: only the sprint team (its members and the manager who runs it) e-mails a team sprint's
 * summary, a few times a day each; a reader of the team who is not in the sprint team is refused. 50 shares at
 * once send exactly the day's allowance (PostgreSQL pass; PGlite runs them one after another).
 */
let t: TestApp;
let sprintId: number;
beforeAll(async () => {
  t = await createTestApp();
  const manager = await t.login('manager@demo.test');
  const summary = await t.app.inject({ url: '/api/team/team/summary', headers: t.bearer(manager) });
  sprintId = summary.json().data.find((x: { name: string }) => x.name === 'Platform Team').currentSprint.id;
});
afterAll(() => t.close());

const share = (token: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/team/team-sprint/share',
    headers: t.bearer(token),
    payload: { sprintId, email },
  });
const mailsTo = async (to: string) =>
  (
    await t.app.stride.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1',
      [to],
    )
  )[0]!.n;

describe('sharing a team sprint', () => {
  it('refuses a reader of the team outside the sprint team, and sends nothing', async () => {
    const sam = await t.login('sam@demo.test');
    const res = await share(sam, 'outside@elsewhere.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_IN_SPRINT_TEAM');
    expect(await mailsTo('outside@elsewhere.test')).toBe(0);
  });

  it(`lets the manager share ${TEAM_SPRINT_SHARES_PER_DAY} times a day: 50 at once send exactly that many`, async () => {
    const manager = await t.login('manager@demo.test');
    const res = await Promise.all(Array.from({ length: 50 }, () => share(manager, 'board@elsewhere.test')));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(TEAM_SPRINT_SHARES_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - TEAM_SPRINT_SHARES_PER_DAY);
    expect(res.find((r) => r.statusCode === 429)!.headers['retry-after']).toBeDefined();
    expect(await mailsTo('board@elsewhere.test')).toBe(TEAM_SPRINT_SHARES_PER_DAY);
  });
});

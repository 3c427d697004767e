import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEMS_360 } from '../../../../content/gla360';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 33 point 5: a rater's submitted answers are final. 50 submits of one rater at once: the first wins, every
 * other is refused with 409, and the stored answers and comment are the winner's. PGlite runs one statement at a
 * time, so the race runs on PostgreSQL (DATABASE_URL).
 */
const API = '/api/assessment/leader-360';
const N = 50;

describe.runIf(process.env.DATABASE_URL)('a rater submitting 50 times at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? t.bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('keeps the first submit: one 200, 49 refusals, the stored comment is the winner’s, one notice', async () => {
    const token = await t.createPerson({ email: 'race360@demo.test', roles: ['USER'], consented: true });
    const id = (await call('POST', `${API}/start`, token, { languageCode: 'en' })).json().id as number;
    const all = (v: number) => Object.fromEntries(ITEMS_360.map((i) => [i.code, v]));
    expect(
      (await call('POST', `${API}/${id}/self`, token, { answers: all(4), submit: true })).statusCode,
    ).toBe(200);
    const raters = [
      { group: 'MANAGER', email: 'boss.race@x.test', name: 'Boss' },
      ...[1, 2, 3].map((n) => ({ group: 'PEER', email: `peer${n}.race@x.test`, name: `Peer ${n}` })),
      ...[1, 2, 3].map((n) => ({ group: 'DIRECT_REPORT', email: `dr${n}.race@x.test`, name: `Report ${n}` })),
    ];
    const nominated = await call('POST', `${API}/${id}/raters`, token, { raters });
    expect(nominated.statusCode, nominated.body).toBe(200);
    const [mail] = await t.app.stride.database.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = 'peer1.race@x.test' ORDER BY id DESC LIMIT 1",
    );
    const link = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text_body)![1]!);
    const url = `${API}/rater/answers?token=${encodeURIComponent(link)}`;

    const res = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', url, null, {
          answers: all(1 + (i % 5)),
          comments: { KEEP: `request ${i}` },
          submit: true,
        }),
      ),
    );
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(N - 1);
    const winner = res.find((r) => r.statusCode === 200)!.json();
    const [stored] = await t.app.stride.database.query<{ comments: Record<string, string>; answers: object }>(
      "SELECT comments, answers FROM leader360_raters WHERE email = 'peer1.race@x.test'",
    );
    expect(stored!.comments).toEqual(winner.comments);
    expect(stored!.answers).toEqual(winner.answers);
    const [told] = await t.app.stride.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notifications WHERE text_key = 'rater360Answered' AND related_id = $1",
      [id],
    );
    expect(told!.n).toBe(1);
    // and later, one at a time, still refused
    const late = await call('POST', url, null, { answers: all(2), comments: { KEEP: 'late' }, submit: true });
    expect(late.statusCode).toBe(409);
  });
});

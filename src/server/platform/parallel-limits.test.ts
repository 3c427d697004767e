import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAll, client } from '../modules/assessment/test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Limits and uniqueness rules under 50 identical requests at once (issue 19, decision 0025). PGlite runs one
 * statement at a time, so these run on PostgreSQL only (DATABASE_URL, as .ci/run's PostgreSQL pass sets): each
 * leaves exactly the allowed state, answers only 2xx and the rule's refusal (never 500), and writes one mail.
 */
describe.runIf(process.env.DATABASE_URL)('limits that hold in parallel (PostgreSQL)', () => {
  let t: TestApp;
  let db: pg.Client;
  const N = 50;

  beforeAll(async () => {
    t = await createTestApp();
    db = new pg.Client({ connectionString: t.databaseUrl! });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query(sql, params)).rows[0].n);
  const mailsTo = (to: string) =>
    count('SELECT count(*) AS n FROM mail_outbox WHERE lower(to_address) = $1', [to]);

  /** Fires n identical requests at once; answers the status codes. */
  async function burst(
    token: string | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    n = N,
  ): Promise<number[]> {
    const res = await Promise.all(
      Array.from({ length: n }, () =>
        t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload ? { payload } : {}) }),
      ),
    );
    return res.map((r) => r.statusCode);
  }
  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => {
      acc[c] = (acc[c] ?? 0) + 1;
      return acc;
    }, {});

  it("the Free plan's one GLA: 50 starts at once leave one assessment", async () => {
    const token = await t.login('free@free.test');
    const codes = await burst(token, 'GET', '/api/assessment/assessment-group/gla-v2-start?languageCode=en');
    expect(tally(codes)).toEqual({ 200: N });
    const n = await count(
      "SELECT count(*) AS n FROM gla_assessments a JOIN users u ON u.id = a.user_id WHERE u.email = 'free@free.test'",
    );
    expect(n).toBe(1);
  });

  it('starting over a finished GLA: 50 confirmed POSTs at once open one new assessment', async () => {
    const c = client(t);
    const token = await t.createPerson({ email: 'again.race@demo.test', roles: ['USER'], consented: true });
    const first = (await c.start(token)).json().assessmentId as number;
    await answerAll(
      (b) => c.answer(token, { assessmentId: first, ...b }),
      () => 4,
    );
    await c.finish(token, first);
    const res = await Promise.all(Array.from({ length: N }, () => c.restart(token)));
    expect(tally(res.map((r) => r.statusCode))).toEqual({ 200: N });
    expect(new Set(res.map((r) => r.json().assessmentId)).size).toBe(1);
    const n = await count(
      "SELECT count(*) AS n FROM gla_assessments a JOIN users u ON u.id = a.user_id WHERE u.email = 'again.race@demo.test'",
    );
    expect(n).toBe(2);
  });

  it('exactly 3 + 3 challenges: 50 valid saves at once leave 3 of each type', async () => {
    const token = await t.createPerson({ email: 'racer@demo.test', roles: ['USER'], consented: true });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
    const planId = (await call('GET', '/agile-plan/agile-plan-list')).json().currentPlanId as number;
    await call('POST', '/agile-plan/save-agile-plan-role', {
      agilePlanGroupId: planId,
      type: 'current_role_description',
      label: 'TEAM_LEAD',
    });
    await call('POST', '/agile-plan/save-agile-plan-role', {
      agilePlanGroupId: planId,
      type: 'next_role_option',
      label: 'CUSTOM',
      customLabel: 'Head of community',
    });
    const codes = await burst(token, 'POST', `/api/user/agile-plan/save-agile-role-challenges/${planId}`, {
      roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME'],
      futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
    });
    expect(tally(codes)).toEqual({ 200: N });
    const rows = (
      await db.query(
        'SELECT type, count(*)::int AS n FROM agile_plan_items WHERE plan_id = $1 GROUP BY type ORDER BY type',
        [planId],
      )
    ).rows;
    expect(rows.filter((r) => r.type.endsWith('ROLE_CHALLENGE'))).toEqual([
      { type: 'FUTURE_ROLE_CHALLENGE', n: 3 },
      { type: 'ROLE_CHALLENGE', n: 3 },
    ]);
  });

  it('the same new e-mail invited 50 times at once: one account, one mail, the rest refused', async () => {
    const admin = await t.login('admin@demo.test');
    const codes = await burst(admin, 'POST', '/api/user/console/users/invite', {
      rows: [{ email: 'twin@demo.test' }],
      roles: ['USER'],
    });
    const seen = tally(codes);
    expect(seen[201]).toBe(1);
    expect(Object.keys(seen).map(Number).sort()).toEqual([201, 400]); // the rest: "already a member"
    expect(await count("SELECT count(*) AS n FROM users WHERE lower(email) = 'twin@demo.test'")).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM memberships m JOIN users u ON u.id = m.user_id WHERE lower(u.email) = 'twin@demo.test'",
      ),
    ).toBe(1);
    expect(await mailsTo('twin@demo.test')).toBe(1);
  });

  it('register-freemium with one e-mail 8 times at once: one organisation, one welcome, the same answer to all', async () => {
    const codes = await burst(
      null,
      'POST',
      '/api/user/consumerization/register-freemium',
      { companyName: 'Race Ltd', buyerAdminName: 'Rae Race', buyerAdminEmail: 'rae@race.test' },
      8,
    );
    // the losers are answered like the winner (issue 18: no one learns that the address is taken)
    expect(codes.every((c) => c === 202 || c === 429)).toBe(true);
    expect(await count("SELECT count(*) AS n FROM users WHERE lower(email) = 'rae@race.test'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM clients WHERE name = 'Race Ltd'")).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM mail_outbox WHERE lower(to_address) = 'rae@race.test' AND subject LIKE 'Welcome%'",
      ),
    ).toBe(1);
  });

  it('the same job candidate invited 50 times at once: one candidate, one mail, the rest 409', async () => {
    const admin = await t.login('admin@demo.test');
    const codes = await burst(admin, 'POST', '/api/assessment/job-assessment/nominees', {
      email: 'cand.race@example.test',
      fullName: 'Cand Race',
    });
    expect(tally(codes)).toEqual({ 200: 1, 409: N - 1 });
    expect(
      await count("SELECT count(*) AS n FROM job_candidates WHERE lower(email) = 'cand.race@example.test'"),
    ).toBe(1);
    expect(await mailsTo('cand.race@example.test')).toBe(1);
  });

  it('one open thread per section: 50 new threads at once on two sections leave one open thread on each', async () => {
    const token = await t.createPerson({ email: 'threads@demo.test', roles: ['USER'], consented: true });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
    const planId = (await call('GET', '/agile-plan/agile-plan-list')).json().currentPlanId as number;
    const sections = (await call('GET', `/agile-plan/get-agile-section-list/${planId}`)).json().items as {
      id: number;
      type: string;
    }[];
    const [a, b, c] = sections;
    // half of the requests start a thread on one section, half on another, all at once
    const res = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call('POST', '/agile-plan/save-agile-plan-comment', {
          sectionId: i % 2 ? b.id : a.id,
          content: 'Shall we talk about this?',
        }),
      ),
    );
    expect(tally(res.map((r) => r.statusCode))).toEqual({ 200: 2, 409: N - 2 });
    expect(res.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'THREAD_OPEN')).toBe(true);
    const open =
      'SELECT count(*) AS n FROM agile_plan_comments WHERE section_id = $1 AND parent_id IS NULL AND resolved_at IS NULL';
    expect(await count(open, [a.id])).toBe(1);
    expect(await count(open, [b.id])).toBe(1);
    // a third section still opens its own
    const other = await call('POST', '/agile-plan/save-agile-plan-comment', {
      sectionId: c.id,
      content: 'And this',
    });
    expect(other.statusCode).toBe(200);
  });

  it("the team limit: 50 creations at once stop at the plan's limit", async () => {
    const token = await t.login('other@other.test');
    const clientOf =
      "(SELECT m.client_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'other@other.test')";
    const before = await count(`SELECT count(*) AS n FROM teams WHERE client_id = ${clientOf}`);
    const limit = 5; // Other Co is on Standard: team-limit 5
    const codes = await burst(token, 'POST', '/api/team/teams/createTeam', {
      name: 'Racers',
      description: 'At once',
      teamType: 'PROJECT',
      purpose: 'PROJECT',
      distribution: 'REMOTE',
    });
    expect(tally(codes)).toEqual({ 200: limit - before, 409: N - (limit - before) });
    expect(await count(`SELECT count(*) AS n FROM teams WHERE client_id = ${clientOf}`)).toBe(limit);
  });
});

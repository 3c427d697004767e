import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pathParams } from './owners';

/**
 * Issue 19 point 2 (decision 0026): another organisation's object is 404, whatever else is wrong. Signed in as
 * Otto of Other Co, every signed-in route whose path names an object is called with the id of a Demo Co object
 * of the kind the route declares, with an empty body and no query: each must answer 404 NOT_FOUND, before its
 * role, feature and validation checks could answer anything else.
 */
let t: TestApp;
let other: string;
/** a Demo Co object of each kind the routes name */
const ids: Record<string, number> = {};

/** The path parameters that name no organisation's object: change this list only on purpose. */
const NOT_OWNED = [
  'GET /api/sprint-library/api/v1/sprints/findOutcomeByLabel/:label',
  'PUT /api/license/api/v1/console/organisations/:clientId/subscription',
  // jobs are the platform's, not an organisation's: the product's operators retry them (decision 0046)
  'POST /api/user/console/jobs/:id/retry',
];

async function one(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.app.stride.database.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return Number(row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login('other@other.test');
  const demo = await one(`SELECT id FROM clients WHERE name = 'Demo Co'`);
  const member = await one(`SELECT id FROM users WHERE email = 'member@demo.test'`);
  const admin = await one(`SELECT id FROM users WHERE email = 'admin@demo.test'`);
  ids.person = await one(`SELECT id FROM users WHERE email = 'manager@demo.test'`);
  // seeded: Demo Co's team, its members and milestones, plans with their sections and network, the outbox
  ids.team = await one('SELECT id FROM teams WHERE client_id = $1 ORDER BY id LIMIT 1', [demo]);
  ids.teamMember = await one('SELECT id FROM team_members WHERE client_id = $1 ORDER BY id LIMIT 1', [demo]);
  ids.teamMilestone = await one('SELECT id FROM team_milestones WHERE client_id = $1 ORDER BY id LIMIT 1', [
    demo,
  ]);
  ids.plan = await one('SELECT id FROM agile_plans WHERE client_id = $1 AND user_id = $2 LIMIT 1', [
    demo,
    member,
  ]);
  ids.planSection = await one('SELECT id FROM agile_plan_sections WHERE plan_id = $1 LIMIT 1', [ids.plan]);
  ids.mail = await one('SELECT id FROM mail_outbox WHERE client_id = $1 ORDER BY id LIMIT 1', [demo]);
  ids.notification = await one('SELECT id FROM notifications WHERE client_id = $1 ORDER BY id LIMIT 1', [
    demo,
  ]);
  ids.sprint = await one('SELECT id FROM sprints WHERE client_id = $1 AND user_id = $2 LIMIT 1', [
    demo,
    member,
  ]);
  ids.sprintItem = await one('SELECT id FROM sprint_items WHERE sprint_id = $1 ORDER BY id LIMIT 1', [
    ids.sprint,
  ]);
  ids.sprintCrew = await one('SELECT id FROM sprint_crew WHERE sprint_id = $1 ORDER BY id LIMIT 1', [
    ids.sprint,
  ]);
  ids.sprintActivity = await one(
    'SELECT id FROM sprint_activities WHERE sprint_id = $1 ORDER BY id LIMIT 1',
    [ids.sprint],
  );
  ids.award = await one(
    `SELECT id FROM gamification_awards WHERE client_id = $1 AND type = 'STRIDE_CERT' ORDER BY id LIMIT 1`,
    [demo],
  );
  ids.leader360 = await one('SELECT id FROM leader360_reviews WHERE client_id = $1 ORDER BY id LIMIT 1', [
    demo,
  ]);
  ids.assistantThread = await one(
    'SELECT id FROM assistant_threads WHERE client_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
    [demo, member],
  );
  // not seeded: created here for Demo Co
  ids.networkEntry = await one(
    `INSERT INTO agile_network (client_id, plan_id, type, name, email, status)
     VALUES ($1, $2, 'PEER', 'Nia Network', 'nia@example.test', 'PENDING') RETURNING id`,
    [demo, ids.plan],
  );
  ids.planGuest = await one(
    `INSERT INTO guest_tokens (client_id, purpose, object_id, token_hash, email, expires_at)
     VALUES ($1, 'PLAN_GUEST', $2, 'owner-walk-guest', 'guest@example.test', now() + interval '1 day') RETURNING id`,
    [demo, ids.plan],
  );
  ids.assessment = await one(
    `INSERT INTO gla_assessments (client_id, user_id, language) VALUES ($1, $2, 'en') RETURNING id`,
    [demo, member],
  );
  ids.sprintStakeholder = await one(
    `INSERT INTO sprint_stakeholders (client_id, sprint_id, name, email)
     VALUES ($1, $2, 'Sam Stakeholder', 'sam@example.test') RETURNING id`,
    [demo, ids.sprint],
  );
  ids.alignmentExpressMember = await one(
    `INSERT INTO alignment_express_members (client_id, team_id, name, email, team_role, created_by, created_at)
     VALUES ($1, (SELECT id FROM teams WHERE client_id = $1 ORDER BY id LIMIT 1), 'Eve Express',
             'eve@example.test', 'MEMBER', $2, now()) RETURNING id`,
    [demo, admin],
  );
  ids.dataExport = await one(
    `INSERT INTO data_exports (client_id, user_id, requested_by, language, requested_at)
     VALUES ($1, $2, $2, 'en', now()) RETURNING id`,
    [demo, member],
  );
  ids.candidate = await one(
    `INSERT INTO job_candidates (client_id, email, full_name, invited_by, status)
     VALUES ($1, 'cand@example.test', 'Cara Candidate', $2, 'COMPLETED') RETURNING id`,
    [demo, admin],
  );
});
afterAll(() => t.close());

describe('another organisation’s object, route by route', () => {
  it('answers 404 NOT_FOUND on every signed-in route with a path id of a Demo Co object', async () => {
    const wrong: string[] = [];
    const notOwned: string[] = [];
    let walked = 0;
    for (const d of t.app.accessDeclarations) {
      if (d.method === 'HEAD' || d.access.kind === 'anonymous' || d.access.kind === 'guest') continue;
      const params = pathParams(d.url);
      if (params.length === 0) continue;
      const route = `${d.method} ${d.url}`;
      const kinds = params.map((p) => d.owners?.[p]);
      if (kinds.every((k) => k?.kind === 'none')) {
        notOwned.push(route);
        continue;
      }
      let url = d.url;
      for (const [i, param] of params.entries()) {
        const kind = kinds[i];
        const value = kind?.kind === 'object' ? ids[kind.object] : 'en';
        if (value === undefined) throw new Error(`${route}: no Demo Co object of kind ${kind?.kind}`);
        url = url.replace(`:${param}`, String(value));
      }
      const res = await t.app.inject({
        method: d.method as 'GET',
        url,
        headers: t.bearer(other),
        ...(d.method === 'GET' || d.method === 'DELETE' ? {} : { payload: {} }),
      });
      const body = res.statusCode === 404 ? (res.json() as { code?: string }) : null;
      if (res.statusCode !== 404 || body?.code !== 'NOT_FOUND') {
        wrong.push(`${route} (${url}) answered ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      walked++;
    }
    expect(wrong, 'routes that do not answer 404 for another organisation’s object').toEqual([]);
    expect(notOwned.sort()).toEqual([...NOT_OWNED].sort());
    expect(walked).toBeGreaterThan(30);
  });

  it('uses real objects: Demo Co’s own people reach them', async () => {
    const admin = await t.login('admin@demo.test');
    const team = await t.app.inject({
      url: `/api/team/teams/getTeam/${ids.team}`,
      headers: t.bearer(admin),
    });
    expect(team.statusCode).toBe(200);
    const member = await t.login('member@demo.test');
    const plan = await t.app.inject({
      url: `/api/user/agile-plan/${ids.plan}`,
      headers: t.bearer(member),
    });
    expect(plan.statusCode, plan.body).toBe(200);
    // the three examples, with what else is wrong about them: still 404 for Otto
    for (const url of [
      `/api/team/teams/getAllTeamsByManagerId/${ids.person}`,
      `/api/assessment/job-assessment/nominees/${ids.candidate}/result`,
      `/api/assessment/assessment/change-language/${ids.assessment}`,
    ]) {
      const res = await t.app.inject({ url, headers: t.bearer(other) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('leaves a malformed id to validation (400) and an unknown one to 404', async () => {
    const bad = await t.app.inject({ url: '/api/team/teams/getTeam/abc', headers: t.bearer(other) });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/api/team/teams/getTeam/999999', headers: t.bearer(other) });
    expect(unknown.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * Decision 0054: the manager reads a member's Leader Profile with the GLA right (the assessment asks the teams'
 * canView port), the manager's view of one member's rights (GET /team-impact/manager-viewing-right/{id}) and
 * the manager's invitation to share (POST /teams/viewingRightsInvite).
 */
const clock = createManualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
let lead: string;
let otherLead: string;
let outsider: string;
const people: Record<string, { token: string; id: number }> = {};
let teamId: number;
let otherTeamId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const profile = (token: string, userId: number | string) =>
  call(token, 'GET', `/api/assessment/assessment-group/gla-v2-result/member/${userId}?languageCode=en`);
const rightsOf = (token: string, userId: number | string) =>
  call(token, 'GET', `/api/team/team-impact/manager-viewing-right/${userId}`);
const invite = (token: string, payload: object) =>
  call(token, 'POST', '/api/team/teams/viewingRightsInvite', payload);
const toggle = (token: string, item: string, granted: boolean, id = teamId) =>
  call(token, 'POST', `/api/team/team-impact/toggle-viewing-right-item/${id}`, { item, granted });
const countOf = async (sql: string, params: unknown[]) =>
  (await t.app.stride.database.query<{ n: number }>(sql, params))[0].n;
const asksOf = (userId: number) =>
  countOf(
    "SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND text_key = 'viewingRightRequested'",
    [userId],
  );
const rowsOfTeam = (id: number) =>
  t.app.stride.database.query(
    'SELECT user_id, item, status, requested_at FROM team_viewing_rights WHERE team_id = $1 ORDER BY 1, 2',
    [id],
  );

/** a finished GLA for the person, as the team dashboard's test makes one */
async function finishGla(userId: number, seed: number) {
  const { repo } = t.app.stride.assessment;
  const { db } = t.app.stride.database;
  const clientId = (await t.app.stride.identity.people.membership(userId, 1))?.clientId ?? 1;
  const codes = (
    await t.app.stride.database.query<{ code: string }>(
      'SELECT DISTINCT question_code AS code FROM gla_answers ORDER BY 1',
    )
  ).map((r) => r.code);
  await db.transaction(async (tx) => {
    const row = await repo.create({ clientId, userId, language: 'en' }, tx);
    await repo.saveAnswers(
      row.id,
      codes.map((code, i) => ({ questionCode: code, value: ((i * seed + seed) % 5) + 1 })),
      tx,
    );
    await repo.update(
      row.id,
      { lastPos: 'Strategy-5', styleCompletedAt: new Date(), finishedAt: new Date() },
      tx,
    );
  });
}

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  const person = async (key: string, fullName: string) => {
    const email = `mr-${key}@demo.test`;
    const token = await t.createPerson({ email, roles: ['USER'], consented: true, fullName });
    people[key] = { token, id: (await t.app.stride.identity.people.byEmail(email))!.id };
    return token;
  };
  lead = await person('lead', 'Mo Lead');
  otherLead = await person('other', 'Oli Other');
  await person('a', 'Ada Member');
  await person('b', 'Ben Member');
  await person('c', 'Cy Member');
  outsider = await t.login('other@other.test');
  const create = async (token: string, name: string) =>
    (await call(token, 'POST', '/api/team/teams/createTeam', { name, teamType: 'PROJECT' })).body.data.id;
  teamId = await create(lead, 'Profile Team');
  otherTeamId = await create(otherLead, 'Neighbour Team');
  await call(lead, 'POST', '/api/team/teams/team-membership-orgs', {
    teamId,
    userIds: [people.a.id, people.b.id],
  });
  await call(otherLead, 'POST', '/api/team/teams/team-membership-orgs', {
    teamId: otherTeamId,
    userIds: [people.c.id],
  });
  await finishGla(people.a.id, 3);
  await finishGla(people.c.id, 7);
});
afterAll(() => t.close());

describe("the manager reads a member's Leader Profile with the GLA right", () => {
  it('granted: readable, with the member’s name; refused or revoked: 403', async () => {
    const before = await profile(lead, people.a.id);
    expect(before.status).toBe(403);
    expect(before.body.message).toContain('not shared');
    expect(before.body).not.toHaveProperty('groups');

    expect((await toggle(people.a.token, 'GLA', true)).body.data.status).toBe('GRANTED');
    const read = await profile(lead, people.a.id);
    expect(read.status).toBe(200);
    expect(read.body.subjectName).toBe('Ada Member');
    expect(read.body.groups.length).toBeGreaterThan(0);
    // the same as the member's own Leader Profile of that GLA
    const [own] = await t.app.stride.database.query<{ id: number }>(
      'SELECT id FROM gla_assessments WHERE user_id = $1',
      [people.a.id],
    );
    const mine = await call(
      people.a.token,
      'GET',
      `/api/assessment/assessment-group/gla-v2-result?assessmentId=${own.id}&languageCode=en`,
    );
    expect(mine.status).toBe(200);
    expect(read.body.groups).toEqual(mine.body.groups);
    // a fellow member of the team does not read it
    expect((await profile(people.b.token, people.a.id)).status).toBe(403);

    expect((await toggle(people.a.token, 'GLA', false)).body.data.status).toBe('REFUSED');
    expect((await profile(lead, people.a.id)).status).toBe(403);
  });

  it('another team’s manager is 403, another organisation is 404, no finished GLA is 404', async () => {
    await toggle(people.a.token, 'GLA', true);
    expect((await profile(otherLead, people.a.id)).status).toBe(403);
    expect((await profile(outsider, people.a.id)).status).toBe(404);
    const foreign = await t.app.stride.identity.people.byEmail('other@other.test');
    expect((await profile(lead, foreign!.id)).status).toBe(404);
    // b shares the GLA but has not finished one
    await toggle(people.b.token, 'GLA', true);
    const none = await profile(lead, people.b.id);
    expect(none.status).toBe(404);
    expect(none.body.message).toContain('finished');
    // c shares with their own manager only
    await toggle(people.c.token, 'GLA', true, otherTeamId);
    expect((await profile(otherLead, people.c.id)).status).toBe(200);
    expect((await profile(lead, people.c.id)).status).toBe(403);
    expect((await profile(lead, 'abc')).status).toBe(400);
  });

  it('the plan with the PLAN right still works the same way', async () => {
    const plans = (token: string) =>
      call(token, 'GET', `/api/user/agile-plan/agile-plan-list/${people.a.id}`);
    expect((await plans(lead)).status).toBe(400);
    await toggle(people.a.token, 'PLAN', true);
    expect((await plans(lead)).status).toBe(200);
    expect((await plans(otherLead)).status).toBe(400);
    await toggle(people.a.token, 'PLAN', false);
    expect((await plans(lead)).status).toBe(400);
  });
});

describe('GET /team-impact/manager-viewing-right/{id}', () => {
  it('tells the manager per item whether they may see it and what was asked', async () => {
    const res = await rightsOf(lead, people.a.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: people.a.id,
      name: 'Ada Member',
      teams: [{ teamId, teamName: 'Profile Team' }],
    });
    const byItem = Object.fromEntries(
      res.body.data.items.map((i: { item: string; canView: boolean; status: string }) => [
        i.item,
        `${i.canView}:${i.status}`,
      ]),
    );
    expect(byItem).toEqual({
      GLA: 'true:GRANTED',
      PLAN: 'false:REFUSED',
      SPRINT: 'false:NONE',
      '360': 'false:NONE',
    });
  });

  it('is the manager’s only: a member, another team’s manager 403; another organisation 404', async () => {
    expect((await rightsOf(people.b.token, people.a.id)).status).toBe(403);
    expect((await rightsOf(otherLead, people.a.id)).status).toBe(403);
    expect((await rightsOf(lead, people.lead.id)).status).toBe(403);
    expect((await rightsOf(outsider, people.a.id)).status).toBe(404);
    const bad = await rightsOf(lead, 'x');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });
});

describe('POST /teams/viewingRightsInvite', () => {
  it('asks every colleague of the team for each item where due, and tells each once', async () => {
    const before = { a: await asksOf(people.a.id), b: await asksOf(people.b.id) };
    const res = await invite(lead, { teamId, items: ['GLA', 'SPRINT'] });
    expect(res.status).toBe(200);
    const outcome = (userId: number, item: string) =>
      res.body.data.results.find(
        (r: { userId: number; item: string }) => r.userId === userId && r.item === item,
      )?.outcome;
    // a and b share the GLA already; SPRINT was never asked
    expect(outcome(people.a.id, 'GLA')).toBe('SHARED');
    expect(outcome(people.b.id, 'GLA')).toBe('SHARED');
    expect(outcome(people.a.id, 'SPRINT')).toBe('ASKED');
    expect(outcome(people.b.id, 'SPRINT')).toBe('ASKED');
    expect(res.body.data.results).toHaveLength(4);
    expect(await asksOf(people.a.id)).toBe(before.a + 1);
    expect(await asksOf(people.b.id)).toBe(before.b + 1);
    // the same again within the day: nothing asked, nothing told
    const again = await invite(lead, { teamId, userIds: [people.a.id], items: ['SPRINT'] });
    expect(again.body.data.results).toEqual([
      { userId: people.a.id, item: 'SPRINT', outcome: 'ASKED_RECENTLY' },
    ]);
    expect(await asksOf(people.a.id)).toBe(before.a + 1);
    // a day later it may be asked again
    clock.advance(25 * 3_600_000);
    const later = await invite(lead, { teamId, userIds: [people.a.id], items: ['SPRINT'] });
    expect(later.body.data.results[0].outcome).toBe('ASKED');
    expect(await asksOf(people.a.id)).toBe(before.a + 2);
  });

  it('asks once when 50 identical invitations arrive at once', async () => {
    const before = await asksOf(people.b.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => invite(lead, { teamId, userIds: [people.b.id], items: ['360'] })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const asked = results.filter((r) => r.body.data.results[0].outcome === 'ASKED');
    expect(asked).toHaveLength(1);
    expect(await asksOf(people.b.id)).toBe(before + 1);
    const rows = await t.app.stride.database.query(
      "SELECT count(*)::int AS n FROM team_viewing_rights WHERE team_id = $1 AND user_id = $2 AND item = '360'",
      [teamId, people.b.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses bad input with a clear error and asks nobody', async () => {
    const before = await rowsOfTeam(teamId);
    const asks = await asksOf(people.a.id);
    const noItems = await invite(lead, { teamId, items: [] });
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toContain('items');
    const badItem = await invite(lead, { teamId, items: ['DIARY'] });
    expect(badItem.status).toBe(400);
    expect(badItem.body.message).toContain('items');
    // one person named is not in the team: nobody is asked, not even a
    const stranger = await invite(lead, { teamId, userIds: [people.a.id, people.c.id], items: ['PLAN'] });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toContain(String(people.c.id));
    expect((await invite(lead, { teamId, userIds: [people.lead.id], items: ['PLAN'] })).status).toBe(422);
    // a member may not invite; another organisation's team is 404
    expect((await invite(people.a.token, { teamId, items: ['PLAN'] })).status).toBe(403);
    expect((await invite(outsider, { teamId, items: ['PLAN'] })).status).toBe(404);
    expect(await rowsOfTeam(teamId)).toEqual(before);
    expect(await asksOf(people.a.id)).toBe(asks);
  });
});

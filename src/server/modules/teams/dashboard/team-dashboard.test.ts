import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let manager: string;
const people: Record<string, { token: string; id: number }> = {};
let teamId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function team(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json(), raw: res.body };
}

/** the GLA's item codes, as the demo member's finished GLA answered them */
const itemCodes = async () =>
  (
    await t.app.stride.database.query<{ code: string }>(
      'SELECT DISTINCT question_code AS code FROM gla_answers ORDER BY 1',
    )
  ).map((r) => r.code);

/** a finished GLA for the person (answers vary by a seed, so rankings differ) */
async function finishGla(userId: number, seed: number) {
  const { repo } = t.app.stride.assessment;
  const { db } = t.app.stride.database;
  const clientId = (await t.app.stride.identity.people.membership(userId, 1))?.clientId ?? 1;
  const codes = await itemCodes();
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
const dashboard = async (token: string) => (await team(token, 'GET', `/team-dashboard/${teamId}`)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.createPerson({
    email: 'd-lead@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Dee Lead',
  });
  for (const key of ['a', 'b', 'c']) {
    const email = `d-${key}@demo.test`;
    const token = await t.createPerson({
      email,
      roles: ['USER'],
      consented: true,
      fullName: `Member ${key.toUpperCase()}`,
    });
    people[key] = { token, id: (await t.app.stride.identity.people.byEmail(email))!.id };
  }
  teamId = (await team(manager, 'POST', '/teams/createTeam', { name: 'Dash Team', teamType: 'PROJECT' })).body
    .data.id;
  await team(manager, 'POST', '/teams/team-membership-orgs', {
    teamId,
    userIds: Object.values(people).map((p) => p.id),
  });
});
afterAll(() => t.close());

describe('the team dashboard', () => {
  it('lists the manager first, then the members with their status', async () => {
    const d = await dashboard(people.a.token);
    expect(d.teamDetail).toMatchObject({ managerName: 'Dee Lead', managerEmail: 'd-lead@demo.test' });
    expect(d.teamMember.map((m: { name: string }) => m.name)).toEqual([
      'Dee Lead',
      'Member A',
      'Member B',
      'Member C',
    ]);
    expect(d.teamMember[0]).toMatchObject({ manager: true, status: 'ACCEPTED' });
    expect(d.teamAlignmentSendDate).toBeNull();
    expect(d.manager).toBe(false);
    expect((await dashboard(manager)).manager).toBe(true);
  });

  it('shows GLA strengths only under the privacy rule: never when an answer could be worked out (1, 2, 3 contributors)', async () => {
    const noData = { available: false, message: 'MIB_AGGREGATED_GROWTH_LEADER_NO_DATA' };
    // one contributor (A)
    await finishGla(people.a.id, 3);
    for (const token of [manager, people.a.token, people.b.token]) {
      const res = await team(token, 'GET', `/team-dashboard/${teamId}`);
      expect(res.body.data.glaStrengths).toEqual(noData);
      expect(res.raw).not.toMatch(/averageScore|strengthCount/);
    }
    // two and three contributors: their GLAs agree on some part of some capability (9 capabilities, 3 strengths
    // each), so a viewer who knows their own could work an answer out: no number for anyone (decision 0073; the
    // rule's positive cases and its property test are in src/shared/domain/team-aggregates.test.ts)
    await finishGla(people.b.id, 7);
    await finishGla(people.c.id, 11);
    for (const token of [manager, people.a.token, people.c.token]) {
      const res = await team(token, 'GET', `/team-dashboard/${teamId}`);
      expect(res.body.data.glaStrengths).toEqual(noData);
      expect(res.raw).not.toMatch(/averageScore|strengthCount/);
    }
    // the 360 does not exist yet: no numbers
    expect((await dashboard(manager)).gl360Strengths).toEqual(noData);
  });

  it("keeps the manager's focus notes (at most 2,000 characters); members read, do not write", async () => {
    const ok = await team(manager, 'POST', `/teams/note/${teamId}`, {
      type: 'FOCUS_NOTE',
      text: 'Ship the platform v2',
    });
    expect(ok.status).toBe(200);
    const long = await team(manager, 'POST', `/teams/note/${teamId}`, {
      type: 'FOCUS_NOTE',
      text: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/text/);
    const badType = await team(manager, 'POST', `/teams/note/${teamId}`, { type: 'GOSSIP', text: 'x' });
    expect(badType.status).toBe(400);
    const byMember = await team(people.a.token, 'POST', `/teams/note/${teamId}`, {
      type: 'FOCUS_NOTE',
      text: 'Mine',
    });
    expect(byMember.status).toBe(403);
    const notes = (await team(people.b.token, 'GET', `/teams/note/${teamId}`)).body.data;
    expect(notes.map((n: { text: string }) => n.text)).toEqual(['Ship the platform v2']);
    expect((await dashboard(people.c.token)).teamFocusNotes).toHaveLength(1);
  });

  it('is refused to a colleague outside the team and another organisation (404)', async () => {
    const colleague = await t.createPerson({ email: 'd-out@demo.test', roles: ['USER'], consented: true });
    expect((await team(colleague, 'GET', `/team-dashboard/${teamId}`)).status).toBe(404);
    const outsider = await t.login('other@other.test');
    expect((await team(outsider, 'GET', `/team-dashboard/${teamId}`)).status).toBe(404);
    expect(
      (await team(outsider, 'POST', `/teams/note/${teamId}`, { type: 'FOCUS_NOTE', text: 'x' })).status,
    ).toBe(404);
  });

  it('summarises the caller’s teams', async () => {
    expect((await team(people.a.token, 'GET', '/team/summary')).body.data).toEqual([
      {
        id: teamId,
        name: 'Dash Team',
        managerId: expect.any(Number),
        managerName: 'Dee Lead',
        manager: false,
        currentSprint: null,
        sprintNavigation: 'NO_SPRINT',
      },
    ]);
  });

  it('shows a GLA finished or a plan challenge chosen or changed after a first read on the next read', async () => {
    const { query } = t.app.stride.database;
    const titles = async () =>
      (await dashboard(manager)).teamTopChallenges.map((c: { title: string; userIds: number[] }) => [
        c.title,
        c.userIds,
      ]);
    expect(await titles()).toEqual([]);
    // A and B share their plans with the manager; C does not (C's challenge is never counted nor named)
    for (const who of [people.a, people.b]) {
      const shared = await team(who.token, 'PUT', '/teams/updateViewingRightsUsers', {
        teamId,
        items: ['PLAN'],
      });
      expect(shared.status, shared.raw).toBe(200);
    }
    // A, B and C choose the same free-text challenge in this year's plan
    const year = new Date().getUTCFullYear();
    for (const who of [people.a.id, people.b.id, people.c.id]) {
      const [plan] = await query<{ id: number }>(
        'INSERT INTO agile_plans (client_id, user_id, year) VALUES (1, $1, $2) RETURNING id',
        [who, year],
      );
      await query(
        "INSERT INTO agile_plan_items (client_id, plan_id, type, label) VALUES (1, $1, 'ROLE_CHALLENGE', 'Own the roadmap')",
        [plan.id],
      );
    }
    const ab = [people.a.id, people.b.id].sort((x, y) => x - y);
    expect(await titles()).toEqual([['Own the roadmap', ab]]);
    // a member reads only their own choice: the others' plans are not shared with them (issue 33 point 1)
    const ofA = await dashboard(people.a.token);
    expect(ofA.teamTopChallenges).toEqual([{ id: 1, title: 'Own the roadmap', userIds: [people.a.id] }]);
    const ofC = await dashboard(people.c.token);
    expect(ofC.teamTopChallenges).toEqual([{ id: 1, title: 'Own the roadmap', userIds: [people.c.id] }]);
    // B rewrites theirs: the next read shows two challenges of one person each
    await query(
      "UPDATE agile_plan_items SET label = 'Grow the team' WHERE plan_id IN (SELECT id FROM agile_plans WHERE user_id = $1)",
      [people.b.id],
    );
    expect(await titles()).toEqual([
      ['Grow the team', [people.b.id]],
      ['Own the roadmap', [people.a.id]],
    ]);
  });

  it('shows a change of the team at once: a new name, a removed member who then no longer reads it', async () => {
    // read first, so that the next reads would come from a kept snapshot if the change did not drop it
    const before = await dashboard(manager);
    expect((await dashboard(people.c.token)).teamName).toBe('Dash Team');
    const edit = await team(manager, 'PUT', `/teams/editTeam/${teamId}`, { name: 'Dash Team Two' });
    expect(edit.status).toBe(200);
    expect((await dashboard(people.c.token)).teamName).toBe('Dash Team Two');
    const rowOfC = before.teamMember.find((m: { userId: number }) => m.userId === people.c.id);
    expect((await team(manager, 'DELETE', `/teams/removeOrgTeamMember/${rowOfC.id}`)).status).toBe(200);
    expect((await team(people.c.token, 'GET', `/team-dashboard/${teamId}`)).status).toBe(404);
    expect((await dashboard(manager)).teamMember.map((m: { name: string }) => m.name)).toEqual([
      'Dee Lead',
      'Member A',
      'Member B',
    ]);
  });
});

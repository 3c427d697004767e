import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** The plan's team-milestone calls, now through the real teams module (the port wired in app.ts). */
let t: TestApp;
let boss: string;
let crew: string;
let colleague: string;
let outsider: string;
let teamId: number;
const year = new Date().getUTCFullYear();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const milestone = (token: string, method: Method, path: string, payload?: object) =>
  call(token, method, `/api/user/team-milestone${path}`, payload);

beforeAll(async () => {
  t = await createTestApp();
  boss = await t.createPerson({
    email: 'boss@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Bo Boss',
  });
  crew = await t.createPerson({
    email: 'hand@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Hal Hand',
  });
  colleague = await t.createPerson({ email: 'near@demo.test', roles: ['USER'], consented: true });
  outsider = await t.login('other@other.test');
  teamId = (
    await call(boss, 'POST', '/api/team/teams/createTeam', { name: 'Milestone Makers', teamType: 'PROJECT' })
  ).body.data.id;
  const crewId = (await t.app.stride.identity.people.byEmail('hand@demo.test'))!.id;
  await call(boss, 'POST', '/api/team/teams/team-membership-orgs', { teamId, userIds: [crewId] });
});
afterAll(() => t.close());

describe('team milestones through the teams module', () => {
  it('the manager adds one; a member lists it on their milestone tab and marks it done', async () => {
    const created = await milestone(boss, 'POST', '', {
      teamId,
      type: 'TEAM_SPRINT',
      title: 'First team sprint',
      date: `${year}-06-01`,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ teamId, title: 'First team sprint', done: false });

    const mine = await milestone(crew, 'GET', '/my-teams');
    expect(mine.body.items).toEqual([expect.objectContaining({ id: created.body.id, done: false })]);
    expect((await milestone(crew, 'GET', `/${teamId}`)).body.items).toHaveLength(1);

    const done = await milestone(crew, 'GET', `/mark-as-done/${created.body.id}`);
    expect(done.body).toMatchObject({ id: created.body.id, done: true });
    expect((await milestone(boss, 'GET', '/my-teams')).body.items[0].done).toBe(true);
  });

  it('a member may not add or delete; nothing changes', async () => {
    const add = await milestone(crew, 'POST', '', {
      teamId,
      type: 'OTHER',
      title: 'Mine',
      date: `${year}-07-01`,
    });
    expect(add.status).toBe(403);
    const [first] = (await milestone(crew, 'GET', `/${teamId}`)).body.items;
    expect((await milestone(crew, 'DELETE', `/${first.id}`)).status).toBe(403);
    expect((await milestone(crew, 'GET', `/${teamId}`)).body.items).toHaveLength(1);
  });

  it('a colleague outside the team and another organisation get 404 and see nothing', async () => {
    const [first] = (await milestone(boss, 'GET', `/${teamId}`)).body.items;
    for (const token of [colleague, outsider]) {
      expect((await milestone(token, 'GET', `/${teamId}`)).status).toBe(404);
      expect((await milestone(token, 'GET', `/mark-as-done/${first.id}`)).status).toBe(404);
      expect((await milestone(token, 'DELETE', `/${first.id}`)).status).toBe(404);
      expect(
        (await milestone(token, 'POST', '', { teamId, type: 'OTHER', title: 'x', date: `${year}-07-01` }))
          .status,
      ).toBe(404);
      expect(
        (await milestone(token, 'GET', '/my-teams')).body.items.map((m: { id: number }) => m.id),
      ).not.toContain(first.id);
    }
  });

  it('a removed member no longer sees the team’s milestones', async () => {
    const { id: extraTeam } = (
      await call(boss, 'POST', '/api/team/teams/createTeam', { name: 'Brief Team', teamType: 'OTHER' })
    ).body.data;
    const nearId = (await t.app.stride.identity.people.byEmail('near@demo.test'))!.id;
    const members = (
      await call(boss, 'POST', '/api/team/teams/team-membership-orgs', {
        teamId: extraTeam,
        userIds: [nearId],
      })
    ).body.data as { id: number; userId: number }[];
    await milestone(boss, 'POST', '', {
      teamId: extraTeam,
      type: 'OTHER',
      title: 'Brief',
      date: `${year}-08-01`,
    });
    expect((await milestone(colleague, 'GET', '/my-teams')).body.items).toHaveLength(1);
    await call(
      boss,
      'DELETE',
      `/api/team/teams/removeOrgTeamMember/${members.find((m) => m.userId === nearId)!.id}`,
    );
    expect((await milestone(colleague, 'GET', '/my-teams')).body.items).toEqual([]);
  });

  it('the manager deletes one; deleting the team takes its milestones with it', async () => {
    const extra = await milestone(boss, 'POST', '', {
      teamId,
      type: 'OTHER',
      title: 'Extra',
      date: `${year}-09-01`,
    });
    expect((await milestone(boss, 'DELETE', `/${extra.body.id}`)).body).toEqual({ ok: true });
    expect(
      (await milestone(boss, 'GET', `/${teamId}`)).body.items.map((m: { title: string }) => m.title),
    ).toEqual(['First team sprint']);
    await call(boss, 'DELETE', `/api/team/teams/delete-team/${teamId}`);
    const rows = await t.app.stride.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM team_milestones WHERE team_id = $1',
      [teamId],
    );
    expect(rows[0].n).toBe(0);
  });

  it('the demo: member@ sees the Platform Team’s milestones, one done and one ahead', async () => {
    const member = await t.login('member@demo.test');
    const items = (await milestone(member, 'GET', '/my-teams')).body.items as {
      title: string;
      done: boolean;
    }[];
    expect(items.map((m) => [m.title, m.done])).toEqual([
      ['Team alignment survey', true],
      ['Quarterly team offsite', false],
    ]);
    const teams = (await call(member, 'GET', '/api/team/teams-member/team-details')).body.data;
    expect(teams).toEqual([
      expect.objectContaining({ name: 'Platform Team', manager: false, managerName: 'Max Manager' }),
    ]);
  });
});

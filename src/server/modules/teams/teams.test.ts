import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let manager: string;
let member: string;
let colleague: string;
let admin: string;
let outsider: string;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const team = (token: string, method: Method, url: string, payload?: object) =>
  call(token, method, `/api/team${url}`, payload);
const countOf = async (sql: string, params?: unknown[]) =>
  (await t.app.stride.database.query<{ n: number }>(sql, params))[0].n;
const teamCount = () => countOf('SELECT count(*)::int AS n FROM teams');
const userId = async (email: string) => (await t.app.stride.identity.people.byEmail(email))!.id;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.createPerson({
    email: 'lead@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Lena Lead',
  });
  member = await t.createPerson({
    email: 'crew@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Cleo Crew',
  });
  colleague = await t.createPerson({
    email: 'colleague@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Carl Colleague',
  });
  admin = await t.login('admin@demo.test');
  outsider = await t.login('other@other.test');
  for (const e of ['lead@demo.test', 'crew@demo.test', 'colleague@demo.test', 'other@other.test'])
    ids[e] = await userId(e);
});
afterAll(() => t.close());

async function createTeam(token: string, name: string) {
  const res = await team(token, 'POST', '/teams/createTeam', {
    name,
    description: 'Ships the checkout',
    teamType: 'PROJECT',
    purpose: 'PROJECT',
    distribution: 'REMOTE',
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; name: string };
}

describe('options', () => {
  it('answers team types, work modes, member types and roles wrapped in data', async () => {
    expect(
      (await team(member, 'GET', '/teams/get-all-team-type')).body.data.map((o: { code: string }) => o.code),
    ).toEqual(['LEADERSHIP', 'PROJECT', 'FUNCTIONAL', 'CROSS_FUNCTIONAL', 'OTHER']);
    expect((await team(member, 'GET', '/teams/get-all-team-distribution')).body.data).toHaveLength(3);
    expect(
      (await team(member, 'GET', '/teams/get-all-member-type')).body.data.map(
        (o: { code: string }) => o.code,
      ),
    ).toEqual(['TEAM_MEMBERS', 'GUEST']);
    expect((await team(member, 'GET', '/teams/getAllRole')).body.data).toEqual([
      { id: 1, code: 'MANAGER', name: 'Manager' },
      { id: 2, code: 'ASSISTANT', name: 'Assistant' },
      { id: 3, code: 'MEMBER', name: 'Team member' },
    ]);
  });
});

describe('a team', () => {
  it('is created with the creator as its manager and first member', async () => {
    const created = await createTeam(manager, 'Checkout Crew');
    const res = await team(manager, 'GET', `/teams/getTeam/${created.id}`);
    expect(res.body.data).toMatchObject({
      name: 'Checkout Crew',
      description: 'Ships the checkout',
      teamType: { code: 'PROJECT' },
      purpose: 'PROJECT',
      distribution: 'REMOTE',
      managerId: ids['lead@demo.test'],
      managerName: 'Lena Lead',
      manager: true,
      teamAdmin: true,
      memberCount: 1,
    });
    const members = (await team(manager, 'GET', `/teams/getMembers/${created.id}`)).body.data;
    expect(members).toEqual([
      expect.objectContaining({ userId: ids['lead@demo.test'], role: 'TEAM_MANAGER', status: 'ACCEPTED' }),
    ]);
    expect((await team(manager, 'GET', '/teams-member/team-details')).body.data).toEqual([
      expect.objectContaining({ id: created.id, manager: true }),
    ]);
    expect(
      (await team(manager, 'GET', `/teams/getAllTeamsByManagerId/${ids['lead@demo.test']}`)).body.data,
    ).toEqual([expect.objectContaining({ id: created.id })]);
  });

  it('refuses bad input with a 400 naming the field, creating nothing', async () => {
    const before = await teamCount();
    const empty = await team(manager, 'POST', '/teams/createTeam', { name: '   ', teamType: 'PROJECT' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/name/);
    const unknownType = await team(manager, 'POST', '/teams/createTeam', {
      name: 'Ghosts',
      teamType: 'SQUAD',
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.message).toMatch(/teamType/);
    const badMode = await team(manager, 'POST', '/teams/createTeam', {
      name: 'Ghosts',
      teamType: 'OTHER',
      distribution: 'ON_MARS',
    });
    expect(badMode.status).toBe(400);
    expect(await teamCount()).toEqual(before);
  });

  it('is edited by its manager or an ADMIN, not by a member; bad edits change nothing', async () => {
    const { id } = await createTeam(manager, 'Edit Me');
    await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test']],
    });
    const byMember = await team(member, 'PUT', `/teams/editTeam/${id}`, { name: 'Hijacked' });
    expect(byMember.status).toBe(403);
    const byColleague = await team(colleague, 'PUT', `/teams/editTeam/${id}`, { name: 'Hijacked' });
    expect(byColleague.status).toBe(404);
    const byOutsider = await team(outsider, 'PUT', `/teams/editTeam/${id}`, { name: 'Hijacked' });
    expect(byOutsider.status).toBe(404);
    const empty = await team(manager, 'PUT', `/teams/editTeam/${id}`, { name: '' });
    expect(empty.status).toBe(400);
    expect((await team(manager, 'GET', `/teams/getTeam/${id}`)).body.data.name).toBe('Edit Me');

    const edited = await team(manager, 'PUT', `/teams/editTeam/${id}`, {
      name: 'Edited',
      description: 'New words',
    });
    expect(edited.body.data).toMatchObject({
      name: 'Edited',
      description: 'New words',
      teamType: { code: 'PROJECT' },
    });
    const byAdmin = await team(admin, 'PUT', `/teams/editTeam/${id}`, { distribution: 'COLOCATED' });
    expect(byAdmin.body.data).toMatchObject({
      name: 'Edited',
      distribution: 'COLOCATED',
      manager: false,
      teamAdmin: true,
    });
  });

  it('is read by its manager and members; a colleague and another organisation get 404', async () => {
    const { id } = await createTeam(manager, 'Readers');
    await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test']],
    });
    const asMember = await team(member, 'GET', `/teams/getTeam/${id}`);
    expect(asMember.body.data).toMatchObject({
      name: 'Readers',
      manager: false,
      teamAdmin: false,
      memberCount: 2,
    });
    expect((await team(member, 'GET', `/teams/getMembers/${id}`)).body.data).toHaveLength(2);
    expect((await team(member, 'GET', '/teams-member/team-details')).body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, manager: false })]),
    );
    expect((await team(colleague, 'GET', `/teams/getTeam/${id}`)).status).toBe(404);
    expect((await team(colleague, 'GET', `/teams/getMembers/${id}`)).status).toBe(404);
    expect((await team(outsider, 'GET', `/teams/getTeam/${id}`)).status).toBe(404);
    expect((await team(outsider, 'GET', `/teams/getMembers/${id}`)).status).toBe(404);
    expect((await team(outsider, 'GET', '/teams-member/team-details')).body.data).toEqual([]);
  });

  it("lists another person's managed teams only for an ADMIN of the organisation", async () => {
    const lead = ids['lead@demo.test'];
    expect((await team(colleague, 'GET', `/teams/getAllTeamsByManagerId/${lead}`)).status).toBe(403);
    expect(
      (await team(admin, 'GET', `/teams/getAllTeamsByManagerId/${lead}`)).body.data.length,
    ).toBeGreaterThan(0);
    // another organisation's person is not found, whoever asks (ownership before role, issue 19)
    expect((await team(outsider, 'GET', `/teams/getAllTeamsByManagerId/${lead}`)).status).toBe(404);
    expect(
      (await team(admin, 'GET', `/teams/getAllTeamsByManagerId/${ids['other@other.test']}`)).status,
    ).toBe(404);
    expect(
      (await team(colleague, 'GET', `/teams/getAllTeamsByManagerId/${ids['other@other.test']}`)).status,
    ).toBe(404);
    // the demo's Platform Team is Demo Co's: Other Co's people never see it
    expect(
      (await team(outsider, 'GET', `/teams/getAllTeamsByManagerId/${ids['other@other.test']}`)).body.data,
    ).toEqual([]);
  });

  it('is deleted by its manager (with its members), not by a member or another organisation', async () => {
    const { id } = await createTeam(manager, 'Short-lived');
    await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test']],
    });
    expect((await team(member, 'DELETE', `/teams/delete-team/${id}`)).status).toBe(403);
    expect((await team(outsider, 'DELETE', `/teams/delete-team/${id}`)).status).toBe(404);
    expect((await team(manager, 'GET', `/teams/getTeam/${id}`)).status).toBe(200);
    expect((await team(manager, 'DELETE', `/teams/delete-team/${id}`)).body).toEqual({ data: { ok: true } });
    expect((await team(manager, 'GET', `/teams/getTeam/${id}`)).status).toBe(404);
    expect(
      (await team(member, 'GET', '/teams-member/team-details')).body.data.map((x: { id: number }) => x.id),
    ).not.toContain(id);
    expect(await countOf('SELECT count(*)::int AS n FROM team_members WHERE team_id = $1', [id])).toBe(0);
  });
});

describe('members', () => {
  it('adds organisation members, who are told by e-mail with a link to the milestone tab', async () => {
    const { id } = await createTeam(manager, 'Mail Team');
    const res = await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test'], ids['colleague@demo.test']],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Lena Lead', 'TEAM_MANAGER'],
      ['Cleo Crew', 'TEAM_MEMBERS'],
      ['Carl Colleague', 'TEAM_MEMBERS'],
    ]);
    const [mail] = await t.app.stride.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'colleague@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.subject).toBe('You were added to the team Mail Team');
    expect(mail.text).toContain('Lena Lead added you to the team "Mail Team"');
    expect(mail.text).toContain('http://stride.test/plan/key-milestones');
  });

  it('refuses a person of another organisation (400) and a duplicate (409), adding nobody and mailing nobody', async () => {
    const { id } = await createTeam(manager, 'Strict Team');
    await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test']],
    });
    const mails = () => countOf('SELECT count(*)::int AS n FROM mail_outbox');
    const before = await mails();

    const foreign = await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['colleague@demo.test'], ids['other@other.test']],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'NOT_IN_ORGANISATION' });
    expect(foreign.body.message).toContain(String(ids['other@other.test']));

    const duplicate = await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['colleague@demo.test'], ids['crew@demo.test']],
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Cleo Crew already belongs to Strict Team.');

    const empty = await team(manager, 'POST', '/teams/team-membership-orgs', { teamId: id, userIds: [] });
    expect(empty.status).toBe(400);

    expect((await team(manager, 'GET', `/teams/getMembers/${id}`)).body.data).toHaveLength(2);
    expect(await mails()).toEqual(before);
  });

  it('are added and removed only by the manager or an ADMIN; the manager cannot be removed', async () => {
    const { id } = await createTeam(manager, 'Removals');
    await team(manager, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['crew@demo.test']],
    });
    const byMember = await team(member, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['colleague@demo.test']],
    });
    expect(byMember.status).toBe(403);
    const byOutsider = await team(outsider, 'POST', '/teams/team-membership-orgs', {
      teamId: id,
      userIds: [ids['other@other.test']],
    });
    expect(byOutsider.status).toBe(404);

    const members = (await team(manager, 'GET', `/teams/getMembers/${id}`)).body.data as {
      id: number;
      role: string;
    }[];
    const lead = members.find((m) => m.role === 'TEAM_MANAGER')!;
    const crew = members.find((m) => m.role === 'TEAM_MEMBERS')!;
    expect((await team(member, 'DELETE', `/teams/removeOrgTeamMember/${crew.id}`)).status).toBe(403);
    expect((await team(outsider, 'DELETE', `/teams/removeOrgTeamMember/${crew.id}`)).status).toBe(404);
    const removeLead = await team(manager, 'DELETE', `/teams/removeOrgTeamMember/${lead.id}`);
    expect(removeLead.status).toBe(409);
    expect(removeLead.body).toMatchObject({ code: 'CANNOT_REMOVE_MANAGER' });
    expect((await team(manager, 'GET', `/teams/getMembers/${id}`)).body.data).toHaveLength(2);

    expect((await team(admin, 'DELETE', `/teams/removeOrgTeamMember/${crew.id}`)).body).toEqual({
      data: { ok: true },
    });
    expect((await team(manager, 'GET', `/teams/getMembers/${id}`)).body.data).toHaveLength(1);
    expect((await team(member, 'GET', `/teams/getTeam/${id}`)).status).toBe(404);
    expect((await team(manager, 'DELETE', `/teams/removeOrgTeamMember/${crew.id}`)).status).toBe(404);
  });
});

describe('member search (user service)', () => {
  const search = (token: string, query: string) =>
    call(token, 'GET', `/api/user/users/team/searchMember?${query}`);

  it('matches a part of the name in any case, URL-encoded, within the caller’s organisation', async () => {
    const res = await search(manager, `keyword=${encodeURIComponent('CLEO c')}&activeOnly=true`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: ids['crew@demo.test'],
        fullName: 'Cleo Crew',
        email: 'crew@demo.test',
        designation: null,
        active: true,
      },
    ]);
    // Cole Consultant belongs to Demo Co and Other Co; Otto Other only to Other Co
    const names = (await search(manager, 'keyword=o')).body.items.map(
      (p: { fullName: string }) => p.fullName,
    );
    expect(names).toContain('Cole Consultant');
    expect(names).not.toContain('Otto Other');
    const like = await search(manager, `keyword=${encodeURIComponent('%')}`);
    expect(like.body.items).toEqual([]);
  });

  it("answers 404 for another organisation's id and leaks nobody", async () => {
    const otherClientId = (await t.app.stride.identity.repo.preferredMembership(ids['other@other.test']))!
      .clientId;
    const res = await search(manager, `keyword=Otto&clientId=${otherClientId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Otto');
    expect((await search(outsider, 'keyword=Cleo')).body.items).toEqual([]);
    expect((await search(manager, 'activeOnly=maybe')).status).toBe(400);
  });
});

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/tables';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let manager: string;
let member: string;
let colleague: string;
let outsider: string;
let teamId: number;
let otherTeamId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload });
  return { status: res.statusCode, body: res.json() };
}
const team = (token: string | null, method: Method, url: string, payload?: object) =>
  call(token, method, `/api/team${url}`, payload);
const countOf = async (sql: string) => (await t.app.stride.database.query<{ n: number }>(sql))[0].n;
const memberRows = () => countOf('SELECT count(*)::int AS n FROM team_members');

/** the token of the newest invitation link e-mailed to this address */
async function linkTo(email: string) {
  const [mail] = await t.app.stride.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /team-invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link to ${email}`);
  return token;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.createPerson({
    email: 'g-lead@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Gia Lead',
  });
  member = await t.createPerson({
    email: 'g-crew@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Gus Crew',
  });
  colleague = await t.createPerson({ email: 'g-coll@demo.test', roles: ['USER'], consented: true });
  outsider = await t.login('other@other.test');
  const created = await team(manager, 'POST', '/teams/createTeam', {
    name: 'Guest Team',
    teamType: 'PROJECT',
  });
  teamId = created.body.data.id;
  otherTeamId = (await team(colleague, 'POST', '/teams/createTeam', { name: 'Not Yours', teamType: 'OTHER' }))
    .body.data.id;
  const memberId = (await t.app.stride.identity.people.byEmail('g-crew@demo.test'))!.id;
  await team(manager, 'POST', '/teams/team-membership-orgs', { teamId, userIds: [memberId] });
});
afterAll(() => t.close());

describe('guest invitations', () => {
  it('invites a guest PENDING with a team role, e-mails a link, and the guest accepts once', async () => {
    const res = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [{ name: 'Pia Partner', email: 'Pia@Partner.test', teamRole: 'ASSISTANT' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual(
      expect.objectContaining({
        email: 'pia@partner.test',
        type: 'GUEST',
        role: 'GUEST',
        status: 'PENDING',
        teamRole: 'ASSISTANT',
      }),
    );
    // a pending guest does not count and cannot sign in yet
    expect((await team(manager, 'GET', `/teams/getTeam/${teamId}`)).body.data.memberCount).toBe(2);
    await expect(t.login('pia@partner.test', 'partner-password')).rejects.toThrow();

    const first = await linkTo('pia@partner.test');
    // re-inviting replaces the link: the first one stops working
    const pia = res.body.data.find((m: { email: string }) => m.email === 'pia@partner.test');
    expect((await team(manager, 'POST', '/teams/sendEmail', { teamId, memberId: pia.id })).status).toBe(200);
    const token = await linkTo('pia@partner.test');
    expect(token).not.toBe(first);
    expect((await team(null, 'GET', `/teams/invitation?token=${first}`)).status).toBe(401);

    const preview = await team(null, 'GET', `/teams/invitation?token=${token}`);
    expect(preview.body.data).toEqual({
      teamName: 'Guest Team',
      managerName: 'Gia Lead',
      name: 'Pia Partner',
      email: 'pia@partner.test',
      needsPassword: true,
    });
    const noPassword = await team(null, 'POST', `/teams/accept-invitation?token=${token}`, {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toMatch(/password/);
    const accepted = await team(null, 'POST', `/teams/accept-invitation?token=${token}`, {
      password: 'partner-password',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ teamId, email: 'pia@partner.test' });
    expect(
      (await team(null, 'POST', `/teams/accept-invitation?token=${token}`, { password: 'partner-password' }))
        .status,
    ).toBe(401);

    const members = (await team(manager, 'GET', `/teams/getMembers/${teamId}`)).body.data;
    expect(members).toContainEqual(
      expect.objectContaining({ email: 'pia@partner.test', status: 'ACCEPTED' }),
    );
    expect((await team(manager, 'POST', '/teams/sendEmail', { teamId, memberId: pia.id })).status).toBe(409);
  });

  it('confines an accepted guest to their team: no personal area, no console, no other team', async () => {
    const guest = await t.login('pia@partner.test', 'partner-password');
    expect((await team(guest, 'GET', `/teams/getTeam/${teamId}`)).status).toBe(200);
    expect((await team(guest, 'GET', `/teams/getMembers/${teamId}`)).status).toBe(200);
    expect((await team(guest, 'GET', '/teams-member/team-details')).body.data).toEqual([
      expect.objectContaining({ id: teamId, manager: false, teamAdmin: false }),
    ]);
    expect((await team(guest, 'GET', `/teams/getTeam/${otherTeamId}`)).status).toBe(404);
    // the personal area and the console refuse the guest
    const plan = await call(guest, 'GET', '/api/user/agile-plan/agile-plan-list');
    expect(plan.status).toBe(403);
    expect(plan.body.code).toBe('ACCESS_DENIED');
    expect((await call(guest, 'GET', '/api/user/console/users')).status).toBe(403);
    expect((await call(guest, 'GET', '/api/user/users/team/searchMember?keyword=a')).status).toBe(403);
    // a guest changes nothing of the team
    expect((await team(guest, 'PUT', `/teams/editTeam/${teamId}`, { name: 'Mine now' })).status).toBe(403);
    expect(
      (await team(guest, 'POST', '/teams/createTeam', { name: 'Guest own', teamType: 'OTHER' })).status,
    ).toBe(403);
  });

  it('refuses bad invitations with a clear 4xx and changes nothing', async () => {
    const before = await memberRows();
    const mails = await countOf('SELECT count(*)::int AS n FROM mail_outbox');
    const badEmail = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [{ name: 'Nope', email: 'not-an-address' }],
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/email/);
    const again = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [
        { name: 'New One', email: 'new@partner.test' },
        { name: 'Pia', email: 'pia@partner.test' },
      ],
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_TEAM_MEMBER');
    const colleagueAsGuest = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [{ name: 'Coll', email: 'g-coll@demo.test' }],
    });
    expect(colleagueAsGuest.status).toBe(409);
    expect(colleagueAsGuest.body.code).toBe('ORGANISATION_MEMBER');
    const badRole = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [{ name: 'X', email: 'x@partner.test', teamRole: 'BOSS' }],
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toMatch(/teamRole/);
    expect(await memberRows()).toBe(before);
    expect(await countOf('SELECT count(*)::int AS n FROM mail_outbox')).toBe(mails);
    expect(await t.app.stride.identity.people.byEmail('new@partner.test')).toBeNull();
  });

  it('lets only the manager invite; another organisation gets 404', async () => {
    const body = { teamId, guests: [{ name: 'Q', email: 'q@partner.test' }] };
    expect((await team(member, 'POST', '/teams/team-membership-guests', body)).status).toBe(403);
    expect((await team(colleague, 'POST', '/teams/team-membership-guests', body)).status).toBe(404);
    expect((await team(outsider, 'POST', '/teams/team-membership-guests', body)).status).toBe(404);
    expect(
      (await team(outsider, 'POST', `/teams/update-end-duration/${teamId}`, { date: '2030-01-01' })).status,
    ).toBe(404);
  });

  it('removes a guest, who then sees the team no more; an organisation member is not removed this way', async () => {
    const invited = await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId,
      guests: [{ name: 'Rex Remote', email: 'rex@partner.test' }],
    });
    const rex = invited.body.data.find((m: { email: string }) => m.email === 'rex@partner.test');
    const token = await linkTo('rex@partner.test');
    const crew = invited.body.data.find((m: { email: string }) => m.email === 'g-crew@demo.test');
    expect((await team(manager, 'DELETE', `/teams/removeGuestTeamMember/${crew.id}`)).status).toBe(400);
    expect((await team(member, 'DELETE', `/teams/removeGuestTeamMember/${rex.id}`)).status).toBe(403);
    expect((await team(manager, 'DELETE', `/teams/removeGuestTeamMember/${rex.id}`)).status).toBe(200);
    // the withdrawn invitation's link finds nothing
    expect((await team(null, 'GET', `/teams/invitation?token=${token}`)).status).toBe(404);
    const pia = (await team(manager, 'GET', `/teams/getMembers/${teamId}`)).body.data.find(
      (m: { email: string }) => m.email === 'pia@partner.test',
    );
    expect((await team(manager, 'DELETE', `/teams/removeGuestTeamMember/${pia.id}`)).status).toBe(200);
    const guest = await t.login('pia@partner.test', 'partner-password');
    expect((await team(guest, 'GET', `/teams/getTeam/${teamId}`)).status).toBe(404);
  });
});

describe("the team's duration", () => {
  it('sets start and end; an end before the start is refused and changes nothing', async () => {
    expect(
      (await team(manager, 'POST', `/teams/update-start-duration/${teamId}`, { date: '2027-01-10' })).body
        .data,
    ).toEqual({
      startDate: '2027-01-10',
      endDate: null,
    });
    const bad = await team(manager, 'POST', `/teams/update-end-duration/${teamId}`, { date: '2027-01-09' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('END_BEFORE_START');
    expect(bad.body.message).toMatch(/date/);
    expect(
      (await team(manager, 'POST', `/teams/update-end-duration/${teamId}`, { date: '2027-13-40' })).status,
    ).toBe(400);
    expect(
      (await team(member, 'POST', `/teams/update-end-duration/${teamId}`, { date: '2027-06-30' })).status,
    ).toBe(403);
    expect(
      (await team(manager, 'POST', `/teams/update-end-duration/${teamId}`, { date: '2027-06-30' })).status,
    ).toBe(200);
    expect((await team(member, 'GET', `/teams/getTeam/${teamId}`)).body.data).toMatchObject({
      startDate: '2027-01-10',
      endDate: '2027-06-30',
    });
  });
});

describe('the demo data', () => {
  it('has an accepted guest of the Platform Team who signs in and sees only it, and a pending invitation', async () => {
    const guest = await t.login('guest@partner.test', 'demo-password');
    const teams = (await team(guest, 'GET', '/teams-member/team-details')).body.data;
    expect(teams.map((x: { name: string }) => x.name)).toEqual(['Platform Team']);
    const members = (await team(guest, 'GET', `/teams/getMembers/${teams[0].id}`)).body.data;
    // manager@, member@, user@, dana@, sam@, the accepted guest and the pending invitation (issue 12)
    expect(members).toHaveLength(7);
    expect(members).toContainEqual(
      expect.objectContaining({ email: 'invited@partner.test', status: 'PENDING' }),
    );
    expect(await linkTo('invited@partner.test')).toMatch(/^g_/);
    expect((await call(guest, 'GET', '/api/user/agile-plan/agile-plan-list')).status).toBe(403);
  });
});

describe('removing a person from a team (issue 33 point 7)', () => {
  it("ends every link the team gave them: a removed guest's and a removed member's survey links answer 401", async () => {
    const surveyTeam = (
      await team(manager, 'POST', '/teams/createTeam', { name: 'Survey Team', teamType: 'PROJECT' })
    ).body.data.id;
    const crewId = (await t.app.stride.identity.people.byEmail('g-crew@demo.test'))!.id;
    await team(manager, 'POST', '/teams/team-membership-orgs', { teamId: surveyTeam, userIds: [crewId] });
    await team(manager, 'POST', '/teams/team-membership-guests', {
      teamId: surveyTeam,
      guests: [{ name: 'Gwen Guest', email: 'gwen@partner.test' }],
    });
    const invitation = await linkTo('gwen@partner.test');
    const accepted = await team(null, 'POST', `/teams/accept-invitation?token=${invitation}`, {
      password: 'partner-password',
    });
    expect(accepted.status).toBe(200);
    const started = await call(manager, 'POST', '/api/alignment/teams/startSurvey', {
      team_id: surveyTeam,
      team_members: ['g-lead@demo.test', 'g-crew@demo.test', 'gwen@partner.test'].map((email) => ({
        name: email.split('@')[0],
        email,
      })),
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const surveyLink = async (email: string) => {
      const [mail] = await t.app.stride.database.query<{ text_body: string }>(
        "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND text_body LIKE '%team-alignment/survey%' ORDER BY id DESC LIMIT 1",
        [email],
      );
      return /token=([^\s&]+)/.exec(mail!.text_body)![1]!;
    };
    const questions = async (token: string) =>
      (await call(null, 'GET', `/api/alignment/guest/getQuestions?pageNo=1&pageSize=8&token=${token}`))
        .status;
    const gwenLink = await surveyLink('gwen@partner.test');
    const crewLink = await surveyLink('g-crew@demo.test');
    expect(await questions(gwenLink)).toBe(200);
    expect(await questions(crewLink)).toBe(200);

    const members = (await team(manager, 'GET', `/teams/getMembers/${surveyTeam}`)).body.data as {
      id: number;
      email: string;
    }[];
    const idOf = (email: string) => members.find((m) => m.email === email)!.id;
    expect(
      (await team(manager, 'DELETE', `/teams/removeGuestTeamMember/${idOf('gwen@partner.test')}`)).status,
    ).toBe(200);
    expect(
      (await team(manager, 'DELETE', `/teams/removeOrgTeamMember/${idOf('g-crew@demo.test')}`)).status,
    ).toBe(200);
    expect(await questions(gwenLink)).toBe(401);
    expect(await questions(crewLink)).toBe(401);
    const save = await call(null, 'POST', `/api/alignment/guest/saveAnswers?token=${gwenLink}`, {
      pageNo: 1,
      answers: [],
    });
    expect(save.status).toBe(401);
    // the manager's own link still works
    expect(await questions(await surveyLink('g-lead@demo.test'))).toBe(200);
  });
});

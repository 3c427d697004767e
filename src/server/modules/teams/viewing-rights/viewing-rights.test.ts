import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const clock = createManualClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
let lead: string;
let outsider: string;
let demoManager: string;
const people: Record<string, { token: string; id: number }> = {};
let teamId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const team = (token: string, method: Method, url: string, payload?: object) =>
  call(token, method, `/api/team${url}`, payload);
const planList = (token: string, userId: number) =>
  call(token, 'GET', `/api/user/agile-plan/agile-plan-list/${userId}?teamId=${teamId}`);
const request = (token: string, userId: number, requestItemType: string, id = teamId) =>
  team(token, 'POST', '/team-impact/request-viewing-right/', { userId, teamId: id, requestItemType });
const rightsOfTeam = async (token: string) =>
  (await team(token, 'GET', `/viewing-rights/get-team-dashboard-data?team_id=${teamId}`)).body.data as Array<{
    userId: number;
    items: Array<{ item: string; status: string }>;
  }>;
const itemsOf = async (token: string, userId: number) =>
  Object.fromEntries(
    ((await rightsOfTeam(token)).find((m) => m.userId === userId)?.items ?? []).map((i) => [
      i.item,
      i.status,
    ]),
  );

beforeAll(async () => {
  t = await createTestApp({ config: { clock } });
  lead = await t.createPerson({
    email: 'vr-lead@demo.test',
    roles: ['USER'],
    consented: true,
    fullName: 'Vi Lead',
  });
  for (const key of ['a', 'b', 'c']) {
    const email = `vr-${key}@demo.test`;
    const token = await t.createPerson({
      email,
      roles: ['USER'],
      consented: true,
      fullName: `Viewer ${key}`,
    });
    people[key] = { token, id: (await t.app.stride.identity.people.byEmail(email))!.id };
  }
  outsider = await t.login('other@other.test');
  demoManager = await t.login('manager@demo.test');
  teamId = (await team(lead, 'POST', '/teams/createTeam', { name: 'Rights Team', teamType: 'PROJECT' })).body
    .data.id;
  await team(lead, 'POST', '/teams/team-membership-orgs', { teamId, userIds: [people.a.id, people.b.id] });
});
afterAll(() => t.close());

describe('viewing rights', () => {
  it('demo: manager@ reads member@’s plan (granted), not user@’s (request pending)', async () => {
    const member = await t.app.stride.identity.people.byEmail('member@demo.test');
    const user = await t.app.stride.identity.people.byEmail('user@demo.test');
    expect(
      (await call(demoManager, 'GET', `/api/user/agile-plan/agile-plan-list/${member!.id}`)).status,
    ).toBe(200);
    const refused = await call(demoManager, 'GET', `/api/user/agile-plan/agile-plan-list/${user!.id}`);
    expect(refused.status).toBe(400);
    const mine = (await team(await t.login('member@demo.test'), 'GET', '/viewing-rights/shared-by-me')).body
      .data;
    expect(mine[0].items.map((i: { item: string; status: string }) => `${i.item}:${i.status}`)).toEqual([
      '360:GRANTED',
      'GLA:REFUSED',
      'PLAN:GRANTED',
    ]);
  });

  it('a request tells the member; granting lets the manager read the plan; revoking takes it back', async () => {
    expect((await planList(lead, people.a.id)).status).toBe(400);
    const asked = await request(lead, people.a.id, 'PLAN');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ item: 'PLAN', status: 'REQUESTED' });
    // the member is told in the product
    const notes = (await call(people.a.token, 'GET', '/api/team/api/v1/notification/all')).body.data;
    expect(JSON.stringify(notes)).toContain('viewingRightRequested');
    // still no access until the member answers
    expect((await planList(lead, people.a.id)).status).toBe(400);
    const answered = await team(people.a.token, 'PUT', '/teams/update-viewing-rights-team-member', {
      teamId,
      item: 'PLAN',
      accept: true,
    });
    expect(answered.body.data.status).toBe('GRANTED');
    const plans = await planList(lead, people.a.id);
    expect(plans.status).toBe(200);
    expect(plans.body.items.every((p: { readOnly: boolean }) => p.readOnly)).toBe(true);
    // another member of the team still cannot read it
    expect((await planList(people.b.token, people.a.id)).status).toBe(400);
    // the member revokes everything from the viewing-rights page
    const revoked = await team(people.a.token, 'PUT', '/teams/updateViewingRightsUsers', {
      teamId,
      items: [],
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data[0].items).toEqual([
      expect.objectContaining({ item: 'PLAN', status: 'REFUSED' }),
    ]);
    expect((await planList(lead, people.a.id)).status).toBe(400);
  });

  it('throttles the same request to once a day (409, the spec’s text) and changes nothing', async () => {
    expect((await request(lead, people.b.id, 'GLA')).status).toBe(200);
    const before = await itemsOf(lead, people.b.id);
    const again = await request(lead, people.b.id, 'GLA');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already triggered a request by email.');
    expect(await itemsOf(lead, people.b.id)).toEqual(before);
    clock.advance(25 * 3_600_000);
    expect((await request(lead, people.b.id, 'GLA')).status).toBe(200);
  });

  it('a member toggles one item; the manager sees it per member; it ends when the member leaves', async () => {
    const on = await team(people.b.token, 'POST', `/team-impact/toggle-viewing-right-item/${teamId}`, {
      item: 'PLAN',
      granted: true,
    });
    expect(on.body.data.status).toBe('GRANTED');
    expect(await itemsOf(lead, people.b.id)).toMatchObject({ PLAN: 'GRANTED', GLA: 'REQUESTED' });
    expect((await planList(lead, people.b.id)).status).toBe(200);
    // members do not read the team's rights
    expect(
      (await team(people.a.token, 'GET', `/viewing-rights/get-team-dashboard-data?team_id=${teamId}`)).status,
    ).toBe(403);
    const members = (await team(lead, 'GET', `/teams/getMembers/${teamId}`)).body.data;
    const row = members.find((m: { userId: number }) => m.userId === people.b.id);
    await team(lead, 'DELETE', `/teams/removeOrgTeamMember/${row.id}`);
    expect((await planList(lead, people.b.id)).status).toBe(400);
  });

  it('refuses bad input with a clear error naming the field, and changes nothing', async () => {
    const before = await rightsOfTeam(lead);
    const badItem = await request(lead, people.a.id, 'DIARY');
    expect(badItem.status).toBe(400);
    expect(badItem.body.message).toContain('requestItemType');
    const noUser = await team(lead, 'POST', '/team-impact/request-viewing-right/', {
      teamId,
      requestItemType: 'GLA',
    });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toContain('userId');
    // not in the team (c), oneself, a member asking, nothing asked to answer
    expect((await request(lead, people.c.id, 'GLA')).status).toBe(404);
    expect((await request(people.a.token, people.a.id, 'GLA')).status).toBe(403);
    const own = await request(
      lead,
      (await t.app.stride.identity.people.byEmail('vr-lead@demo.test'))!.id,
      'GLA',
    );
    expect(own.status).toBe(422);
    const unasked = await team(people.a.token, 'PUT', '/teams/update-viewing-rights-team-member', {
      teamId,
      item: '360',
      accept: true,
    });
    expect(unasked.status).toBe(404);
    expect(await rightsOfTeam(lead)).toEqual(before);
  });

  it('another organisation’s team is 404; a colleague outside the team is 404; a guest is refused', async () => {
    expect((await request(outsider, people.a.id, 'GLA')).status).toBe(404);
    expect(
      (await team(outsider, 'GET', `/viewing-rights/get-team-dashboard-data?team_id=${teamId}`)).status,
    ).toBe(404);
    expect(
      (
        await team(outsider, 'POST', `/team-impact/toggle-viewing-right-item/${teamId}`, {
          item: 'GLA',
          granted: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await team(people.c.token, 'POST', `/team-impact/toggle-viewing-right-item/${teamId}`, {
          item: 'GLA',
          granted: true,
        })
      ).status,
    ).toBe(404);
    const guest = await t.login('guest@partner.test', 'demo-password');
    expect((await team(guest, 'GET', '/viewing-rights/shared-by-me')).status).toBe(403);
  });
});

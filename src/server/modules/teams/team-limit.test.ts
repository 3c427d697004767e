import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let outsider: string;
beforeAll(async () => {
  t = await createTestApp();
  outsider = await t.login('other@other.test');
});
afterAll(() => t.close());

const team = async (token: string, method: 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/team${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};
const teamCount = async () =>
  (await t.app.stride.database.query<{ n: number }>('SELECT count(*)::int AS n FROM teams'))[0].n;
async function createTeam(token: string, name: string) {
  const res = await team(token, 'POST', '/teams/createTeam', { name, teamType: 'PROJECT' });
  expect(res.status).toBe(200);
}

describe('the team-limit entitlement', () => {
  it('stops creating teams at the plan’s limit (409) and without teams in the plan (403), creating nothing', async () => {
    const { licensing, identity } = t.app.stride;
    const otherId = (await identity.people.byEmail('other@other.test'))!.id;
    const clientId = (await identity.repo.preferredMembership(otherId))!.clientId;
    const original = await licensing.service.summary(clientId);
    expect(original.planCode).toBe('STANDARD'); // team-limit 5
    for (let i = 1; i <= 5; i++) await createTeam(outsider, `Other team ${i}`);
    const before = await teamCount();
    const sixth = await team(outsider, 'POST', '/teams/createTeam', {
      name: 'One too many',
      teamType: 'OTHER',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ code: 'TEAM_LIMIT_REACHED' });
    expect(sixth.body.message).toMatch(/limit of 5 team/);
    expect(await teamCount()).toEqual(before);

    await licensing.service.setSubscription({
      clientId,
      planCode: 'FREE',
      status: 'ACTIVE',
      currentTermEnd: null,
      buyerUserId: null,
    });
    try {
      const free = await team(outsider, 'POST', '/teams/createTeam', {
        name: 'Free team',
        teamType: 'OTHER',
      });
      expect(free.status).toBe(403);
      expect(free.body).toMatchObject({ code: 'TEAMS_NOT_IN_PLAN' });
      expect(await teamCount()).toEqual(before);
    } finally {
      await licensing.service.setSubscription({
        clientId,
        planCode: original.planCode,
        status: original.status,
        currentTermEnd: original.currentTermEnd ? new Date(original.currentTermEnd) : null,
        buyerUserId: null,
      });
    }
  });

  it('needs the USER role to create a team', async () => {
    const analyst = await t.login('noaccess@demo.test');
    const res = await team(analyst, 'POST', '/teams/createTeam', { name: 'Analysts', teamType: 'OTHER' });
    expect(res.status).toBe(403);
  });
});

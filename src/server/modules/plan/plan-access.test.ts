import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let buyer: string;
let member: string;
let manager: string;
let other: string;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [buyer, member, manager, other] = await Promise.all([
    t.login('buyer@demo.test'),
    t.login('member@demo.test'),
    t.login('manager@demo.test'),
    t.login('other@other.test'),
  ]);
});
afterAll(() => t.close());

const call = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
};
const planList = (token: string) => call(token, 'GET', '/agile-plan/agile-plan-list');
const currentPlanId = async (token: string) => (await planList(token)).body.currentPlanId as number;
const plan = async (token: string, id: number, q = '') =>
  (await call(token, 'GET', `/agile-plan/${id}${q}`)).body;
const userState = async (token: string) => (await call(token, 'GET', '/users/getUserState')).body;

describe('access', () => {
  it("refuses every write to last year's plan with 409 PLAN_READ_ONLY and changes nothing", async () => {
    const list = await planList(member);
    const old = list.body.items.find((i: { year: number }) => i.year === year - 1).id as number;
    const before = await plan(member, old);
    const writes: [string, string, object][] = [
      ['POST', `/agile-plan/save-agile-note/${old}`, { note: 'x' }],
      ['POST', '/agile-plan/save-agile-plan-item', { agilePlanGroupId: old, type: 'STRENGTH', label: 'x' }],
      ['POST', `/agile-plan/save-agile-development-plan/${old}`, { items: [] }],
      [
        'POST',
        '/agile-plan/save-agile-milestone',
        { agilePlanGroupId: old, type: 'OTHER', title: 'x', date: `${year}-01-02` },
      ],
      [
        'POST',
        '/agile-plan/save-agile-plan-role',
        { agilePlanGroupId: old, type: 'current_role_description', label: 'TEAM_LEAD' },
      ],
      ['POST', `/agile-plan/save-agile-goal-deliverable/${old}`, { items: [] }],
      ['POST', '/agile-plan/save-agile-network', { agilePlanGroupId: old, type: 'PEER', name: 'P' }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(member, method as 'POST', url, payload);
      expect(res.status, url).toBe(409);
      expect(res.body.code).toBe('PLAN_READ_ONLY');
      expect(res.body.message).toMatch(/read-only/);
    }
    expect(await plan(member, old)).toEqual(before);
  });

  it("answers 404 for another person's plan, in the same organisation (no viewing rights) or another", async () => {
    // user@ (in the manager's team) has shared nothing; member@ shared the plan with manager@ (decision 0044)
    const user = await t.login('user@demo.test');
    const memberPlan = await currentPlanId(user);
    for (const token of [buyer, manager, other]) {
      expect((await call(token, 'GET', `/agile-plan/${memberPlan}`)).status).toBe(404);
      expect((await call(token, 'GET', `/agile-plan/get-agile-section-list/${memberPlan}`)).status).toBe(404);
      expect((await call(token, 'GET', `/get-agile-goal-deliverable/${memberPlan}`)).status).toBe(404);
      const write = await call(token, 'POST', `/agile-plan/save-agile-note/${memberPlan}`, {
        note: 'hacked',
      });
      expect(write.status).toBe(404);
    }
    expect((await plan(user, memberPlan)).note).not.toBe('hacked');
  });

  it("answers agile-plan-list/{userId} with 400 for a manager without viewing rights, 404 for another organisation's person", async () => {
    const memberId = (await userState(member)).userId;
    // user@ is in the manager's team but has not answered the request for the plan (demo data, decision 0044)
    const userId = (await userState(await t.login('user@demo.test'))).userId;
    const res = await call(manager, 'GET', `/agile-plan/agile-plan-list/${userId}?teamId=1`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You do not have access to this Leader Impact Board.');
    const otherId = (await userState(other)).userId;
    expect((await call(manager, 'GET', `/agile-plan/agile-plan-list/${otherId}`)).status).toBe(404);
    // one's own id is one's own list
    const own = await call(member, 'GET', `/agile-plan/agile-plan-list/${memberId}`);
    expect(own.body.currentPlanId).toBe(await currentPlanId(member));
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/agile-plan/agile-plan-list' });
    expect(res.statusCode).toBe(401);
  });
});

describe('recommendations, portfolio, team milestones', () => {
  it('says so when there is no GLA to recommend from', async () => {
    // buyer@ is half-way through the GLA: nothing finished to recommend from (member@'s finished GLA is in
    // gla-link.test.ts)
    const res = await call(buyer, 'GET', '/agile-plan/capability-recommendations');
    expect(res).toEqual({ status: 200, body: { available: false, develop: [], strengths: [] } });
  });

  it('answers an empty sprint portfolio (no sprint has been finished)', async () => {
    const res = await call(
      member,
      'GET',
      '/agile-plan/sprint-portfolio?pageNo=1&pageSize=9999&ascending=false&sortBy=dateTimeFrom',
    );
    expect(res).toEqual({ status: 200, body: { years: [], total: 0 } });
  });

  it('offers team milestone types; a team nobody belongs to is 404 and bad input is 400', async () => {
    expect((await call(manager, 'GET', '/team-milestone/type-options')).body.items).toContain('TEAM_SPRINT');
    const created = await call(manager, 'POST', '/team-milestone', {
      teamId: 999999,
      type: 'TEAM_SPRINT',
      title: 'Kick-off',
      date: `${year}-03-01`,
    });
    expect(created.status).toBe(404);
    const bad = await call(manager, 'POST', '/team-milestone', {
      teamId: 999999,
      type: 'TEAM_SPRINT',
      title: 'Kick-off',
    });
    expect(bad.status).toBe(400);
    expect((await call(manager, 'GET', '/team-milestone/999999')).status).toBe(404);
    expect((await call(manager, 'GET', '/team-milestone/mark-as-done/999999')).status).toBe(404);
  });
});

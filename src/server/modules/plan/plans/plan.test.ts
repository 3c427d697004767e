import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let buyer: string;
let member: string;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [buyer, member] = await Promise.all([t.login('buyer@demo.test'), t.login('member@demo.test')]);
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

describe('plan list and plan', () => {
  it("creates this year's plan on the first visit and reports it as agilePlanGroupId", async () => {
    const fresh = await t.createPerson({ email: 'fresh@demo.test', roles: ['USER'], consented: true });
    expect((await userState(fresh)).agilePlanGroupId).toBeNull();
    const first = await planList(fresh);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([{ id: first.body.currentPlanId, year, readOnly: false }]);
    // a second visit answers the same plan
    expect((await planList(fresh)).body.currentPlanId).toBe(first.body.currentPlanId);
    expect((await userState(fresh)).agilePlanGroupId).toBe(first.body.currentPlanId);

    const p = await plan(fresh, first.body.currentPlanId);
    expect(p).toMatchObject({
      year,
      readOnly: false,
      guest: false,
      agileItemList: [],
      agileMilestoneList: [],
    });
    const sections = await call(fresh, 'GET', `/agile-plan/get-agile-section-list/${p.id}`);
    expect(sections.body.items.map((s: { type: string }) => s.type)).toEqual([
      'CAREER_CHALLENGE',
      'ADAPTIVE_DEVELOPMENT_PLAN',
      'DEVELOPMENT_GOALS_AND_DELIVERABLES',
      'KEY_MILESTONES',
      'SUMMARY',
    ]);
  });

  it("shows the demo member's filled plan and last year's plan as read-only", async () => {
    const list = await planList(member);
    expect(list.body.items.map((i: { year: number; readOnly: boolean }) => [i.year, i.readOnly])).toEqual([
      [year, false],
      [year - 1, true],
    ]);
    const p = await plan(member, list.body.currentPlanId);
    expect(p.agilePlanRole.currentRole).toMatchObject({ code: 'TEAM_LEAD', label: 'Team lead' });
    expect(p.agilePlanRole).toMatchObject({ currentLevel: 'TEAM_LEADER', nextLevel: 'MANAGER_OF_MANAGERS' });
    const types = p.agileItemList.map((i: { type: string }) => i.type);
    expect(types.filter((x: string) => x === 'ROLE_CHALLENGE')).toHaveLength(3);
    expect(types.filter((x: string) => x === 'FUTURE_ROLE_CHALLENGE')).toHaveLength(3);
    expect(types).toContain('OUTCOME');
    expect(p.agileMilestoneList).toHaveLength(2);
    expect(p.roleChallengesCompleted).toBe(true);
    // labels of authored options come in the language asked for
    const ja = await plan(member, p.id, '?languageCode=ja');
    expect(ja.agilePlanRole.currentRole.label).toBe('チームリーダー');
    const old = list.body.items.find((i: { year: number }) => i.year === year - 1);
    expect((await plan(member, old.id)).readOnly).toBe(true);
  });
});

describe('role and challenges', () => {
  it('offers job roles and next roles with at least 8 challenges each, in the asked language', async () => {
    const roles = await call(buyer, 'GET', '/agile-plan/get-job-roles?languageCode=de');
    expect(roles.body.items.length).toBeGreaterThan(2);
    for (const r of roles.body.items) expect(r.challenges.length).toBeGreaterThanOrEqual(8);
    expect(roles.body.items.find((r: { code: string }) => r.code === 'TEAM_LEAD').label).toBe('Teamleitung');
    const next = await call(buyer, 'GET', '/agile-plan/next-role-options');
    expect(next.body.items.some((r: { code: string }) => r.code === 'SENIOR_EXECUTIVE')).toBe(true);
    expect(next.body.customChallenges.length).toBeGreaterThanOrEqual(8);
  });

  it('completes role challenges with two roles, levels and exactly 3 + 3 challenges; this sets roleChallengesCompleted', async () => {
    const token = await t.createPerson({ email: 'roles@demo.test', roles: ['USER'], consented: true });
    const id = await currentPlanId(token);
    // challenges before roles: refused
    const early = await call(token, 'POST', `/agile-plan/save-agile-role-challenges/${id}`, {
      roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME'],
      futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
    });
    expect(early.status).toBe(409);
    const r1 = await call(token, 'POST', '/agile-plan/save-agile-plan-role', {
      agilePlanGroupId: id,
      type: 'current_role_description',
      label: 'TEAM_LEAD',
      roleLevel: 'TEAM_LEADER',
    });
    expect(r1).toEqual({ status: 200, body: { roleChallengesCompleted: false } });
    const r2 = await call(token, 'POST', '/agile-plan/save-agile-plan-role', {
      agilePlanGroupId: id,
      type: 'next_role_option',
      label: 'CUSTOM',
      customLabel: 'Head of community',
      roleLevel: 'FUNCTIONAL_LEADER',
    });
    expect(r2.status).toBe(200);
    const done = await call(token, 'POST', `/agile-plan/save-agile-role-challenges/${id}`, {
      roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME'],
      futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
    });
    expect(done).toEqual({ status: 200, body: { roleChallengesCompleted: true } });
    expect((await userState(token)).roleChallengesCompleted).toBe(true);
    const p = await plan(token, id);
    expect(p.agilePlanRole.nextRole).toMatchObject({ code: 'CUSTOM', label: 'Head of community' });
    expect(p.agilePlanRole).toMatchObject({ currentLevel: 'TEAM_LEADER', nextLevel: 'FUNCTIONAL_LEADER' });
    // the module's public face answers the levels (the GLA's benchmark line)
    const me = await userState(token);
    expect(await t.app.stride.plan.roleLevels(me.userId, me.clientId)).toEqual({
      current: 'TEAM_LEADER',
      next: 'FUNCTIONAL_LEADER',
    });
    expect(await t.app.stride.plan.roleLevels(me.userId, me.clientId + 999)).toBeNull();

    // bad challenge choices are refused and change nothing
    const before = (await plan(token, id)).agileItemList;
    const bad = [
      {
        roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK', 'TL_TIME', 'TL_CONFLICT'],
        futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
      },
      {
        roleChallenges: ['TL_DELEGATE', 'TL_FEEDBACK'],
        futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
      },
      {
        roleChallenges: ['TL_DELEGATE', 'TL_DELEGATE', 'TL_TIME'],
        futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
      },
      {
        roleChallenges: ['GM_FOCUS', 'TL_FEEDBACK', 'TL_TIME'],
        futureRoleChallenges: ['CU_SCOPE', 'CU_NETWORK', 'CU_STORY'],
      },
    ];
    for (const body of bad) {
      const res = await call(token, 'POST', `/agile-plan/save-agile-role-challenges/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/roleChallenges/);
    }
    expect((await plan(token, id)).agileItemList).toEqual(before);

    // changing the current role drops its challenges: role challenges are no longer complete
    const changed = await call(token, 'POST', '/agile-plan/save-agile-plan-role', {
      agilePlanGroupId: id,
      type: 'current_role_description',
      label: 'PROJECT_LEAD',
    });
    expect(changed.body.roleChallengesCompleted).toBe(false);
    expect((await userState(token)).roleChallengesCompleted).toBe(false);
  });

  it('refuses an unknown role, an empty custom label and an unknown level, changing nothing', async () => {
    const id = await currentPlanId(buyer);
    const before = await plan(buyer, id);
    for (const body of [
      { agilePlanGroupId: id, type: 'current_role_description', label: 'ASTRONAUT' },
      { agilePlanGroupId: id, type: 'next_role_option', label: 'CUSTOM', customLabel: '  ' },
      { agilePlanGroupId: id, type: 'current_role_description', label: 'TEAM_LEAD', roleLevel: 'KING' },
      { agilePlanGroupId: id, type: 'favourite_role', label: 'TEAM_LEAD' },
    ]) {
      const res = await call(buyer, 'POST', '/agile-plan/save-agile-plan-role', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await plan(buyer, id)).toEqual(before);
  });
});

describe('development plan, goals, note', () => {
  it('adds an outcome from the options with its capabilities, reorders and removes items', async () => {
    const token = await t.createPerson({ email: 'devplan@demo.test', roles: ['USER'], consented: true });
    const id = await currentPlanId(token);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/sprint-library/api/v1/sprints/findOutcomeByLabel/trust',
      headers: t.bearer(token),
    });
    expect(options.statusCode).toBe(200);
    const outcome = options.json().data.outcomes[0];
    expect(outcome.code).toBe('TRUSTED_TEAM');
    expect(outcome.capabilities).toEqual(['TRUST', 'CANDOUR']);
    expect(options.json().data.capabilities).toEqual(expect.arrayContaining(['TRUST', 'CANDOUR']));

    const a = await call(token, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: id,
      type: 'OUTCOME',
      code: outcome.code,
      label: outcome.label,
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      type: 'OUTCOME',
      code: 'TRUSTED_TEAM',
      capabilities: ['TRUST', 'CANDOUR'],
      sortIndex: 0,
    });
    const b = await call(token, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: id,
      type: 'OUTCOME',
      label: 'Ship the new onboarding',
    });
    expect(b.body.sortIndex).toBe(1);
    const strength = await call(token, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: id,
      type: 'STRENGTH',
      label: 'Listening',
    });

    // reorder: b before a; the strength left out is removed; a focus is added
    const saved = await call(token, 'POST', `/agile-plan/save-agile-development-plan/${id}`, {
      items: [
        { id: b.body.id, type: 'OUTCOME', label: 'Ship the new onboarding' },
        { id: a.body.id, type: 'OUTCOME', code: 'TRUSTED_TEAM', label: outcome.label },
        { type: 'DEVELOPMENT_FOCUS', label: 'Ask before telling' },
      ],
    });
    expect(saved.status).toBe(200);
    const items = (await plan(token, id)).agileItemList;
    const outcomes = items.filter((i: { type: string }) => i.type === 'OUTCOME');
    expect(outcomes.map((o: { id: number; sortIndex: number }) => [o.id, o.sortIndex])).toEqual([
      [b.body.id, 0],
      [a.body.id, 1],
    ]);
    expect(items.some((i: { id: number }) => i.id === strength.body.id)).toBe(false);
    expect(items.some((i: { type: string }) => i.type === 'DEVELOPMENT_FOCUS')).toBe(true);

    const del = await call(token, 'DELETE', '/agile-plan/delete-agile-plan-outcome', {
      id: a.body.id,
      agilePlanGroupId: id,
    });
    expect(del.status).toBe(200);
    expect((await plan(token, id)).agileItemList.some((i: { id: number }) => i.id === a.body.id)).toBe(false);
    const again = await call(token, 'DELETE', '/agile-plan/delete-agile-plan-outcome', {
      id: a.body.id,
      agilePlanGroupId: id,
    });
    expect(again.status).toBe(404);
  });

  it('refuses an item of an unknown type, an empty label, an unknown outcome code and a challenge item, changing nothing', async () => {
    const id = await currentPlanId(buyer);
    const before = await plan(buyer, id);
    const cases: [object, RegExp][] = [
      [{ agilePlanGroupId: id, type: 'WISH', label: 'x' }, /type/],
      [{ agilePlanGroupId: id, type: 'STRENGTH', label: '   ' }, /label/],
      [{ agilePlanGroupId: id, type: 'OUTCOME', code: 'NOPE', label: 'x' }, /code/],
      [{ agilePlanGroupId: id, type: 'ROLE_CHALLENGE', label: 'x' }, /challenges/],
      [
        { agilePlanGroupId: id, type: 'CURRENT_CAP_RECOMMENDATION', code: 'FLYING', label: 'x' },
        /capability/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(buyer, 'POST', '/agile-plan/save-agile-plan-item', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const dev = await call(buyer, 'POST', `/agile-plan/save-agile-development-plan/${id}`, {
      items: [{ type: 'GOAL_DELIVERABLE', label: 'not a development item' }],
    });
    expect(dev.status).toBe(400);
    expect(await plan(buyer, id)).toEqual(before);
  });

  it('saves goals and deliverables in order, and the note', async () => {
    const token = await t.createPerson({ email: 'goals@demo.test', roles: ['USER'], consented: true });
    const id = await currentPlanId(token);
    const saved = await call(token, 'POST', `/agile-plan/save-agile-goal-deliverable/${id}`, {
      items: [{ label: 'Goal one', description: 'by March' }, { label: 'Goal two' }],
    });
    expect(saved.status).toBe(200);
    const read = await call(token, 'GET', `/get-agile-goal-deliverable/${id}`);
    expect(read.body.items.map((g: { label: string }) => g.label)).toEqual(['Goal one', 'Goal two']);
    const [one, two] = read.body.items;
    await call(token, 'POST', `/agile-plan/save-agile-goal-deliverable/${id}`, {
      items: [
        { id: two.id, label: 'Goal two' },
        { id: one.id, label: 'Goal one, renamed' },
      ],
    });
    const after = await call(token, 'GET', `/get-agile-goal-deliverable/${id}`);
    expect(after.body.items.map((g: { label: string }) => g.label)).toEqual([
      'Goal two',
      'Goal one, renamed',
    ]);
    const empty = await call(token, 'POST', `/agile-plan/save-agile-goal-deliverable/${id}`, {
      items: [{ label: '' }],
    });
    expect(empty.status).toBe(400);
    expect((await call(token, 'GET', `/get-agile-goal-deliverable/${id}`)).body).toEqual(after.body);

    expect(
      (await call(token, 'POST', `/agile-plan/save-agile-note/${id}`, { note: 'Check in monthly' })).status,
    ).toBe(200);
    expect((await plan(token, id)).note).toBe('Check in monthly');
  });
});

describe('key milestones', () => {
  it('offers the milestone types, saves, edits and deletes a milestone', async () => {
    const types = await call(buyer, 'GET', '/agile-plan/milestone-type-options');
    expect(types.body.items).toEqual([
      'TEAM_SPRINT',
      'TEAM_ALIGNMENT_SURVEY',
      'GROWTH_LEADER_ASSESSMENT',
      'TEAM_DEVELOPMENT_EVENT',
      'OTHER',
    ]);
    const id = await currentPlanId(buyer);
    const m = await call(buyer, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: id,
      type: 'OTHER',
      title: 'Promotion talk',
      date: `${year}-11-30`,
    });
    expect(m.status).toBe(200);
    expect(m.body).toMatchObject({ type: 'OTHER', title: 'Promotion talk', date: `${year}-11-30` });
    const edited = await call(buyer, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: id,
      id: m.body.id,
      type: 'TEAM_SPRINT',
      title: 'Promotion talk',
      date: `${year}-12-01`,
    });
    expect(edited.body.date).toBe(`${year}-12-01`);
    expect((await plan(buyer, id)).agileMilestoneList).toHaveLength(1);
    const del = await call(buyer, 'DELETE', '/agile-plan/delete-agile-milestone', {
      id: m.body.id,
      agilePlanGroupId: id,
    });
    expect(del.status).toBe(200);
    expect((await plan(buyer, id)).agileMilestoneList).toHaveLength(0);
  });

  it('refuses a milestone without a date, with an impossible date, an unknown type or an empty title', async () => {
    const id = await currentPlanId(buyer);
    const before = await plan(buyer, id);
    for (const [body, field] of [
      [{ agilePlanGroupId: id, type: 'OTHER', title: 'No date' }, 'date'],
      [{ agilePlanGroupId: id, type: 'OTHER', title: 'Bad date', date: `${year}-02-30` }, 'date'],
      [{ agilePlanGroupId: id, type: 'PARTY', title: 'Party', date: `${year}-05-01` }, 'type'],
      [{ agilePlanGroupId: id, type: 'OTHER', title: '', date: `${year}-05-01` }, 'title'],
    ] as const) {
      const res = await call(buyer, 'POST', '/agile-plan/save-agile-milestone', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(await plan(buyer, id)).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Issue 21, point 6: goals, milestones, development-plan items and network entries are edited in place by id;
// another organisation's id is 404 and bad input is refused, changing nothing.

let t: TestApp;
let me: string;
let other: string;
let planId: number;
let otherPlanId: number;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [me, other] = await Promise.all([
    t.createPerson({ email: 'editor@demo.test', roles: ['USER'], consented: true }),
    t.login('other@other.test'),
  ]);
  planId = (await call(me, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId;
  otherPlanId = (await call(other, 'GET', '/agile-plan/agile-plan-list')).body.currentPlanId;
});
afterAll(() => t.close());

async function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
  return { status: res.statusCode, body: res.json() };
}
const goals = async (token = me, id = planId) =>
  (await call(token, 'GET', `/get-agile-goal-deliverable/${id}`)).body.items;
const plan = async (token = me, id = planId) => (await call(token, 'GET', `/agile-plan/${id}`)).body;
const network = async (token = me, id = planId) =>
  (await call(token, 'GET', `/agile-plan/get-agile-network-list/${id}`)).body.items;

describe('goals: status and due date, edited in place', () => {
  it('a new goal is not started; an edit by id changes its text, status and due date and keeps its place', async () => {
    const saved = await call(me, 'POST', `/agile-plan/save-agile-goal-deliverable/${planId}`, {
      items: [{ label: 'Delegate the release' }, { label: 'Coach two people', dueDate: `${year}-09-30` }],
    });
    expect(saved.status).toBe(200);
    const [a, b] = saved.body.items;
    expect(a).toMatchObject({ label: 'Delegate the release', status: 'NOT_STARTED', dueDate: null });
    expect(b).toMatchObject({ status: 'NOT_STARTED', dueDate: `${year}-09-30` });

    const edited = await call(me, 'POST', `/agile-plan/save-agile-goal-deliverable/${planId}`, {
      items: [
        { id: a.id, label: 'Delegate the whole release', status: 'IN_PROGRESS', dueDate: `${year}-06-30` },
        { id: b.id, label: b.label },
      ],
    });
    expect(edited.status).toBe(200);
    expect((await goals()).map((g: object) => g)).toEqual([
      expect.objectContaining({
        id: a.id,
        label: 'Delegate the whole release',
        status: 'IN_PROGRESS',
        dueDate: `${year}-06-30`,
      }),
      // left out: status and due date stay as they were
      expect.objectContaining({ id: b.id, status: 'NOT_STARTED', dueDate: `${year}-09-30` }),
    ]);

    // done, and the due date cleared; the plan's item list carries the same
    await call(me, 'POST', `/agile-plan/save-agile-goal-deliverable/${planId}`, {
      items: [
        { id: a.id, label: 'Delegate the whole release', status: 'DONE', dueDate: null },
        { id: b.id, label: b.label },
      ],
    });
    const item = (await plan()).agileItemList.find((i: { id: number }) => i.id === a.id);
    expect(item).toMatchObject({ status: 'DONE', dueDate: null });
    // items that are not goals carry neither
    const strength = await call(me, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: planId,
      type: 'STRENGTH',
      label: 'Patience',
    });
    expect(strength.body).toMatchObject({ status: null, dueDate: null });
  });

  it("refuses a bad status, an impossible due date, a goal twice and another organisation's goal (404), changing nothing", async () => {
    await call(other, 'POST', `/agile-plan/save-agile-goal-deliverable/${otherPlanId}`, {
      items: [{ label: 'Their goal' }],
    });
    const [theirs] = await goals(other, otherPlanId);
    const before = await goals();
    const [mine] = before;
    const cases: [object, number, RegExp][] = [
      [{ items: [{ id: mine.id, label: 'x', status: 'FINISHED' }] }, 400, /status/],
      [{ items: [{ id: mine.id, label: 'x', dueDate: `${year}-02-30` }] }, 400, /dueDate/],
      [{ items: [{ id: mine.id, label: 'x', dueDate: 'tomorrow' }] }, 400, /dueDate/],
      [{ items: [{ id: mine.id, label: '  ' }] }, 400, /label/],
      [
        {
          items: [
            { id: mine.id, label: 'x' },
            { id: mine.id, label: 'y' },
          ],
        },
        400,
        /twice/,
      ],
      [{ items: [{ id: theirs.id, label: 'Taken over' }] }, 404, /goal/],
      [{ items: [{ id: 999_999, label: 'Nobody' }] }, 404, /goal/],
    ];
    for (const [body, code, message] of cases) {
      const res = await call(me, 'POST', `/agile-plan/save-agile-goal-deliverable/${planId}`, body);
      expect(res.status, JSON.stringify(body)).toBe(code);
      expect(res.body.message).toMatch(message);
    }
    expect(await goals()).toEqual(before);
    expect((await goals(other, otherPlanId))[0]).toMatchObject({ id: theirs.id, label: 'Their goal' });
  });
});

describe('milestones, development-plan items and network entries, edited by id', () => {
  it('edits a milestone by id; refuses a foreign id (404) and a bad date, changing nothing', async () => {
    const m = await call(me, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: planId,
      type: 'OTHER',
      title: 'Review',
      date: `${year}-10-01`,
    });
    const edited = await call(me, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: planId,
      id: m.body.id,
      type: 'TEAM_SPRINT',
      title: 'Quarterly review',
      date: `${year}-10-15`,
    });
    expect(edited.body).toMatchObject({ id: m.body.id, type: 'TEAM_SPRINT', title: 'Quarterly review' });
    const theirs = await call(other, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: otherPlanId,
      type: 'OTHER',
      title: 'Theirs',
      date: `${year}-10-01`,
    });
    const before = (await plan()).agileMilestoneList;
    const foreign = await call(me, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: planId,
      id: theirs.body.id,
      type: 'OTHER',
      title: 'Mine now',
      date: `${year}-10-01`,
    });
    expect(foreign.status).toBe(404);
    const bad = await call(me, 'POST', '/agile-plan/save-agile-milestone', {
      agilePlanGroupId: planId,
      id: m.body.id,
      type: 'OTHER',
      title: 'Quarterly review',
      date: `${year}-13-01`,
    });
    expect(bad.status).toBe(400);
    expect((await plan()).agileMilestoneList).toEqual(before);
    expect((await plan(other, otherPlanId)).agileMilestoneList[0].title).toBe('Theirs');
  });

  it('edits a development-plan item by id (one, or in the whole list); a foreign id is 404', async () => {
    const item = await call(me, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: planId,
      type: 'DEVELOPMENT_FOCUS',
      label: 'Ask first',
    });
    const one = await call(me, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: planId,
      id: item.body.id,
      type: 'DEVELOPMENT_FOCUS',
      label: 'Ask before telling',
    });
    expect(one.body).toMatchObject({ id: item.body.id, label: 'Ask before telling' });
    const theirs = await call(other, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: otherPlanId,
      type: 'DEVELOPMENT_FOCUS',
      label: 'Theirs',
    });
    const before = await plan();
    const single = await call(me, 'POST', '/agile-plan/save-agile-plan-item', {
      agilePlanGroupId: planId,
      id: theirs.body.id,
      type: 'DEVELOPMENT_FOCUS',
      label: 'Mine now',
    });
    expect(single.status).toBe(404);
    const whole = await call(me, 'POST', `/agile-plan/save-agile-development-plan/${planId}`, {
      items: [
        { id: item.body.id, type: 'DEVELOPMENT_FOCUS', label: 'Ask before telling' },
        { id: theirs.body.id, type: 'DEVELOPMENT_FOCUS', label: 'Mine now' },
      ],
    });
    expect(whole.status).toBe(404);
    expect(await plan()).toEqual(before);
    const mine = await call(me, 'POST', `/agile-plan/save-agile-development-plan/${planId}`, {
      items: [{ id: item.body.id, type: 'DEVELOPMENT_FOCUS', label: 'Listen, then ask' }],
    });
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: item.body.id, label: 'Listen, then ask' }),
    ]);
  });

  it('edits a network entry by id (name and role keep the invitation); a foreign id is 404', async () => {
    const added = await call(me, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      type: 'MENTOR',
      name: 'Max Mentr',
      email: 'max.mentor@example.test',
    });
    const edited = await call(me, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      id: added.body.id,
      type: 'COACH',
      name: 'Max Mentor',
      email: 'max.mentor@example.test',
    });
    expect(edited.body).toMatchObject({
      id: added.body.id,
      type: 'COACH',
      name: 'Max Mentor',
      status: 'PENDING',
    });
    const theirs = await call(other, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: otherPlanId,
      type: 'PEER',
      name: 'Their peer',
    });
    const before = await network();
    const foreign = await call(me, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      id: theirs.body.id,
      type: 'PEER',
      name: 'Mine now',
    });
    expect(foreign.status).toBe(404);
    const bad = await call(me, 'POST', '/agile-plan/save-agile-network', {
      agilePlanGroupId: planId,
      id: added.body.id,
      type: 'COACH',
      name: 'Max Mentor',
      email: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(await network()).toEqual(before);
    expect((await network(other, otherPlanId))[0].name).toBe('Their peer');
  });
});

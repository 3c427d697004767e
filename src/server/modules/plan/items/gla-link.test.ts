import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** The plan and the GLA reach each other through ports wired in app.ts (decision 0007). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (token: string, url: string) => {
  const res = await t.app.inject({ url, headers: t.bearer(token) });
  return { status: res.statusCode, body: res.json() };
};
const me = async (token: string) => (await get(token, '/api/user/users/getUserState')).body;

describe("plan recommendations from the person's GLA", () => {
  it('recommends the bottom three capabilities to develop and names the top three as strengths', async () => {
    const token = await t.login('member@demo.test');
    const user = await me(token);
    const ranking = await t.app.stride.assessment.ranking(user.userId, user.clientId, 'en');
    expect(ranking).toHaveLength(9);
    const byRank = [...(ranking ?? [])].sort((a, b) => a.rank - b.rank).map((c) => c.code);

    const res = await get(token, '/api/user/agile-plan/capability-recommendations');
    expect(res.status).toBe(200);
    expect(res.body.available).toBe(true);
    expect(res.body.strengths.map((c: { code: string }) => c.code)).toEqual(byRank.slice(0, 3));
    expect(new Set(res.body.develop.map((c: { code: string }) => c.code))).toEqual(new Set(byRank.slice(6)));
  });

  it('has no recommendations for a person without a finished GLA', async () => {
    const res = await get(
      await t.login('buyer@demo.test'),
      '/api/user/agile-plan/capability-recommendations',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: false, develop: [], strengths: [] });
  });
});

describe("the GLA's benchmark line follows the plan's next role level", () => {
  it('draws the line for the level chosen in the plan, and follows a change of it', async () => {
    const token = await t.login('member@demo.test');
    const { glaV2 } = await me(token);
    const result = async () =>
      (await get(token, `/api/assessment/assessment-group/gla-v2-result?assessmentId=${glaV2.assessmentId}`))
        .body;
    // the demo plan of member@ names Manager of managers as the next level
    expect((await result()).benchmark).toEqual({ level: 'MANAGER_OF_MANAGERS', assumed: false });

    const save = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/save-agile-plan-role',
      headers: t.bearer(token),
      payload: {
        agilePlanGroupId: (await me(token)).agilePlanGroupId,
        type: 'next_role_option',
        label: 'CUSTOM',
        customLabel: 'Head of engineering',
        roleLevel: 'EXECUTIVE',
      },
    });
    expect(save.statusCode).toBe(200);
    expect((await result()).benchmark).toEqual({ level: 'EXECUTIVE', assumed: false });
  });
});

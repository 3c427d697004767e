import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextUp = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/dashboard/next-up',
    headers: t.bearer(token),
  });
  return { status: res.statusCode, body: res.json() };
};
const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/user/dashboard/next-up', () => {
  it("answers member@'s next milestone (not the one behind), the coaching session, the open invitation and progress", async () => {
    const { status, body } = await nextUp(await t.login('member@demo.test'));
    expect(status).toBe(200);
    expect(body.nextMilestone).toMatchObject({
      title: 'Team offsite on ways of working',
      type: 'TEAM_DEVELOPMENT_EVENT',
    });
    expect(body.nextMilestone.date >= today()).toBe(true);
    expect(body.nextMeeting).toMatchObject({ title: 'Coaching session', withName: 'Cora Coach' });
    expect(body.pendingInvitations).toEqual([
      expect.objectContaining({ name: 'Sam Mentor', type: 'MENTOR' }),
    ]);
    expect(body.plan).toMatchObject({ year: new Date().getUTCFullYear(), done: 5, total: 5 });
    // member@ finished the GLA
    expect(body.survey).toBeNull();
  });

  it('names the page an unfinished GLA resumes on', async () => {
    const { body } = await nextUp(await t.login('buyer@demo.test'));
    expect(body.survey).toMatchObject({
      assessmentId: expect.any(Number),
      lastPos: expect.stringMatching(/^(Style|Strategy)-\d+$/),
    });
  });

  it('has nothing planned for a person without a plan, and the first plan counts no step done', async () => {
    const fresh = await t.createPerson({ email: 'next-up@demo.test', roles: ['USER'], consented: true });
    expect((await nextUp(fresh)).body).toEqual({
      plan: null,
      nextMilestone: null,
      nextMeeting: null,
      pendingInvitations: [],
      survey: null,
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/user/agile-plan/agile-plan-list',
      headers: t.bearer(fresh),
    });
    expect((await nextUp(fresh)).body.plan).toMatchObject({ done: 0, total: 5 });
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/dashboard/next-up' });
    expect(res.statusCode).toBe(401);
  });
});

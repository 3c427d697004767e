import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The acting GETs (decision 0025): never cached, refused when another site starts them, idempotent. */
let t: TestApp;
let member: string;
let planId: number;
let milestoneId: number;
let pendingId: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.login('member@demo.test');
  const get = async (url: string) =>
    (await t.app.inject({ url: `/api/user${url}`, headers: t.bearer(member) })).json();
  milestoneId = (await get('/team-milestone/my-teams')).items.find((m: { done: boolean }) => !m.done).id;
  planId = (await get('/agile-plan/agile-plan-list')).currentPlanId;
  pendingId = (await get(`/agile-plan/get-agile-network-list/${planId}`)).items.find(
    (n: { status: string }) => n.status === 'PENDING',
  ).id;
});
afterAll(() => t.close());

const acting = () => [
  `/api/user/team-milestone/mark-as-done/${milestoneId}`,
  `/api/user/agile-plan/resend-agile-network/${pendingId}`,
  '/api/assessment/assessment-group/gla-v2-start?languageCode=en',
];

describe('acting GETs', () => {
  it('refuse a request another site started (Sec-Fetch-Site: cross-site) with 403 and change nothing', async () => {
    const mails = (
      await t.app.stride.mailer.list(
        (await t.app.stride.identity.repo.preferredMembership(
          (await t.app.stride.identity.repo.userByEmail('member@demo.test'))!.id,
        ))!.clientId,
      )
    ).length;
    for (const url of acting()) {
      const res = await t.app.inject({
        url,
        headers: { ...t.bearer(member), 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REFUSED');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const milestones = await t.app.inject({
      url: '/api/user/team-milestone/my-teams',
      headers: t.bearer(member),
    });
    expect(milestones.json().items.find((m: { id: number }) => m.id === milestoneId).done).toBe(false);
    const after = (
      await t.app.stride.mailer.list(
        (await t.app.stride.identity.repo.preferredMembership(
          (await t.app.stride.identity.repo.userByEmail('member@demo.test'))!.id,
        ))!.clientId,
      )
    ).length;
    expect(after).toBe(mails);
  });

  it('act for the page itself (same-origin, or no header), answer no-store, and a repeat leaves the same state', async () => {
    for (const site of ['same-origin', undefined]) {
      const headers = { ...t.bearer(member), ...(site ? { 'sec-fetch-site': site } : {}) };
      const first = await t.app.inject({ url: acting()[0], headers });
      const second = await t.app.inject({ url: acting()[0], headers });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(second.json()).toEqual(first.json());
      expect(second.json().done).toBe(true);
      const start = await t.app.inject({ url: acting()[2], headers });
      const again = await t.app.inject({ url: acting()[2], headers });
      expect(start.statusCode).toBe(200);
      expect(again.json().assessmentId).toBe(start.json().assessmentId);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { SHARES_PER_HOUR } from './service';

/** share-plan is no mail cannon (issue 19): 10 shares per person per hour, then 429 with Retry-After. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sharing a plan', () => {
  it(`allows ${SHARES_PER_HOUR} shares an hour, even when 30 arrive at once; the rest is 429 with Retry-After`, async () => {
    const token = await t.createPerson({
      email: 'sharer@demo.test',
      roles: ['USER'],
      consented: true,
      fullName: 'Mia <img src=x onerror=alert(1)>',
    });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/user${url}`, headers: t.bearer(token), payload });
    const planId = (await call('GET', '/agile-plan/agile-plan-list')).json().currentPlanId as number;
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', '/agile-plan/share-plan', {
          agilePlanGroupId: planId,
          email: `reader${i}@example.test`,
        }),
      ),
    );
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(SHARES_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - SHARES_PER_HOUR);
    const refused = res.find((r) => r.statusCode === 429)!;
    expect(refused.json().code).toBe('TOO_MANY_SHARES');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const clientId = (await t.app.stride.identity.repo.preferredMembership(
      (await t.app.stride.identity.repo.userByEmail('sharer@demo.test'))!.id,
    ))!.clientId;
    const mails = (await t.app.stride.mailer.list(clientId)).filter((m) => /^reader\d+@/.test(m.to));
    expect(mails).toHaveLength(SHARES_PER_HOUR);
    // another person is not limited by the first one's shares
    const other = await t.login('member@demo.test');
    const otherPlan = (
      await t.app.inject({ url: '/api/user/agile-plan/agile-plan-list', headers: t.bearer(other) })
    ).json().currentPlanId;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/agile-plan/share-plan',
      headers: t.bearer(other),
      payload: { agilePlanGroupId: otherPlan, email: 'friend@example.test' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

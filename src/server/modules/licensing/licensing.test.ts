import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('subscription plan call', () => {
  it("answers the organisation's plan with every feature, switches and limits", async () => {
    const res = await t.app.inject({
      url: '/api/license/api/v1/license/subscription/plan',
      headers: t.bearer(await t.login('member@demo.test')),
    });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({
      planName: 'Premium',
      currency: 'USD',
      billingPeriod: 'YEARLY',
      status: 'ACTIVE',
    });
    expect(plan.features.find((f: { feature_id: string }) => f.feature_id === 'scm-limit')).toEqual({
      feature_id: 'scm-limit',
      feature_type: 'LIMIT',
      enabled: true,
      value: '999999999',
    });
    expect(
      plan.features.find((f: { feature_id: string }) => f.feature_id === 'gl360-freemium'),
    ).toMatchObject({ enabled: false, value: 'false' });
  });

  it('answers each organisation its own plan', async () => {
    const res = await t.app.inject({
      url: '/api/license/api/v1/license/subscription/plan',
      headers: t.bearer(await t.login('other@other.test')),
    });
    expect(res.json().planName).toBe('Standard');
    expect(res.json().features.find((f: { feature_id: string }) => f.feature_id === 'team-limit').value).toBe(
      '5',
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ url: '/api/license/api/v1/license/subscription/plan' })).statusCode).toBe(
      401,
    );
  });
});

describe('feature flags', () => {
  it('reports every flag, on unless the organisation turned it off', async () => {
    const member = await t.login('member@demo.test');
    const state = (
      await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(member) })
    ).json();
    await t.app.stride.licensing.service.setFlag(state.clientId, 'event', false);
    const res = await t.app.inject({ url: '/api/license/api/v1/feature-flags', headers: t.bearer(member) });
    expect(res.json()).toEqual({
      flags: {
        event: false,
        'teams-navigation': true,
        'sprint-starter-packs': true,
        'my-produgie-segment-io': true,
        'sprint-tags': true,
      },
      starterPacks: [],
    });
    const other = await t.app.inject({
      url: '/api/license/api/v1/feature-flags',
      headers: t.bearer(await t.login('other@other.test')),
    });
    expect(other.json().flags.event).toBe(true);
  });
});

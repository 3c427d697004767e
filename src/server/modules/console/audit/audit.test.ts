import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const log = async (token = admin) =>
  (await t.app.inject({ url: '/api/user/console/audit', headers: t.bearer(token) })).json().items;
const idOf = async (email: string) => (await t.app.stride.identity.repo.userByEmail(email))!.id;

describe('audit log', () => {
  it('starts with the demo history, newest first', async () => {
    const items = await log();
    expect(items.length).toBeGreaterThanOrEqual(5);
    const times = items.map((i: { createdAt: string }) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items.at(-1)).toMatchObject({ action: 'PLAN_CHANGED', actor: { fullName: 'Olga Operations' } });
  });

  it('records role changes, deactivation, settings, plan changes and impersonation with who and whom', async () => {
    const member = await idOf('member@demo.test');
    const put = (url: string, payload: object, token = admin) =>
      t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload });
    await put(`/api/user/console/users/${member}/roles`, { roles: ['USER', 'TEAM_MEMBER', 'TEAM_MANAGER'] });
    const leaver = await t.createPerson({ email: 'audited@demo.test', roles: ['USER'] });
    expect(leaver).toBeTruthy();
    await t.app.inject({
      method: 'POST',
      url: `/api/user/console/users/${await idOf('audited@demo.test')}/deactivate`,
      headers: t.bearer(admin),
    });
    const current = (
      await t.app.inject({ url: '/api/user/console/settings', headers: t.bearer(admin) })
    ).json();
    const { clientId, ...settings } = current;
    await put('/api/user/console/settings', { ...settings, aiAssistantEnabled: false });
    await put(
      `/api/license/api/v1/console/organisations/${clientId}/subscription`,
      { planCode: 'ENTERPRISE', status: 'ACTIVE', currentTermEnd: null },
      await t.login('ops@stride.test'),
    );
    const imp = await t.app.inject({
      method: 'POST',
      url: `/api/user/users/impersonate/${member}`,
      headers: t.bearer(admin),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/end-impersonation',
      headers: t.bearer(imp.json().access_token),
    });

    const items = await log();
    const actions = items.slice(0, 6).map((i: { action: string }) => i.action);
    expect(actions).toEqual([
      'IMPERSONATION_ENDED',
      'IMPERSONATION_STARTED',
      'PLAN_CHANGED',
      'SETTINGS_CHANGED',
      'USER_DEACTIVATED',
      'ROLES_CHANGED',
    ]);
    expect(items[1]).toMatchObject({
      actor: { email: 'admin@demo.test' },
      target: { email: 'member@demo.test' },
    });
    expect(items[2]).toMatchObject({
      actor: { email: 'ops@stride.test' },
      details: { after: { planCode: 'ENTERPRISE' }, before: { planCode: 'PREMIUM' } },
    });
    expect(items[3].details).toEqual({ fields: ['aiAssistantEnabled'] });
    expect(items[5].details).toEqual({
      before: ['USER', 'TEAM_MEMBER'],
      after: ['USER', 'TEAM_MEMBER', 'TEAM_MANAGER'],
    });
  });

  it('shows an organisation only its own entries and is for ADMIN only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/consumerization/register-freemium',
      payload: { companyName: 'Quiet Co', buyerAdminName: 'Quinn', buyerAdminEmail: 'quinn@quiet.test' },
    });
    const quinn = await t.app.stride.identity.repo.userByEmail('quinn@quiet.test');
    const membership = await t.app.stride.identity.repo.preferredMembership(quinn!.id);
    const mail = (await t.app.stride.mailer.list(membership!.clientId))[0];
    await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(/token=(\S+)/.exec(mail.text)![1]),
      payload: { password: 'a-long-password' },
    });
    expect(await log(await t.login('quinn@quiet.test', 'a-long-password'))).toEqual([]);
    for (const email of ['buyer@demo.test', 'member@demo.test', 'ops@stride.test', 'noaccess@demo.test']) {
      const res = await t.app.inject({
        url: '/api/user/console/audit',
        headers: t.bearer(await t.login(email)),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const settings = (token: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
  t.app.inject({ method, url: '/api/user/console/settings', headers: t.bearer(token), payload });
const state = async (token: string) =>
  (await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) })).json();

const valid = {
  name: 'Demo Company',
  customModelEnabled: true,
  customModelName: 'Demo 360',
  multiLanguageSurvey: true,
  aiAssistantEnabled: false,
  defaultLanguage: 'de',
  supportEmail: 'Help@Demo.test',
};

describe('organisation settings', () => {
  it('lets an ADMIN read and save them; people see the change at their next load', async () => {
    const member = await t.login('member@demo.test');
    await state(member); // cached now
    const before = await settings(admin);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ name: 'Demo Co', aiAssistantEnabled: true, supportEmail: null });
    const saved = await settings(admin, 'PUT', valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...valid, supportEmail: 'help@demo.test' });
    expect(await state(member)).toMatchObject({
      clientName: 'Demo Company',
      customModelEnabled: true,
      clientSettings: {
        customModelName: 'Demo 360',
        multiLanguageSurvey: true,
        aiAssistantEnabled: false,
        defaultLanguage: 'de',
        supportEmail: 'help@demo.test',
      },
    });
  });

  it('refuses bad values with a 400 naming the field and keeps the settings', async () => {
    const before = (await settings(admin)).json();
    for (const bad of [
      { ...valid, supportEmail: 'not-an-address' },
      { ...valid, defaultLanguage: 'xx' },
      { ...valid, name: 'A' },
      { ...valid, customModelName: 'x'.repeat(61) },
    ]) {
      const res = await settings(admin, 'PUT', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/supportEmail|defaultLanguage|name|customModelName/);
    }
    expect((await settings(admin)).json()).toEqual(before);
  });

  it('is for ADMIN only: BUYER, operators, analysts and users get 403', async () => {
    for (const email of ['buyer@demo.test', 'member@demo.test', 'noaccess@demo.test', 'ops@stride.test']) {
      const token = await t.login(email);
      expect((await settings(token)).statusCode).toBe(403);
      expect((await settings(token, 'PUT', valid)).statusCode).toBe(403);
    }
  });

  it("changes only the caller's organisation", async () => {
    const other = await t.login('other@other.test');
    expect((await state(other)).clientName).toBe('Other Co');
    expect((await state(other)).clientSettings.aiAssistantEnabled).toBe(true);
  });
});

describe('analytics summary', () => {
  it('gives the analytics roles counts only, with not-yet-available figures as null', async () => {
    // demo data: member@, manager@, dana@, sam@ and the Discovery Team's kai@, lina@ and noor@ finished the GLA,
    // buyer@ is half-way; the sprint and team
    // alignment figures are not part of this summary yet, so they are null rather than invented
    const analyst = await t.login('noaccess@demo.test');
    const res = await t.app.inject({ url: '/api/user/console/analytics', headers: t.bearer(analyst) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      members: { active: 13, invited: 1, deactivated: 0 },
      gla: { started: 8, finished: 7 },
      sprints: null,
      teamAlignment: null,
    });
    const gla = await t.createPerson({ email: 'gla-analyst@demo.test', roles: ['GROWTH_LEADER_ANALYTICS'] });
    expect(
      (await t.app.inject({ url: '/api/user/console/analytics', headers: t.bearer(gla) })).statusCode,
    ).toBe(200);
  });

  it('refuses ADMIN, BUYER and users with 403', async () => {
    for (const email of ['admin@demo.test', 'buyer@demo.test', 'member@demo.test']) {
      const res = await t.app.inject({
        url: '/api/user/console/analytics',
        headers: t.bearer(await t.login(email)),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('free sign-up throttle', () => {
  it('refuses an address past the sign-up limit with 429 and Retry-After, creating nothing', async () => {
    const register = (n: number, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/consumerization/register-freemium',
        remoteAddress: ip,
        payload: { companyName: `Spam ${n}`, buyerAdminName: 'Sam', buyerAdminEmail: `spam${n}@spam.test` },
      });
    for (let n = 1; n <= 10; n++) expect((await register(n, '10.1.1.1')).statusCode).toBe(202);
    const before = await t.app.stride.identity.repo.clientCount();
    const refused = await register(11, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_SIGNUPS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.app.stride.identity.repo.clientCount()).toBe(before);
    expect(await t.app.stride.identity.repo.userByEmail('spam11@spam.test')).toBeNull();
    // another address is not affected
    expect((await register(12, '10.2.2.2')).statusCode).toBe(202);
  });
});

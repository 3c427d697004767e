import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: t.bearer(token) });
const state = async (token: string) => (await get('/api/user/users/getUserState', token)).json();
/** The organisation a person signs in to first. */
const clientOf = async (email: string) => {
  const user = await t.app.stride.identity.repo.userByEmail(email);
  return (await t.app.stride.identity.repo.preferredMembership(user!.id))!.clientId;
};

describe('current user', () => {
  it("carries the spec's current-user fields, plan and tenant list", async () => {
    const s = await state(await t.login('manager@demo.test'));
    expect(s).toMatchObject({
      fullName: 'Max Manager',
      email: 'manager@demo.test',
      designation: 'Engineering Manager',
      roles: ['USER', 'TEAM_MANAGER'],
      isAgree: true,
      clientName: 'Demo Co',
      tenantList: [{ name: 'Demo Co' }],
      userTags: ['leadership-cohort-2026', 'people-manager'],
      // the demo manager's Leader Impact plan has role and challenges filled (plan module's demo data)
      roleChallengesCompleted: true,
      agilePlanGroupId: expect.any(Number),
      plan: {
        planCode: 'PREMIUM',
        status: 'ACTIVE',
        chargeBeeBuyerEmail: 'buyer@demo.test',
        chargeBeeBuyerName: 'Bea Buyer',
      },
    });
  });

  it('reports a cancelled plan and its buyer, for the access-denied screen', async () => {
    const s = await state(await t.login('expired@expired.test'));
    expect(s.plan).toMatchObject({ status: 'CANCELLED', chargeBeeBuyerEmail: 'expiredbuyer@expired.test' });
    expect(new Date(s.plan.currentTermEnd).getTime()).toBeLessThan(Date.now());
  });

  it('lists the roles', async () => {
    const roles = (await get('/api/user/users/resources/roles', await t.login('member@demo.test'))).json()
      .roles;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['USER', 'ADMIN', 'BUYER', 'TEAM_MANAGER']),
    );
  });
});

describe('policy consent', () => {
  it('records agreement: isAgree turns true', async () => {
    const token = await t.login('user@demo.test');
    expect((await state(token)).isAgree).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/consent',
      headers: t.bearer(token),
      payload: { agree: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAgree).toBe(true);
    const after = await state(token);
    expect(after.isAgree).toBe(true);
    expect(Math.abs(new Date(after.agreedAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a body that does not agree, and records nothing', async () => {
    const other = await t.createPerson({ email: 'fresh@demo.test', roles: ['USER'], consented: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/consent',
      headers: t.bearer(other),
      payload: { agree: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('agree');
    expect((await state(other)).isAgree).toBe(false);
  });
});

describe('profile', () => {
  it('edits name, designation, language and theme', async () => {
    const token = await t.login('member@demo.test');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/users/v2/profile',
      headers: t.bearer(token),
      payload: { fullName: 'Mia Member-Lee', designation: 'Tech Lead', language: 'ja', theme: 'teal' },
    });
    expect(res.statusCode).toBe(200);
    expect(await state(token)).toMatchObject({
      fullName: 'Mia Member-Lee',
      designation: 'Tech Lead',
      language: 'ja',
      theme: 'teal',
    });
  });

  it('refuses an empty name, an unknown language, unknown fields and an empty patch, changing nothing', async () => {
    const token = await t.login('buyer@demo.test');
    const before = await state(token);
    for (const payload of [{ fullName: '   ' }, { language: 'xx' }, { isAdmin: true }, {}]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/users/v2/profile',
        headers: t.bearer(token),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/users/v2/profile',
      headers: t.bearer(token),
      payload: { fullName: '' },
    });
    expect(bad.json().message).toContain('fullName');
    expect(await state(token)).toEqual(before);
  });

  it('keeps user text as text', async () => {
    const token = await t.login('consultant@demo.test');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/users/v2/profile',
      headers: t.bearer(token),
      payload: { designation: '<img src=x onerror=alert(1)>' },
    });
    expect((await state(token)).designation).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organisation's user, and for a colleague's tags to a non-admin", async () => {
    const other = await t.login('other@other.test');
    const manager = await state(await t.login('manager@demo.test'));
    expect((await get(`/api/user/tag/user/${manager.userId}`, other)).statusCode).toBe(404);
    expect(
      (await get(`/api/user/tag/user/${manager.userId}`, await t.login('member@demo.test'))).statusCode,
    ).toBe(404);
    const asAdmin = await get(`/api/user/tag/user/${manager.userId}`, await t.login('admin@demo.test'));
    expect(asAdmin.json().tags).toEqual(['leadership-cohort-2026', 'people-manager']);
    expect(
      (await get(`/api/user/tag/user/${manager.userId}`, await t.login('manager@demo.test'))).statusCode,
    ).toBe(200);
  });

  it('user-exist sees only the own organisation', async () => {
    const other = await t.login('other@other.test');
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/users/user-exist',
        headers: t.bearer(other),
        payload: { email },
      });
    expect((await ask('admin@demo.test')).json().exists).toBe(false);
    expect((await ask('OTHER@other.test')).json().exists).toBe(true);
    expect((await ask('nonsense')).statusCode).toBe(400);
  });

  it('refuses admin-only calls to others (403)', async () => {
    const member = await t.login('member@demo.test');
    expect((await get('/api/user/users/org-members', member)).statusCode).toBe(403);
    expect((await get('/api/user/mailbox', member)).statusCode).toBe(403);
  });
});

describe('freemium registration and set-password links', () => {
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/consumerization/register-freemium', payload });

  it('creates an organisation on the Free plan whose buyer admin sets a password through the e-mailed link', async () => {
    const res = await register({
      companyName: 'Acme Ltd',
      buyerAdminName: 'Alex Acme',
      buyerAdminEmail: 'alex@acme.test',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'MAIL_SENT' });
    const mail = (await t.app.stride.mailer.list(await clientOf('alex@acme.test')))[0];
    expect(mail.to).toBe('alex@acme.test');
    const token = /token=(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    await expect(t.login('alex@acme.test', 'a-strong-password')).rejects.toThrow();

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(token!),
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(token!),
      payload: { password: 'a-strong-password' },
    });
    expect(set.statusCode).toBe(200);
    const s = await state(await t.login('alex@acme.test', 'a-strong-password'));
    expect(s).toMatchObject({
      clientName: 'Acme Ltd',
      roles: ['BUYER', 'ADMIN', 'USER'],
      plan: { planCode: 'FREE', status: 'ACTIVE' },
    });

    // the link works once
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(token!),
      payload: { password: 'another-password' },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('GUEST_TOKEN_INVALID');
  });

  it('creates nothing for a taken e-mail (answered as any other, see register-freemium.test) nor a short company name (400)', async () => {
    const before = await t.app.stride.identity.repo.clientCount();
    const taken = await register({
      companyName: 'Copy Co',
      buyerAdminName: 'Ada',
      buyerAdminEmail: 'ADMIN@demo.test',
    });
    expect(taken.statusCode).toBe(202);
    const short = await register({ companyName: 'A', buyerAdminName: 'Ada', buyerAdminEmail: 'new@x.test' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('companyName');
    expect(await t.app.stride.identity.repo.clientCount()).toBe(before);
  });
});

describe('guest tokens', () => {
  it('refuses a guest token used as an access token, an access token used as a guest token, and a token of another purpose', async () => {
    const guest = await t.app.stride.guestTokens.issue({ clientId: 1, purpose: 'SET_PASSWORD', objectId: 1 });
    expect((await get('/api/user/users/getUserState', guest)).statusCode).toBe(401);

    const access = await t.login('member@demo.test');
    const asGuest = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(access),
      payload: { password: 'long-enough-pass' },
    });
    expect(asGuest.statusCode).toBe(401);

    const wipe = await t.app.stride.guestTokens.issue({ clientId: 1, purpose: 'WIPE_OUT', objectId: 1 });
    const wrongPurpose = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(wipe),
      payload: { password: 'long-enough-pass' },
    });
    expect(wrongPurpose.statusCode).toBe(401);
    await expect(t.login('admin@demo.test')).resolves.toBeTruthy(); // the admin's password is unchanged
  });

  it('refuses an expired or revoked token', async () => {
    const { guestTokens } = t.app.stride;
    const expired = await guestTokens.issue({
      clientId: 1,
      purpose: 'SET_PASSWORD',
      objectId: 1,
      ttlDays: -1,
    });
    expect(await guestTokens.verify(expired, 'SET_PASSWORD')).toBeNull();
    const live = await guestTokens.issue({ clientId: 1, purpose: 'SET_PASSWORD', objectId: 1 });
    const grant = await guestTokens.verify(live, 'SET_PASSWORD');
    expect(grant).toMatchObject({ clientId: 1, objectId: 1, purpose: 'SET_PASSWORD' });
    await guestTokens.revoke(grant!.id);
    expect(await guestTokens.verify(live, 'SET_PASSWORD')).toBeNull();
  });
});

describe('demo mailbox', () => {
  it("lists the organisation's outgoing mail, with attachment names, to its admins when no SMTP server is set", async () => {
    const res = await get('/api/user/mailbox', await t.login('admin@demo.test'));
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { to: string; attachments: string[] }[];
    expect(items.map((m) => m.to)).toContain('pending@demo.test');
    expect(items.every((m) => m.to !== 'alex@acme.test')).toBe(true);
    // the demo coaching meeting's invitation carries its calendar file
    expect(items.some((m) => m.attachments.includes('meeting.ics'))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const userState = (token: string) =>
  t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });
const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('password sign-in', () => {
  it('answers an access token carrying the user, organisation, roles, session and a short expiry', async () => {
    const res = await login('admin@demo.test', 'demo-password');
    expect(res.statusCode).toBe(200);
    const claims = decode(res.json().access_token);
    expect(claims).toMatchObject({ email: 'admin@demo.test', roles: ['ADMIN', 'USER'] });
    expect(claims.org_id).toBeGreaterThan(0);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect((await userState(res.json().access_token)).json().email).toBe('admin@demo.test');
  });

  it('accepts the e-mail in any case', async () => {
    expect((await login('Admin@Demo.TEST', 'demo-password')).statusCode).toBe(200);
  });

  it('refuses a wrong password with a clear message, and an unknown e-mail the same way', async () => {
    const wrong = await login('member@demo.test', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      message: 'Incorrect e-mail or password.',
      code: 'WRONG_CREDENTIALS',
    });
    const unknown = await login('nobody@demo.test', 'whatever', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Incorrect e-mail or password.');
  });

  it('names the missing field of a malformed request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'x@y.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('password');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('email');
  });

  it('rate limits repeated failures with 429 and Retry-After, even for the right password, per address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('buyer@demo.test', 'wrong', '10.0.0.9')).statusCode).toBe(401);
    const limited = await login('buyer@demo.test', 'demo-password', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    // another address is not locked out by someone else's guesses
    expect((await login('buyer@demo.test', 'demo-password', '10.0.0.10')).statusCode).toBe(200);
  });

  it('does not let a forged X-Forwarded-For header escape the limit on a server not behind a proxy', async () => {
    const attempt = (i: number, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/api/v1/login',
        payload: { email: 'consultant@demo.test', password },
        remoteAddress: '10.0.0.77',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i, 'wrong')).statusCode).toBe(401);
    expect((await attempt(99, 'demo-password')).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('refreshes with the refresh credential only: an access token, fresh or long expired, does not refresh', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'member@demo.test', password: DEMO_PASSWORD },
    });
    const { access_token: token, refresh_token, expires_in } = login.json();
    expect(expires_in).toBe(15 * 60);
    expect(refresh_token).toMatch(/^rt1\./);
    // the probe: an access token that expired 20 hours ago refreshed twice
    const claims = decode(token);
    const expired = (await import('fast-jwt')).createSigner({
      key: t.app.stride.config.jwtSecret,
      expiresIn: 15 * 60_000,
      clockTimestamp: Date.now() - 20 * 3_600_000,
    })({ ...claims, iat: undefined, exp: undefined });
    for (const presented of [expired, token]) {
      const res = await t.app.inject({ url: '/api/auth/api/v1/refresh', headers: t.bearer(presented) });
      expect(res.statusCode).toBe(401);
    }
    const res = await t.app.inject({ url: '/api/auth/api/v1/refresh', headers: t.bearer(refresh_token) });
    expect(res.statusCode).toBe(200);
    expect(decode(res.json().access_token).session_id).toBe(claims.session_id);
    expect(decode(res.json().access_token).exp - decode(res.json().access_token).iat).toBe(15 * 60);
    expect((await userState(res.json().access_token)).statusCode).toBe(200);
  });

  it('sign-out revokes the session: the old token and refresh stop working, and logout_url is returned', async () => {
    const token = await t.login('manager@demo.test');
    const out = await t.app.inject({ url: '/api/auth/api/v1/logout', headers: t.bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json().logout_url).toBe('/auth/login');
    expect((await userState(token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/api/v1/refresh', headers: t.bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('refuses a token signed with another secret and a missing token', async () => {
    const forged = (await import('fast-jwt')).createSigner({ key: 'someone-elses-secret' })({
      sub: '1',
      org_id: 1,
      session_id: 'x',
    });
    expect((await userState(forged)).json().code).toBe('TOKEN_INVALID');
    const none = await t.app.inject({ url: '/api/user/users/getUserState' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('switching organisation', () => {
  it('gives a person in two organisations a token for the other one and ends the old session', async () => {
    const token = await t.login('consultant@demo.test');
    const state = (await userState(token)).json();
    expect(state.tenantList.map((x: { name: string }) => x.name)).toEqual(['Demo Co', 'Other Co']);
    const other = state.tenantList.find((x: { name: string }) => x.name !== state.clientName);
    const res = await t.app.inject({
      url: `/api/auth/api/v1/switch-org?org_id=${other.client_id}`,
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const switched = res.json().access_token;
    expect(decode(switched).org_id).toBe(other.client_id);
    expect((await userState(switched)).json().clientName).toBe(other.name);
    expect((await userState(token)).statusCode).toBe(401);
  });

  it('answers 404 for an organisation the person does not belong to, and keeps the session', async () => {
    const token = await t.login('member@demo.test');
    const otherState = (await userState(await t.login('other@other.test'))).json();
    const res = await t.app.inject({
      url: `/api/auth/api/v1/switch-org?org_id=${otherState.clientId}`,
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect((await userState(token)).statusCode).toBe(200);
    const bad = await t.app.inject({
      url: '/api/auth/api/v1/switch-org?org_id=abc',
      headers: t.bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('org_id');
  });
});

describe('impersonation', () => {
  it('lets an ADMIN act as a member: the token names the actor, and ending returns to the admin', async () => {
    const admin = await t.login('admin@demo.test');
    const members = (
      await t.app.inject({ url: '/api/user/users/org-members', headers: t.bearer(admin) })
    ).json().items;
    const member = members.find((m: { email: string }) => m.email === 'member@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/users/impersonate/${member.userId}`,
      headers: t.bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const imp = res.json().access_token;
    expect(decode(imp).act).toMatchObject({ email: 'admin@demo.test', name: 'Ada Admin' });
    const state = (await userState(imp)).json();
    expect(state.email).toBe('member@demo.test');
    expect(state.impersonator).toMatchObject({ email: 'admin@demo.test', fullName: 'Ada Admin' });

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/end-impersonation',
      headers: t.bearer(imp),
    });
    expect(back.statusCode).toBe(200);
    const backState = (await userState(back.json().access_token)).json();
    expect(backState.email).toBe('admin@demo.test');
    expect(backState.impersonator).toBeNull();
    expect((await userState(imp)).statusCode).toBe(401);
  });

  it('is refused to non-admins (403), for people of another organisation (404) and for oneself (409)', async () => {
    const admin = await t.login('admin@demo.test');
    const member = await t.login('member@demo.test');
    const adminId = Number(decode(admin).sub);
    const otherId = Number(decode(await t.login('other@other.test')).sub);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/users/impersonate/${adminId}`,
          headers: t.bearer(member),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/users/impersonate/${otherId}`,
          headers: t.bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/users/impersonate/${adminId}`,
          headers: t.bearer(admin),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/api/v1/end-impersonation',
          headers: t.bearer(admin),
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('sign-in providers', () => {
  it('lists password sign-in, and says clearly that single sign-on is not configured', async () => {
    const providers = (await t.app.inject({ url: '/api/auth/api/v1/provider' })).json();
    expect(providers.password.type).toBe('password');
    expect(providers.oidc).toBeUndefined();
    for (const url of [
      '/api/auth/api/v1/auth-callback?code=abc&state=def',
      '/api/auth/api/v1/auth-callback',
    ]) {
      const cb = await t.app.inject({ url });
      expect(cb.statusCode).toBe(302);
      expect(cb.headers.location).toBe('/auth/login?error=OIDC_NOT_CONFIGURED');
    }
  });

  it('lists the demo accounts while demo data is on', async () => {
    const demo = (await t.app.inject({ url: '/api/auth/api/v1/demo-accounts' })).json();
    expect(demo.enabled).toBe(true);
    expect(demo.accounts.map((a: { email: string }) => a.email)).toContain('admin@demo.test');
  });
});

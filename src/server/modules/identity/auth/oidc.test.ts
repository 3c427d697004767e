import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../../testing/oidc-provider';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'stride',
    clientSecret: 'provider-secret',
    redirectUri: 'http://stride.test/api/auth/api/v1/auth-callback',
  });
  t = await createTestApp({
    config: {
      oidc: {
        issuer: provider.issuer,
        clientId: 'stride',
        clientSecret: 'provider-secret',
        name: 'Company SSO',
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The browser starts an attempt: answers the provider's address and the browser's state cookie. */
async function start(redirectUrl = '/plan') {
  const res = await t.app.inject({
    url: `/api/auth/api/v1/oidc/start?redirectUrl=${encodeURIComponent(redirectUrl)}`,
  });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie']);
  return { location: res.headers.location as string, setCookie, cookie: setCookie.split(';')[0] };
}

/** A whole sign-in at the provider: answers the callback address the browser comes back to. */
async function atProvider(email: string, redirectUrl?: string) {
  const attempt = await start(redirectUrl);
  const { callback, screens } = await signInAtProvider(attempt.location, email);
  return { ...attempt, callback, screens, path: callback.pathname + callback.search };
}

const back = (path: string, cookie?: string) =>
  t.app.inject({ url: path, headers: cookie ? { cookie } : {} });

const errorOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location), 'http://x').searchParams.get('error');

describe('OIDC sign-in against oidc-provider (default configuration)', () => {
  it('lists the provider on the login page', async () => {
    const providers = (await t.app.inject({ url: '/api/auth/api/v1/provider' })).json();
    expect(providers.oidc).toEqual({
      type: 'oidc',
      name: 'Company SSO',
      authorizeUrl: '/api/auth/api/v1/oidc/start',
    });
  });

  it('binds the attempt to the browser with an HttpOnly, SameSite=Lax cookie sent only to the callback', async () => {
    const { setCookie, location } = await start();
    expect(setCookie).toMatch(/^stride_oidc=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/api/auth/api/v1/auth-callback');
    // the state sent to the provider is not the cookie's secret
    expect(new URL(location).searchParams.get('state')).not.toBe(setCookie.split(';')[0].split('=')[1]);
  });

  it('signs a known person in through the login and consent screens, with iss and claims from userinfo', async () => {
    const attempt = await atProvider('manager@demo.test');
    expect(attempt.screens).toEqual(['login', 'consent']);
    expect(attempt.callback.searchParams.get('iss')).toBe(provider.issuer);
    const cb = await back(attempt.path, attempt.cookie);
    expect(cb.statusCode, cb.body).toBe(302);
    // no token in the address: the session is in HttpOnly cookies (decision 0029)
    expect(cb.headers.location).toBe('/plan');
    const cookies = [cb.headers['set-cookie'] ?? []].flat().map((c) => String(c));
    expect(cookies[0]).toMatch(/^stride_oidc=; .*Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('stride_session='))).toMatch(/HttpOnly/);
    const me = await t.app.inject({
      url: '/api/user/users/getUserState',
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(me.json().email).toBe('manager@demo.test');
    // the ID token of the code flow has no e-mail: it came from userinfo
    expect(provider.paths).toContain('/me');
  });

  it('refuses the callback in a browser that did not start the attempt; the right browser still finishes', async () => {
    const attempt = await atProvider('member@demo.test');
    expect(errorOf(await back(attempt.path))).toBe('OIDC_BROWSER');
    const other = await start();
    expect(errorOf(await back(attempt.path, other.cookie))).toBe('OIDC_BROWSER');
    const own = await back(attempt.path, attempt.cookie);
    expect(own.headers.location).toBe('/plan');
  });

  it('refuses a replayed callback and a code used twice', async () => {
    const first = await atProvider('member@demo.test');
    expect((await back(first.path, first.cookie)).headers.location).toBe('/plan');
    expect(errorOf(await back(first.path, first.cookie))).toBe('OIDC_STATE');
    // the used code with a fresh attempt of the same browser: the provider refuses it
    const second = await start();
    const reused = new URL(first.callback);
    reused.searchParams.set('state', new URL(second.location).searchParams.get('state')!);
    expect(errorOf(await back(reused.pathname + reused.search, second.cookie))).toBe('OIDC_REFUSED');
  });

  it('refuses an address the provider has not verified, and signs no one in', async () => {
    provider.markUnverified('admin@demo.test');
    const attempt = await atProvider('admin@demo.test');
    const cb = await back(attempt.path, attempt.cookie);
    expect(cb.headers.location).toBe('/auth/login?error=OIDC_EMAIL_UNVERIFIED');
  });

  it('sends a person without an account back to the login page with a reason', async () => {
    const attempt = await atProvider('stranger@elsewhere.test');
    expect((await back(attempt.path, attempt.cookie)).headers.location).toBe(
      '/auth/login?error=SSO_NO_ACCOUNT',
    );
  });

  it('refuses a forged code, a foreign issuer and a cancelled sign-in with a code for the login page', async () => {
    const forged = await atProvider('member@demo.test');
    const code = new URL(forged.callback);
    code.searchParams.set('code', 'forged');
    expect(errorOf(await back(code.pathname + code.search, forged.cookie))).toBe('OIDC_REFUSED');

    const mixUp = await atProvider('member@demo.test');
    const iss = new URL(mixUp.callback);
    iss.searchParams.set('iss', 'https://attacker.test');
    expect(errorOf(await back(iss.pathname + iss.search, mixUp.cookie))).toBe('OIDC_REFUSED');

    const cancelled = await start();
    const state = new URL(cancelled.location).searchParams.get('state')!;
    const denied = `/api/auth/api/v1/auth-callback?${new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer })}`;
    expect(errorOf(await back(denied, cancelled.cookie))).toBe('OIDC_DENIED');
    expect(errorOf(await back('/api/auth/api/v1/auth-callback', cancelled.cookie))).toBe('OIDC_STATE');
    expect(errorOf(await back('/api/auth/api/v1/auth-callback?code=a&code=b&state=x'))).toBe('OIDC_BROWSER');
  });
});

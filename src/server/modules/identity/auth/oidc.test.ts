import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../testing/oidc-provider';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ clientId: 'stride', clientSecret: 'provider-secret' });
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

async function signInAtProvider(email: string, redirectUrl = '/plan') {
  const start = await t.app.inject({
    url: `/api/auth/api/v1/oidc/start?redirectUrl=${encodeURIComponent(redirectUrl)}`,
  });
  expect(start.statusCode).toBe(302);
  expect(start.headers.location).toContain(`${provider.issuer}/authorize`);
  return provider.authorize(start.headers.location as string, email);
}

describe('OIDC sign-in against a provider on 127.0.0.1', () => {
  it('lists the provider on the login page', async () => {
    const providers = (await t.app.inject({ url: '/api/auth/api/v1/provider' })).json();
    expect(providers.oidc).toEqual({
      type: 'oidc',
      name: 'Company SSO',
      authorizeUrl: '/api/auth/api/v1/oidc/start',
    });
  });

  it('signs a known person in and returns to the page they wanted with a working session cookie', async () => {
    const { code, state } = await signInAtProvider('manager@demo.test');
    const cb = await t.app.inject({ url: `/api/auth/api/v1/auth-callback?code=${code}&state=${state}` });
    expect(cb.statusCode, cb.body).toBe(302);
    // no token in the address: the session is in HttpOnly cookies (decision 0029)
    expect(cb.headers.location).toBe('/plan');
    const cookies = [cb.headers['set-cookie'] ?? []].flat().map((c) => String(c));
    expect(cookies.find((c) => c.startsWith('stride_session='))).toMatch(/HttpOnly/);
    const me = await t.app.inject({
      url: '/api/user/users/getUserState',
      headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    });
    expect(me.json().email).toBe('manager@demo.test');
  });

  it('refuses a replayed callback (the state is used once)', async () => {
    const { code, state } = await signInAtProvider('member@demo.test');
    expect(
      (await t.app.inject({ url: `/api/auth/api/v1/auth-callback?code=${code}&state=${state}` })).statusCode,
    ).toBe(302);
    const again = await t.app.inject({ url: `/api/auth/api/v1/auth-callback?code=${code}&state=${state}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OIDC_STATE');
  });

  it('sends a person without an account back to the login page with a reason', async () => {
    const { code, state } = await signInAtProvider('stranger@elsewhere.test');
    const cb = await t.app.inject({ url: `/api/auth/api/v1/auth-callback?code=${code}&state=${state}` });
    expect(cb.headers.location).toBe('/auth/login?error=SSO_NO_ACCOUNT');
  });

  it('refuses a code the provider did not issue', async () => {
    const { state } = await signInAtProvider('member@demo.test');
    const cb = await t.app.inject({ url: `/api/auth/api/v1/auth-callback?code=forged&state=${state}` });
    expect(cb.statusCode).toBe(401);
    expect(cb.json().code).toBe('OIDC_REFUSED');
  });
});

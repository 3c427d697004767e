import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** The browser's session in HttpOnly cookies, and the cross-site refusal of cookie-authenticated calls (0029). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUTH = '/api/auth/api/v1';
const setCookies = (res: LightMyRequestResponse) => [res.headers['set-cookie'] ?? []].flat().map(String);
const cookieNamed = (res: LightMyRequestResponse, name: string) =>
  setCookies(res).find((c) => c.startsWith(`${name}=`));
/** The cookie header a browser would send back (name=value of every cookie set with a value). */
const jar = (res: LightMyRequestResponse) =>
  setCookies(res)
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

async function browserLogin(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    headers: sameOrigin,
    payload: { email, password: DEMO_PASSWORD, session: 'cookie' },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('a browser session in cookies', () => {
  it('signs in with HttpOnly cookies that scripts cannot read, and answers no token in the body', async () => {
    const res = await browserLogin('member@demo.test');
    expect(res.json()).toEqual({ expires_in: 900 });
    const session = cookieNamed(res, 'stride_session')!;
    const refresh = cookieNamed(res, 'stride_refresh')!;
    const hint = cookieNamed(res, 'stride_session_hint')!;
    for (const c of [session, refresh]) {
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=Lax/);
      expect(c).not.toMatch(/; Secure/); // the test server is http
    }
    expect(session).toMatch(/Path=\/api;/);
    expect(refresh).toMatch(/Path=\/api\/auth;/);
    // the hint is readable and holds no credential: a session tag and the access expiry
    expect(hint).not.toMatch(/HttpOnly/);
    expect(decodeURIComponent(hint.split(';')[0].split('=')[1])).toMatch(/^[0-9a-f]{12}\.\d{10}$/);
    // the cookies written from script by earlier versions are deleted
    expect(cookieNamed(res, 'stride_token')).toMatch(/Max-Age=0/);

    const me = await t.app.inject({
      url: '/api/user/users/getUserState',
      headers: { cookie: jar(res), ...sameOrigin },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('member@demo.test');
  });

  it('sets Secure cookies when the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: 'member@demo.test', password: DEMO_PASSWORD, session: 'cookie' },
    });
    // not behind a trusted proxy: the forwarded protocol is not believed, and the public address is http
    expect(cookieNamed(res, 'stride_session')).not.toMatch(/Secure/);
    const https = await createTestApp({ seed: true, config: { publicUrl: 'https://stride.test' } });
    try {
      const secure = await https.app.inject({
        method: 'POST',
        url: `${AUTH}/login`,
        payload: { email: 'member@demo.test', password: DEMO_PASSWORD, session: 'cookie' },
      });
      expect(cookieNamed(secure, 'stride_session')).toMatch(/; Secure/);
      expect(cookieNamed(secure, 'stride_session_hint')).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('refuses a cookie-authenticated write from another site with 403 CROSS_SITE_REQUEST, and changes nothing', async () => {
    const cookie = jar(await browserLogin('manager@demo.test'));
    const rename = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/users/v2/profile',
        headers: { cookie, ...headers },
        payload: { fullName: 'Renamed From Elsewhere' },
      });
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' }, // an older browser without Sec-Fetch-Site
      { origin: 'null' },
    ];
    for (const headers of refusedHeaders) {
      const res = await rename(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
    const me = await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie } });
    expect(me.json().fullName).toBe('Max Manager');
    // the same write from the app itself passes
    expect((await rename(sameOrigin)).statusCode).toBe(200);
    expect((await rename({ origin: 'http://stride.test' })).statusCode).toBe(200);
  });

  it('refuses a cookie sign-in started by a page on another site (login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/login`,
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'member@demo.test', password: DEMO_PASSWORD, session: 'cookie' },
    });
    expect(res.statusCode).toBe(403);
    expect(cookieNamed(res, 'stride_session')).toBeUndefined();
  });

  it('keeps Bearer tokens working for API clients, whatever the fetch metadata says', async () => {
    const token = await t.login('buyer@demo.test');
    const res = await t.app.inject({
      url: '/api/user/users/getUserState',
      headers: { ...t.bearer(token), 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refreshes by cookie: new cookies, no token in the body; the replaced refresh cookie ends the session', async () => {
    const login = await browserLogin('consultant@demo.test');
    const first = jar(login);
    const refreshed = await t.app.inject({
      url: `${AUTH}/refresh`,
      headers: { cookie: first, ...sameOrigin },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({ expires_in: 900 });
    expect(cookieNamed(refreshed, 'stride_refresh')).not.toBe(cookieNamed(login, 'stride_refresh'));
    const second = jar(refreshed);
    expect(
      (await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie: second } })).statusCode,
    ).toBe(200);

    // a cross-site refresh is refused before anything rotates
    const crossSite = await t.app.inject({
      url: `${AUTH}/refresh`,
      headers: { cookie: second, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    const reused = await t.app.inject({ url: `${AUTH}/refresh`, headers: { cookie: first } });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SESSION_REUSED');
    expect(cookieNamed(reused, 'stride_session')).toMatch(/Max-Age=0/);
    const after = await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie: second } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_ENDED');
  });

  it('signs out by cookie and deletes the cookies; a cross-site sign-out link does nothing', async () => {
    const cookie = jar(await browserLogin('admin@demo.test'));
    const forced = await t.app.inject({
      url: `${AUTH}/logout`,
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(forced.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie } })).statusCode,
    ).toBe(200);

    const out = await t.app.inject({ url: `${AUTH}/logout`, headers: { cookie, ...sameOrigin } });
    expect(out.statusCode).toBe(200);
    for (const name of ['stride_session', 'stride_refresh', 'stride_session_hint']) {
      expect(cookieNamed(out, name)).toMatch(/Max-Age=0/);
    }
    const gone = await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie } });
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('SESSION_ENDED');
  });

  it('answers 401 ACCOUNT_DISABLED to a person deactivated while signed in', async () => {
    const leaverToken = await t.createPerson({ email: 'cookie-leaver@demo.test', roles: ['USER'] });
    const leaver = JSON.parse(Buffer.from(leaverToken.split('.')[1], 'base64url').toString()).sub;
    const cookie = jar(await browserLogin('cookie-leaver@demo.test'));
    const admin = await t.login('admin@demo.test');
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/user/console/users/${leaver}/deactivate`,
      headers: t.bearer(admin),
    });
    expect(off.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/user/users/getUserState', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

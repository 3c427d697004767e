import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/** Refresh rotates (decision 0029): one use per credential, reuse ends the session, idle credentials expire. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AUTH = '/api/auth/api/v1';
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const signIn = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${AUTH}/login`,
    payload: { email, password: DEMO_PASSWORD },
  });
  return res.json() as { access_token: string; refresh_token: string };
};
const refresh = (credential: string) =>
  t.app.inject({ url: `${AUTH}/refresh`, headers: t.bearer(credential) });
const userState = (token: string) =>
  t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });

describe('refresh rotation', () => {
  it('gives new tokens once per credential; the replaced one refused again ends the whole session', async () => {
    const first = await signIn('member@demo.test');
    const second = (await refresh(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = (await refresh(second.refresh_token)).json();
    expect((await userState(third.access_token)).statusCode).toBe(200);

    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SESSION_REUSED');
    // the session is over: its newest access token and refresh credential no longer work
    expect((await userState(third.access_token)).json().code).toBe('SESSION_ENDED');
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('lets exactly one of several simultaneous presentations of one credential through', async () => {
    const { refresh_token } = await signIn('manager@demo.test');
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(refresh_token)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses a forged or altered credential without touching the session', async () => {
    const { access_token, refresh_token } = await signIn('buyer@demo.test');
    const altered = refresh_token.replace(/\.(\d+)\./, (_m, g) => `.${Number(g) + 1}.`);
    for (const bad of [altered, `${refresh_token}x`, 'rt1.nothing']) {
      const res = await refresh(bad);
      expect(res.statusCode).toBe(401);
    }
    expect((await userState(access_token)).statusCode).toBe(200);
    expect((await refresh(refresh_token)).statusCode).toBe(200);
  });

  it('does not refresh a credential left unused beyond its idle lifetime (2 hours)', async () => {
    const { access_token, refresh_token } = await signIn('consultant@demo.test');
    const sessionId = decode(access_token).session_id;
    await t.app.stride.database.db.execute(
      sql`UPDATE sessions SET refreshed_at = now() - interval '2 hours 1 minute' WHERE id = ${sessionId}`,
    );
    const res = await refresh(refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
    expect((await userState(access_token)).statusCode).toBe(401);
  });

  it('ends impersonation with fresh tokens for the admin, whose earlier refresh credential is replaced', async () => {
    const admin = await signIn('admin@demo.test');
    const member = decode((await signIn('member@demo.test')).access_token).sub;
    const acting = await t.app.inject({
      method: 'POST',
      url: `/api/user/users/impersonate/${member}`,
      headers: t.bearer(admin.access_token),
    });
    const child = acting.json();
    expect(decode(child.access_token).act.email).toBe('admin@demo.test');
    // the child's refresh keeps the impersonator
    const childRefreshed = (await refresh(child.refresh_token)).json();
    expect(decode(childRefreshed.access_token).act.email).toBe('admin@demo.test');
    const back = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/end-impersonation`,
      headers: t.bearer(childRefreshed.access_token),
    });
    const own = back.json();
    expect(decode(own.access_token).act).toBeUndefined();
    expect((await refresh(own.refresh_token)).statusCode).toBe(200);
    // the refresh credential the admin held before impersonating was replaced: presented now, it is a reuse
    expect((await refresh(admin.refresh_token)).json().code).toBe('SESSION_REUSED');
  });
});

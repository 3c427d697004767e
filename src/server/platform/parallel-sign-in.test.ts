import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Sign-in limits and one-time links under bursts (issue 18, decisions 0025 and 0028). PGlite runs one statement
 * at a time, so these run on PostgreSQL only (DATABASE_URL, as .ci/run's PostgreSQL pass sets), where requests
 * really run in parallel.
 */
describe.runIf(process.env.DATABASE_URL)('sign-in and one-time links in parallel (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => {
      acc[c] = (acc[c] ?? 0) + 1;
      return acc;
    }, {});
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('100 wrong passwords at once: at most 5 are checked (401), the rest are refused before hashing (429)', async () => {
    const res = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('member@demo.test', `wrong-${i}`, '10.20.0.1')),
    );
    const counts = tally(res.map((r) => r.statusCode));
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[401] + counts[429]).toBe(100);
    for (const r of res.filter((x) => x.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    // the limit holds afterwards too, even for the right password
    expect((await login('member@demo.test', 'demo-password', '10.20.0.1')).statusCode).toBe(429);
  });

  it('10 uses of one set-password link at once: one sets the password, nine are refused', async () => {
    const { identity, guestTokens } = t.app.stride;
    const user = (await identity.repo.userByEmail('pending@demo.test'))!;
    const membership = (await identity.repo.preferredMembership(user.id))!;
    const token = await guestTokens.issue({
      clientId: membership.clientId,
      purpose: 'SET_PASSWORD',
      objectId: user.id,
    });
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/guest/set-password',
          headers: t.bearer(token),
          payload: { password: `a-long-password-${i}` },
        }),
      ),
    );
    expect(tally(res.map((r) => r.statusCode))).toEqual({ 200: 1, 401: 9 });
    for (const r of res.filter((x) => x.statusCode === 401))
      expect(r.json().code).toBe('GUEST_TOKEN_INVALID');
    // the password that was set is the one of the request that won
    const winner = res.findIndex((r) => r.statusCode === 200);
    expect((await login('pending@demo.test', `a-long-password-${winner}`, '10.20.0.2')).statusCode).toBe(200);
  });
});

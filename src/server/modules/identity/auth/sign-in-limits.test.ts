import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { loginFailures } from '../tables';

/** Limits per client address and on password hashing overall (issue 18, decision 0028). */
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one address trying one password on 40 accounts meets 429 after 20 failures; another address does not', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push((await login(t, `someone-${i}@spray.test`, 'Summer2026!', '10.30.0.1')).statusCode);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(new Set(codes.slice(20))).toEqual(new Set([429]));
    const refused = await login(t, 'admin@demo.test', 'demo-password', '10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(t, 'admin@demo.test', 'demo-password', '10.30.0.2')).statusCode).toBe(200);
  });

  it('successful sign-ins do not use the address up (an office behind one address)', async () => {
    for (let i = 0; i < 25; i++) {
      expect((await login(t, 'member@demo.test', 'demo-password', '10.30.0.3')).statusCode).toBe(200);
    }
    expect((await login(t, 'member@demo.test', 'wrong', '10.30.0.3')).statusCode).toBe(401);
  });
});

describe('the global cap on password hashing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { passwordHashing: { concurrency: 1, queue: 1 } } });
  });
  afterAll(() => t.close());

  it('a flood of sign-ins queues one hash at a time, refuses the overflow with 503 and Retry-After, and other calls still answer', async () => {
    const token = await t.login('user@demo.test');
    const flood = Array.from({ length: 12 }, (_, i) =>
      login(t, `new-${i}@flood.test`, 'guess', `10.40.0.${i + 1}`),
    );
    const signedIn = t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });
    const res = await Promise.all(flood);
    expect((await signedIn).statusCode).toBe(200);

    const busy = res.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + res.filter((r) => r.statusCode === 401).length).toBe(12);
    for (const r of busy) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json().code).toBe('SIGN_IN_BUSY');
    }
    expect(t.app.stride.identity.hashing.stats()).toMatchObject({ running: 0, waiting: 0, peak: 1 });
  });

  it('a refused (busy) attempt is not counted against the account or the address', async () => {
    const gate = t.app.stride.identity.hashing;
    let release!: () => void;
    const hold = gate.run(() => new Promise<void>((r) => (release = r)));
    const queued = login(t, 'manager@demo.test', 'wrong', '10.40.1.1');
    await new Promise((r) => setTimeout(r, 100));
    // the line (one place) is full: every attempt now is refused before its password is checked
    for (let i = 0; i < 8; i++) {
      expect((await login(t, 'manager@demo.test', 'wrong', '10.40.1.1')).statusCode).toBe(503);
    }
    release();
    await hold;
    expect((await queued).statusCode).toBe(401);
    // one failure counted, not nine: the right password still signs in
    expect((await login(t, 'manager@demo.test', 'demo-password', '10.40.1.1')).statusCode).toBe(200);
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const addressesCounted = async (t: TestApp) =>
    (await t.app.stride.database.db.select({ key: loginFailures.key }).from(loginFailures))
      .map((r) => r.key)
      .filter((k) => k.startsWith('login-address|'))
      .map((k) => k.slice('login-address|'.length));
  const viaProxy = (t: TestApp, i: number, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: `target-${i}@spray.test`, password: 'guess' },
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with one trusted hop, a rotating client-written left-most X-Forwarded-For does not escape the address limit', async () => {
    const t = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 22; i++)
        codes.push((await viaProxy(t, i, `203.0.113.${i}, 198.51.100.7`)).statusCode);
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(codes.slice(20)).toEqual([429, 429]);
      expect(await addressesCounted(t)).toEqual(['198.51.100.7']);
    } finally {
      await t.close();
    }
  });

  it('with named proxies, the client is the right-most address that is not one of them', async () => {
    const t = await createTestApp({ config: { trustProxy: ['10.9.0.0/16', '192.0.2.10'] } });
    try {
      await viaProxy(t, 1, '203.0.113.99, 198.51.100.8, 192.0.2.10');
      expect(await addressesCounted(t)).toEqual(['198.51.100.8']);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in limit per account, across addresses (issue 33 point 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());
  const viaAddress = (password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email: 'rotate@demo.test', password },
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
    });

  it('checks only 10 of 30 wrong passwords from 30 addresses; the owner gets in through a mailed reset link', async () => {
    await t.createPerson({ email: 'rotate@demo.test', roles: ['USER'], consented: true });
    const codes: number[] = [];
    for (let i = 1; i <= 30; i++) codes.push((await viaAddress('guess-number-one', i)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(codes.slice(10))).toEqual(new Set([429]));
    // the right password waits too, from a new address
    const waiting = await viaAddress('demo-password', 99);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/Forgot password/);
    // another account from those addresses is not held
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/api/v1/login',
          payload: { email: 'member@demo.test', password: 'demo-password' },
          remoteAddress: '10.9.0.2',
          headers: { 'x-forwarded-for': '198.51.100.1' },
        })
      ).statusCode,
    ).toBe(200);
    // the owner asks for a link, sets a new password and signs in at once
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/forgot-password',
      payload: { email: 'rotate@demo.test' },
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    const [mail] = await t.app.stride.database.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE to_address = 'rotate@demo.test' ORDER BY id DESC LIMIT 1",
    );
    const link = /\/guest\/set-password\?token=(g_[\w-]+)/.exec(mail!.text_body)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/guest/set-password',
      headers: t.bearer(link),
      payload: { password: 'a-fresh-password-2026' },
    });
    expect(set.statusCode).toBe(200);
    expect((await viaAddress('a-fresh-password-2026', 100)).statusCode).toBe(200);
  });
});

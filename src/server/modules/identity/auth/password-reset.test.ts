import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: unknown, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/api/v1/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/api/v1/login', payload: { email, password } });

async function mailsTo(email: string) {
  const { repo } = t.app.stride.identity;
  const user = await repo.userByEmail(email);
  const membership = user ? await repo.preferredMembership(user.id) : null;
  if (!membership) return [];
  return (await t.app.stride.mailer.list(membership.clientId)).filter((m) => m.to === email);
}
const linkIn = (text: string) => /\/guest\/set-password\?token=(g_[\w-]+)/.exec(text)?.[1] ?? null;

describe('forgot password', () => {
  it('mails a one-time link that sets a new password, ends the old sessions, and works once', async () => {
    const email = 'reset-one@demo.test';
    const oldToken = await t.createPerson({ email, roles: ['USER'], consented: true });
    const res = await forgot('Reset-One@Demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain('new password');
    const token = linkIn(mail.text);
    expect(token).not.toBeNull();

    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/guest/set-password',
        headers: t.bearer(token as string),
        payload: { password },
      });
    expect((await set('a-brand-new-password')).statusCode).toBe(200);
    expect((await signIn(email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await signIn(email, 'demo-password')).statusCode).toBe(401);
    // the sessions from before the reset are over
    const state = await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(oldToken) });
    expect(state.statusCode).toBe(401);
    // the link works once
    expect((await set('another-new-password')).statusCode).toBe(401);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await forgot('member@demo.test', '10.1.0.2');
    const unknown = await forgot('nobody-here@demo.test', '10.1.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody-here@demo.test')).toEqual([]);
  });

  it('replaces an earlier link with the newest one', async () => {
    const email = 'reset-two@demo.test';
    await t.createPerson({ email, roles: ['USER'] });
    await forgot(email, '10.1.0.3');
    await forgot(email, '10.1.0.3');
    const [newest, earlier] = await mailsTo(email);
    const attempt = (link: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/guest/set-password',
        headers: t.bearer(link as string),
        payload: { password: 'yet-another-password' },
      });
    expect((await attempt(linkIn(earlier.text))).statusCode).toBe(401);
    expect((await attempt(linkIn(newest.text))).statusCode).toBe(200);
  });

  it('sends an account at most 3 mails an hour, answering as usual', async () => {
    const email = 'reset-flood@demo.test';
    await t.createPerson({ email, roles: ['USER'] });
    for (let i = 0; i < 5; i++) {
      expect((await forgot(email, `10.1.1.${i}`)).statusCode).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses the sixth request from one address within the hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot(`x${i}@demo.test`, '10.1.2.1')).statusCode).toBe(200);
    const refused = await forgot('x6@demo.test', '10.1.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_RESETS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a missing or malformed address with 400 naming the field', async () => {
    for (const bad of [undefined, '', 'not-an-email', 42]) {
      const res = await forgot(bad, '10.1.3.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/);
    }
  });
});

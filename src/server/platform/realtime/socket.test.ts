import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../shared/constants';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { redisUrl: process.env.REDIS_URL ?? null } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

function connect(url: string, auth: object): Socket {
  const s = io(url, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return s;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });
const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected but should have been refused')));
    s.once('connect_error', (e) => resolve(e.message));
  });
const nextEvent = <T>(s: Socket, topic: string) => new Promise<T>((resolve) => s.once(topic, resolve));

describe('event socket at /api/events', () => {
  it('authenticates users in the handshake and delivers events to them by topic', async () => {
    const token = await t.login('member@demo.test');
    const userId = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
    const s = connect(base, { token, guest: false, guestType: null });
    await connected(s);
    const got = nextEvent<{ hello: string }>(s, 'notification');
    t.app.stride.realtime.toUser(userId, 'notification', { hello: 'world' });
    expect(await got).toEqual({ hello: 'world' });
  });

  it('closes the socket of a session that signs out', async () => {
    const token = await t.login('buyer@demo.test');
    const s = connect(base, { token });
    await connected(s);
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    await t.app.inject({ url: '/api/auth/api/v1/logout', headers: t.bearer(token) });
    expect(await closed).toBe('io server disconnect');
  });

  it('refuses a missing, forged or signed-out token', async () => {
    expect(await refused(connect(base, {}))).toMatch(/sign in/i);
    expect(await refused(connect(base, { token: 'abc.def.ghi' }))).toMatch(/not valid/);
    const token = await t.login('manager@demo.test');
    await t.app.inject({ url: '/api/auth/api/v1/logout', headers: t.bearer(token) });
    expect(await refused(connect(base, { token }))).toMatch(/session has ended/);
  });

  it('admits guests only with a live token of the declared guest type', async () => {
    const token = await t.app.stride.guestTokens.issue({
      clientId: 1,
      purpose: 'ALIGNMENT_SURVEY',
      objectId: 42,
    });
    const ok = connect(base, { token, guest: true, guestType: 'ALIGNMENT_SURVEY' });
    await connected(ok);
    const got = nextEvent<number>(ok, 'survey');
    t.app.stride.realtime.toGuest('ALIGNMENT_SURVEY', 42, 'survey', 7);
    expect(await got).toBe(7);
    expect(await refused(connect(base, { token, guest: true, guestType: 'CREW_FEEDBACK' }))).toMatch(
      /invalid or has expired/,
    );
  });
});

describe('sockets of a browser session and of guests', () => {
  const cookieLogin = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email, password: 'demo-password', session: 'cookie' },
    });
    return [res.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => String(c).split(';')[0])
      .filter((c) => !c.endsWith('='))
      .join('; ');
  };
  const withHeaders = (headers: Record<string, string>) =>
    io(base, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: headers,
    });

  it('authenticates a browser by its session cookie, and refuses that cookie from another origin', async () => {
    const cookie = await cookieLogin('consultant@demo.test');
    const ok = withHeaders({ cookie, origin: base });
    sockets.push(ok);
    await connected(ok);
    const evil = withHeaders({ cookie, origin: 'https://evil.example' });
    sockets.push(evil);
    expect(await refused(evil)).toMatch(/another site/);
  });

  it('closes a guest socket when its link is revoked, and when the link expires', async () => {
    const { guestTokens } = t.app.stride;
    const token = await guestTokens.issue({ clientId: 1, purpose: 'PLAN_GUEST', objectId: 7 });
    const s = connect(base, { token, guest: true, guestType: 'PLAN_GUEST' });
    await connected(s);
    const closed = new Promise<string>((resolve) => s.once('disconnect', resolve));
    const grant = await guestTokens.verify(token, 'PLAN_GUEST');
    await guestTokens.revoke(grant!.id);
    expect(await closed).toBe('io server disconnect');

    const short = await guestTokens.issue({
      clientId: 1,
      purpose: 'PLAN_GUEST',
      objectId: 8,
      ttlDays: 2 / 86_400,
    });
    const e = connect(base, { token: short, guest: true, guestType: 'PLAN_GUEST' });
    await connected(e);
    const expired = new Promise<string>((resolve) => e.once('disconnect', resolve));
    expect(await expired).toBe('io server disconnect');
  });
});

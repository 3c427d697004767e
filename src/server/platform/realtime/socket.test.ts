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

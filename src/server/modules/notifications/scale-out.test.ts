import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../shared/constants';
import { NOTIFICATION_TOPIC, type NotificationEvent } from '../../../shared/contracts/notifications';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/client';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';

/** Two instances on one PostgreSQL and one Redis (runs when DATABASE_URL and REDIS_URL are set). */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('notifications across instances', () => {
  let one: TestApp;
  let two: FastifyInstance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    one = await createTestApp({ config: { redisUrl: process.env.REDIS_URL ?? null } });
    const database = await openDatabase({ databaseUrl: one.databaseUrl, pgliteDir: '' });
    two = await buildApp(testConfig({ redisUrl: process.env.REDIS_URL ?? null }), database);
    two.addHook('onClose', () => database.close());
    await two.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await two?.close();
    await one?.close();
  });

  it('a notification created on one instance arrives, once, on a socket connected to the other', async () => {
    const token = await one.login('member@demo.test');
    const member = await one.app.stride.identity.people.byEmail('member@demo.test');
    const state = (
      await one.app.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) })
    ).json();
    const socket = io(`http://127.0.0.1:${(two.server.address() as AddressInfo).port}`, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const received: NotificationEvent[] = [];
    socket.on(NOTIFICATION_TOPIC, (e: NotificationEvent) => received.push(e));
    const id = await one.app.stride.notifications.notify(one.app.stride.database.db, {
      userId: member!.id,
      clientId: state.clientId,
      kind: 'FEEDBACK',
      textKey: 'fallback',
      dedupKey: `scale-out-${Date.now()}`,
    });
    // only this notification counts: the demo's own jobs (check-ins, stand-ups) may notify member@ meanwhile
    const ours = () => received.filter((e) => e.notification.id === id);
    await expect.poll(() => ours().length, { timeout: 10_000 }).toBe(1);
    // both instances poll the jobs: the delivery still ran once
    await new Promise((r) => setTimeout(r, 1500));
    expect(ours()).toHaveLength(1);
  });
});

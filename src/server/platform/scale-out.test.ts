import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../shared/constants';
import { buildApp } from '../app';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { openDatabase } from './db/client';

/**
 * Scaling out: two instances on one PostgreSQL and one Redis (runs when DATABASE_URL and REDIS_URL are set,
 * as .ci/run does). What one instance does, the other sees at once.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'two instances on one PostgreSQL and one Redis',
  () => {
    let one: TestApp;
    let two: FastifyInstance;
    let socket: Socket | null = null;

    beforeAll(async () => {
      one = await createTestApp({ config: { redisUrl: process.env.REDIS_URL ?? null } });
      const database = await openDatabase({ databaseUrl: one.databaseUrl, pgliteDir: '' });
      two = await buildApp(testConfig({ redisUrl: process.env.REDIS_URL ?? null }), database);
      two.addHook('onClose', () => database.close());
      await two.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      socket?.close();
      await two?.close();
      await one?.close();
    });

    const sub = (token: string) =>
      Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);

    it('fans an event out from one instance to a browser socket connected to the other', async () => {
      const token = await one.login('consultant@demo.test');
      socket = io(`http://127.0.0.1:${(two.server.address() as AddressInfo).port}`, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', resolve);
        socket!.once('connect_error', reject);
      });
      const got = new Promise<string>((resolve) => socket!.once('ping', resolve));
      one.app.stride.realtime.toUser(sub(token), 'ping', 'from instance one');
      expect(await got).toBe('from instance one');
    });

    it('a sign-out on one instance ends the session on the other at once', async () => {
      const token = await one.login('member@demo.test');
      const onTwo = () => two.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) });
      expect((await onTwo()).statusCode).toBe(200); // instance two now trusts this session for a while
      await one.app.inject({ url: '/api/auth/api/v1/logout', headers: one.bearer(token) });
      await new Promise((r) => setTimeout(r, 200)); // the invalidation crosses Redis
      expect((await onTwo()).statusCode).toBe(401);
    });

    it('a profile change on one instance shows on the other at the next load', async () => {
      const token = await one.login('manager@demo.test');
      const name = async () =>
        (await two.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) })).json()
          .fullName;
      expect(await name()).toBe('Max Manager');
      await one.app.inject({
        method: 'PATCH',
        url: '/api/user/users/v2/profile',
        headers: one.bearer(token),
        payload: { fullName: 'Max Renamed' },
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(await name()).toBe('Max Renamed');
    });

    it('a plan change on one instance shows on the other at the next load', async () => {
      const token = await one.login('buyer@demo.test');
      const plan = async () =>
        (await two.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) })).json().plan;
      expect((await plan()).planCode).toBe('PREMIUM');
      const clientId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).org_id;
      await one.app.stride.licensing.service.setSubscription({
        clientId,
        planCode: 'STANDARD',
        status: 'ACTIVE',
        currentTermEnd: null,
        buyerUserId: sub(token),
      });
      await new Promise((r) => setTimeout(r, 200));
      expect((await plan()).planCode).toBe('STANDARD');
    });
  },
);

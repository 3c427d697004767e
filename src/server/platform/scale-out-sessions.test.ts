import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../shared/constants';
import { buildApp } from '../app';
import { createTestApp, type TestApp, testConfig } from '../testing/test-app';
import { openDatabase } from './db/client';

/**
 * Sessions across two instances on one PostgreSQL and one Redis (decision 0029; runs when DATABASE_URL and
 * REDIS_URL are set, as .ci/run does): refresh rotation and reuse detection, and sockets closed everywhere.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'sessions on two instances on one PostgreSQL and one Redis',
  () => {
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

    const AUTH = '/api/auth/api/v1';
    const tokensOf = async (email: string) =>
      (
        await one.app.inject({
          method: 'POST',
          url: `${AUTH}/login`,
          payload: { email, password: 'demo-password' },
        })
      ).json() as { access_token: string; refresh_token: string };
    const refreshOn = (app: FastifyInstance, credential: string) =>
      app.inject({ url: `${AUTH}/refresh`, headers: one.bearer(credential) });
    const stateOn = (app: FastifyInstance, token: string) =>
      app.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) });
    const connectToTwo = (auth: object) => {
      const s = io(`http://127.0.0.1:${(two.server.address() as AddressInfo).port}`, {
        path: SOCKET_PATH,
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    };
    const serverClosed = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', resolve));

    it('a credential rotated on one instance no longer refreshes on the other, and its reuse ends the session everywhere', async () => {
      const first = await tokensOf('member@demo.test');
      const rotated = await refreshOn(one.app, first.refresh_token);
      expect(rotated.statusCode).toBe(200);
      const second = rotated.json();
      expect((await stateOn(two, second.access_token)).statusCode).toBe(200); // two now trusts the session
      const socket = await connectToTwo({ token: second.access_token });
      const closed = serverClosed(socket);

      const reused = await refreshOn(two, first.refresh_token);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().code).toBe('SESSION_REUSED');
      expect(await closed).toBe('io server disconnect');
      await new Promise((r) => setTimeout(r, 200)); // the invalidation crosses Redis
      expect((await stateOn(one.app, second.access_token)).json().code).toBe('SESSION_ENDED');
      expect((await stateOn(two, second.access_token)).statusCode).toBe(401);
      expect((await refreshOn(one.app, second.refresh_token)).statusCode).toBe(401);
    });

    it('two instances given the same credential at once rotate it once', async () => {
      const { refresh_token } = await tokensOf('manager@demo.test');
      const answers = await Promise.all([
        refreshOn(one.app, refresh_token),
        refreshOn(two, refresh_token),
        refreshOn(one.app, refresh_token),
        refreshOn(two, refresh_token),
      ]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    });

    it('a guest revoked on one instance loses its socket on the other', async () => {
      const { guestTokens } = one.app.stride;
      const token = await guestTokens.issue({ clientId: 1, purpose: 'PLAN_GUEST', objectId: 99 });
      const socket = await connectToTwo({ token, guest: true, guestType: 'PLAN_GUEST' });
      const closed = serverClosed(socket);
      const grant = await guestTokens.verify(token, 'PLAN_GUEST');
      await guestTokens.revoke(grant!.id);
      expect(await closed).toBe('io server disconnect');
    });

    it('a person deactivated on one instance loses their socket on the other', async () => {
      const token = await one.createPerson({ email: 'scale-leaver@demo.test', roles: ['USER'] });
      const socket = await connectToTwo({ token });
      const closed = serverClosed(socket);
      const admin = await one.login('admin@demo.test');
      const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
      const off = await one.app.inject({
        method: 'POST',
        url: `/api/user/console/users/${userId}/deactivate`,
        headers: one.bearer(admin),
      });
      expect(off.statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    });
  },
);

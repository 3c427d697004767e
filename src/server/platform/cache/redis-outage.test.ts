import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../../shared/constants';
import { buildApp } from '../../app';
import { startRedisServer } from '../../testing/redis-server';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app';
import { openDatabase } from '../db/client';

/**
 * A Redis outage stays small (issue 20.3): two instances on one PostgreSQL and a real redis-server that this test
 * stops and restarts. Runs when DATABASE_URL is set (as the scale-out tests do) and redis-server is installed.
 */
describe.runIf(process.env.DATABASE_URL)('a Redis outage', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let one: TestApp;
  let two: FastifyInstance;
  let twoClosed = false;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    one = await createTestApp({ config: { redisUrl: redis.url } });
    const database = await openDatabase({ databaseUrl: one.databaseUrl, pgliteDir: '' });
    two = await buildApp(testConfig({ redisUrl: redis.url }), database);
    two.addHook('onClose', () => database.close());
    await two.listen({ port: 0, host: '127.0.0.1' });
    await one.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    if (!twoClosed) await two?.close();
    await one?.close();
    await redis?.stop();
  });

  const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;
  const sub = (token: string) =>
    Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
  async function connect(app: FastifyInstance, token: string) {
    const socket = io(`http://127.0.0.1:${portOf(app)}`, {
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
    return socket;
  }
  const state = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/user/users/getUserState', headers: one.bearer(token) });
  const until = async (what: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await what()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  it('while Redis is down: sign-out answers 200 within a second and closes its sockets', async () => {
    const token = await one.login('member@demo.test');
    const socket = await connect(one.app, token);
    const closed = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
    await redis.stop();

    const started = Date.now();
    const res = await one.app.inject({ url: '/api/auth/api/v1/logout', headers: one.bearer(token) });
    const took = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(took).toBeLessThan(1000);
    const closedAt = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(0), 1500))]);
    expect(closedAt, 'the signed-out socket closes').toBeGreaterThan(0);
    expect(closedAt - started).toBeLessThan(1000);
    expect((await state(one.app, token)).statusCode).toBe(401);
  });

  it('while Redis is down: a profile edit answers 200 at once, and the other instance shows it within seconds', async () => {
    const token = await one.login('manager@demo.test');
    expect((await state(two, token)).json().fullName).toBe('Max Manager'); // instance two caches it
    const started = Date.now();
    const res = await one.app.inject({
      method: 'PATCH',
      url: '/api/user/users/v2/profile',
      headers: one.bearer(token),
      payload: { fullName: 'Max Offline' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // no invalidation can cross, so instance two keeps copies only briefly (not the usual 10 s)
    expect(await until(async () => (await state(two, token)).json().fullName === 'Max Offline', 3000)).toBe(
      true,
    );
  });

  it('when Redis returns, cross-instance events and sign-outs resume without a restart', async () => {
    await redis.start();
    const token = await one.login('consultant@demo.test');
    const socket = await connect(two, token);
    // both instances reconnect on their own; an event from one reaches a socket on two
    const reached = await until(async () => {
      const got = new Promise<boolean>((resolve) => {
        socket.once('ping', () => resolve(true));
        setTimeout(() => resolve(false), 200);
      });
      one.app.stride.realtime.toUser(sub(token), 'ping', 'back');
      return got;
    }, 10_000);
    expect(reached, 'an event crosses instances again').toBe(true);

    // a session instance two has just checked (and would trust for 10 s) ends on one: two refuses it at once
    const signOutCrosses = async () => {
      const other = await one.login('admin@demo.test');
      expect((await state(two, other)).statusCode).toBe(200);
      await one.app.inject({ url: '/api/auth/api/v1/logout', headers: one.bearer(other) });
      await new Promise((r) => setTimeout(r, 150));
      return (await state(two, other)).statusCode === 401;
    };
    expect(await until(signOutCrosses, 10_000), 'sign-outs cross instances again').toBe(true);
    // and keep doing so (not a short cache lifetime at work)
    expect(await signOutCrosses()).toBe(true);
  });

  it('an instance shuts down promptly while Redis is away', async () => {
    await redis.stop();
    const started = Date.now();
    await two.close();
    twoClosed = true;
    expect(Date.now() - started).toBeLessThan(2000);
    await redis.start(); // for the other instance's own shutdown
  });
});

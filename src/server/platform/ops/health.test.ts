import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const ready = async () => {
  const res = await t.app.inject({ url: '/api/health/ready' });
  return { status: res.statusCode, body: res.json() };
};

describe('liveness and readiness (issue 34, point 3)', () => {
  it('metrics are off by default: no metrics address answers (point 2)', async () => {
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('a running instance is alive and ready, every check true', async () => {
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: true, migrations: true, jobs: true, accepting: true } },
    });
  });

  it('a database missing this version’s newest migration is not ready (503), and ready again once it is there', async () => {
    const [row] = await t.app.stride.database.query<{ id: number; created_at: string }>(
      'SELECT id, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    await t.app.stride.database.query(
      'UPDATE drizzle.__drizzle_migrations SET created_at = 1 WHERE id = $1',
      [row.id],
    );
    const missing = await ready();
    expect(missing.status).toBe(503);
    expect(missing.body).toMatchObject({
      status: 'not-ready',
      checks: { database: true, migrations: false },
    });
    await t.app.stride.database.query(
      'UPDATE drizzle.__drizzle_migrations SET created_at = $2 WHERE id = $1',
      [row.id, row.created_at],
    );
    expect((await ready()).status).toBe(200);
  });

  it('a draining instance stays alive but is not ready; with its jobs stopped it says so too', async () => {
    t.app.stride.lifecycle.startDraining();
    const draining = await ready();
    expect(draining.status).toBe(503);
    expect(draining.body.checks).toEqual({ database: true, migrations: true, jobs: true, accepting: false });
    // new work is refused while draining (point 5)
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/api/v1/login', payload: {} });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    await t.app.stride.jobs.stop();
    expect((await ready()).body.checks.jobs).toBe(false);
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});

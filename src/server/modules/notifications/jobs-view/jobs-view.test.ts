import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../platform/jobs/tables';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
let ops: string;
let admin: string;
let failedId: number;
let doneId: number;
const BASE = '/api/user/console/jobs';

beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops@stride.test');
  admin = await t.login('admin@demo.test');
  const now = new Date();
  const [failed] = await t.app.stride.database.db
    .insert(jobs)
    .values({
      name: 'view.test',
      payload: {},
      status: 'FAILED',
      attempts: 3,
      maxAttempts: 3,
      runAt: now,
      createdAt: now,
      finishedAt: now,
      lastError: 'SMTP said no',
    })
    .returning();
  const [done] = await t.app.stride.database.db
    .insert(jobs)
    .values({
      name: 'view.test',
      payload: {},
      status: 'DONE',
      attempts: 1,
      maxAttempts: 3,
      runAt: now,
      createdAt: now,
      finishedAt: now,
    })
    .returning();
  failedId = failed!.id;
  doneId = done!.id;
});
afterAll(() => t.close());

describe('the operators’ jobs view', () => {
  it('shows queued, running, done and failed counts per kind and the failed jobs with their error', async () => {
    const res = await t.app.inject({ url: BASE, headers: t.bearer(ops) });
    expect(res.statusCode).toBe(200);
    const kind = res.json().kinds.find((k: { name: string }) => k.name === 'view.test');
    expect(kind).toEqual({ name: 'view.test', pending: 0, running: 0, done: 1, failed: 1 });
    expect(res.json().items).toContainEqual(
      expect.objectContaining({ id: failedId, status: 'FAILED', attempts: 3, lastError: 'SMTP said no' }),
    );
    const done = await t.app.inject({ url: `${BASE}?status=DONE&name=view.test`, headers: t.bearer(ops) });
    expect(done.json().items.map((j: { id: number }) => j.id)).toEqual([doneId]);
    const bad = await t.app.inject({ url: `${BASE}?status=LOST`, headers: t.bearer(ops) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
  });

  it('retries a failed job (queued again with fresh attempts); a done one is 409, an unknown one 404', async () => {
    const retried = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${failedId}/retry`,
      headers: t.bearer(ops),
    });
    expect(retried.json()).toEqual({ retried: true });
    const pending = await t.app.inject({
      url: `${BASE}?status=PENDING&name=view.test`,
      headers: t.bearer(ops),
    });
    expect(pending.json().items).toEqual([expect.objectContaining({ id: failedId, attempts: 0 })]);
    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${doneId}/retry`,
      headers: t.bearer(ops),
    });
    expect(again.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${BASE}/99999999/retry`,
      headers: t.bearer(ops),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for the product’s operators only: an organisation ADMIN is refused and retries nothing', async () => {
    expect((await t.app.inject({ url: BASE, headers: t.bearer(admin) })).statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${doneId}/retry`,
      headers: t.bearer(admin),
    });
    expect(refused.statusCode).toBe(403);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createManualClock } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { FORWARD_EVERY_MS } from './forward';

/** A receiver of Segment's HTTP batch API on 127.0.0.1: records each POST, answers 500 while asked to. */
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { batch: Array<Record<string, unknown>>; sentAt: string };
  raw: string;
}
const received: Received[] = [];
let failNext = 0;
let receiver: Server;
let endpoint: string;

const clock = createManualClock(new Date('2026-05-04T09:00:00Z'));
let t: TestApp;
let off: TestApp;
let inward: TestApp;
let token: string;
let userId: number;
const WRITE_KEY = 'wk_stride_test';
const BASE = '/api/user/segment-event';
const q = (app: TestApp, sql: string, params: unknown[] = []) =>
  app.app.stride.database.query<Record<string, unknown>>(sql, params);
const post = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: `${BASE}${url}`, payload, headers });
/** what the schedule does every 10 s, then the batch jobs it made */
async function forward(app: TestApp) {
  await app.app.stride.notifications.forwardTracking();
  await app.app.stride.jobs.runDue(['tracking.forwardBatch']);
}
const messages = () => received.flatMap((r) => r.body.batch);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw),
        raw,
      });
      if (failNext > 0) {
        failNext--;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false}');
      } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // the receiver is on this machine: allowed by name, as an operator allows a collector on the private network
  t = await createTestApp({
    config: { clock, segment: { writeKey: WRITE_KEY, endpoint }, outbound: { allow: ['127.0.0.1'] } },
  });
  token = await t.createPerson({ email: 'forwarded@demo.test', roles: ['USER'], consented: true });
  userId = (await t.app.stride.identity.people.byEmail('forwarded@demo.test'))!.id;
});
afterAll(async () => {
  await t?.close();
  await off?.close();
  await inward?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('forwarding tracking events to a Segment-compatible endpoint', () => {
  it('is a schedule of the jobs platform every 10 s when a write key is set', () => {
    expect(t.app.stride.jobs.registered()).toEqual(
      expect.arrayContaining(['tracking.forward', 'tracking.forwardBatch']),
    );
    expect(FORWARD_EVERY_MS).toBe(10_000);
  });

  it('posts one /v1/batch with the write key as basic auth: each kind mapped, password fields masked', async () => {
    const calls: [string, object, boolean][] = [
      [
        '/publish',
        {
          event: 'Password Changed',
          traits: { form: { oldPassword: 'old-secret', newPassword: 'new-secret' } },
          properties: { password: 'p-secret', keep: 'yes' },
        },
        true,
      ],
      ['/page', { path: '/sprint/dashboard', url: 'http://stride.test/sprint/dashboard' }, true],
      ['/identify', { traits: { name: 'Forwarded Person', password: 'id-secret' } }, true],
      ['/group', { traits: { plan: 'Pro' } }, true],
      ['/guest/publish', { event: 'Guest Feedback Opened', properties: { step: 1 } }, false],
    ];
    for (const [url, body, signedIn] of calls)
      expect((await post(t, url, body, signedIn ? t.bearer(token) : {})).statusCode).toBe(200);
    expect(received).toEqual([]);

    await forward(t);
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/v1/batch');
    expect(r.authorization).toBe(`Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`);
    expect(r.raw).not.toMatch(/secret/);
    expect(r.body.sentAt).toBe(clock.now().toISOString());
    // the demo's stored events go too; ours are found by what they say
    const find = (f: (m: Record<string, unknown>) => boolean) => r.body.batch.find(f)!;
    const mine = (m: Record<string, unknown>) => m.userId === String(userId);
    const track = find((m) => m.event === 'Password Changed');
    const page = find((m) => m.type === 'page' && mine(m));
    const identify = find((m) => m.type === 'identify' && mine(m));
    const group = find((m) => m.type === 'group' && mine(m));
    const guest = find((m) => m.event === 'Guest Feedback Opened');
    expect(track).toMatchObject({
      type: 'track',
      event: 'Password Changed',
      userId: String(userId),
      timestamp: '2026-05-04T09:00:00.000Z',
      properties: { password: '*', keep: 'yes' },
      context: { traits: { form: { oldPassword: '*', newPassword: '*' } } },
    });
    expect(page).toMatchObject({ type: 'page', name: '/sprint/dashboard', userId: String(userId) });
    expect(identify).toMatchObject({ type: 'identify', traits: { name: 'Forwarded Person', password: '*' } });
    expect(group).toMatchObject({ type: 'group', traits: { plan: 'Pro' } });
    expect(group.groupId).toMatch(/^\d+$/);
    expect(guest).toMatchObject({ type: 'track', event: 'Guest Feedback Opened' });
    expect(guest.userId).toBeUndefined();
    expect(guest.anonymousId).toMatch(/^guest-\d+$/);
    // each message has its own stable id (the receiver deduplicates a batch sent again)
    expect(new Set(r.body.batch.map((m) => m.messageId)).size).toBe(r.body.batch.length);
    expect(
      Number((await q(t, 'SELECT count(*) AS n FROM tracking_events WHERE forwarded_at IS NULL'))[0].n),
    ).toBe(0);

    // nothing is sent twice: the next run finds nothing new
    await forward(t);
    expect(received).toHaveLength(1);
  });

  it('keeps answering the call while the endpoint fails, and retries the batch with back-off until it takes it', async () => {
    received.length = 0;
    failNext = 2;
    const res = await post(
      t,
      '/publish',
      { event: 'Sprint Started', properties: { sprintId: 7 } },
      t.bearer(token),
    );
    expect(res.statusCode).toBe(200);
    await forward(t);
    expect(received).toHaveLength(1);
    const job = async () =>
      (
        await q(
          t,
          "SELECT status, attempts, last_error FROM jobs WHERE name = 'tracking.forwardBatch' ORDER BY id DESC LIMIT 1",
        )
      )[0];
    expect(await job()).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(String((await job()).last_error)).toMatch(/answered 500/);

    // not before its back-off: nothing is posted
    await t.app.stride.jobs.runDue(['tracking.forwardBatch']);
    expect(received).toHaveLength(1);
    clock.advance(6_000);
    await t.app.stride.jobs.runDue(['tracking.forwardBatch']);
    expect(received).toHaveLength(2);
    clock.advance(11_000);
    await t.app.stride.jobs.runDue(['tracking.forwardBatch']);
    expect(received).toHaveLength(3);
    expect(await job()).toMatchObject({ status: 'DONE', attempts: 3 });
    // the same message each time (its messageId lets the receiver keep one)
    const ids = received.map((r) => r.body.batch.map((m) => m.messageId));
    expect(ids[0]).toHaveLength(1);
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    expect(received[2].body.batch[0]).toMatchObject({ type: 'track', event: 'Sprint Started' });
  });

  it('splits into 100-event batch jobs, each event in exactly one, however many runs at once', async () => {
    received.length = 0;
    const clientId = Number(
      (await q(t, 'SELECT client_id FROM memberships WHERE user_id = $1', [userId]))[0].client_id,
    );
    await q(
      t,
      `INSERT INTO tracking_events (client_id, user_id, kind, event, created_at)
       SELECT $1, $2, 'TRACK', 'Bulk ' || g, now() FROM generate_series(1, 250) g`,
      [clientId, userId],
    );
    await Promise.all([
      t.app.stride.notifications.forwardTracking(),
      t.app.stride.notifications.forwardTracking(),
    ]);
    await t.app.stride.jobs.runDue(['tracking.forwardBatch']);
    expect(received.map((r) => r.body.batch.length).sort((a, b) => a - b)).toEqual([50, 100, 100]);
    const events = messages().map((m) => m.event);
    expect(new Set(events).size).toBe(250);
  });
});

describe('without a write key', () => {
  it('never posts to an internal endpoint OUTBOUND_ALLOW does not name: the batch job records why', async () => {
    received.length = 0;
    inward = await createTestApp({ config: { clock, segment: { writeKey: WRITE_KEY, endpoint } } });
    const someone = await inward.createPerson({
      email: 'inward@demo.test',
      roles: ['USER'],
      consented: true,
    });
    expect(
      (await post(inward, '/publish', { event: 'GLA Started' }, inward.bearer(someone))).statusCode,
    ).toBe(200);
    await forward(inward);
    expect(received).toEqual([]);
    const [job] = await q(
      inward,
      "SELECT status, last_error FROM jobs WHERE name = 'tracking.forwardBatch' ORDER BY id DESC LIMIT 1",
    );
    expect(String(job.last_error)).toContain('refused: 127.0.0.1 is a loopback address');
  });

  it('SEGMENT_ENDPOINT alone turns nothing on', () => {
    const env = { JWT_SECRET: 'a-secret-long-enough-for-the-config-check', DATA_DIR: tmpdir() };
    expect(loadConfig({ ...env, SEGMENT_ENDPOINT: 'http://127.0.0.1:9' }).segment).toBeNull();
    expect(
      loadConfig({ ...env, SEGMENT_WRITE_KEY: ' k ', SEGMENT_ENDPOINT: 'http://127.0.0.1:9/' }).segment,
    ).toEqual({
      writeKey: 'k',
      endpoint: 'http://127.0.0.1:9',
    });
    expect(loadConfig({ ...env, SEGMENT_WRITE_KEY: 'k' }).segment?.endpoint).toBe('https://api.segment.io');
  });

  it('stores the events and sends nothing', async () => {
    received.length = 0;
    off = await createTestApp({ config: { clock } });
    const someone = await off.createPerson({
      email: 'unforwarded@demo.test',
      roles: ['USER'],
      consented: true,
    });
    expect((await post(off, '/publish', { event: 'GLA Started' }, off.bearer(someone))).statusCode).toBe(200);
    expect(off.app.stride.jobs.registered()).not.toContain('tracking.forward');
    await off.app.stride.notifications.forwardTracking();
    clock.advance(FORWARD_EVERY_MS * 2);
    await off.app.stride.jobs.runDue();
    expect(received).toEqual([]);
    const rows = await q(off, 'SELECT event, forwarded_at FROM tracking_events');
    expect(rows.map((r) => r.event)).toContain('GLA Started');
    expect(rows.filter((r) => r.forwarded_at !== null)).toEqual([]);
  });
});

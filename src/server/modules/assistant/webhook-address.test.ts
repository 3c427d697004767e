import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 33, point 9: the chat-platform webhook an organisation admin saves can never point the server's posts at
 * an internal service, neither when it is saved nor when a post connects (a name that resolves inward by then).
 */
const hits: string[] = [];
let internal: Server;
let port: number;
const clock = createManualClock(new Date());
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // an internal service on this machine that must never hear from the server
  internal = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.end('ok');
  });
  await new Promise<void>((ok) => internal.listen(0, '127.0.0.1', ok));
  port = (internal.address() as AddressInfo).port;
  t = await createTestApp({ config: { clock } });
  admin = await t.login('admin@demo.test');
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => internal.close(ok));
});

const put = (incomingWebhookUrl: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/ai/console/integration',
    headers: t.bearer(admin),
    payload: { incomingWebhookUrl },
  });
const integration = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/ai/console/integration', headers: t.bearer(admin) })
  ).json();

describe('the chat-platform webhook never leads inward', () => {
  it.each([
    'http://127.0.0.1:6379/',
    'http://[::1]:6379/',
    'http://10.0.0.8/hooks/T0',
    'http://172.16.4.2/hooks/T0',
    'http://192.168.1.20/hooks/T0',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::5]/hooks/T0',
    'http://[::ffff:127.0.0.1]:6379/',
    'http://2130706433:6379/',
    'http://0x7f.0.0.1:6379/',
    'http://localhost:6379/',
  ])('refuses %s with a 400 naming the field, and keeps what was saved', async (url) => {
    const res = await put(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'URL_NOT_PUBLIC' });
    expect(res.json().message).toContain('incomingWebhookUrl');
    expect((await integration()).incomingWebhookUrl).toBeNull();
  });

  it('keeps a public address', async () => {
    expect((await put('https://93.184.216.34/hooks/T000/B000')).statusCode).toBe(200);
    expect(await integration()).toMatchObject({
      incomingWebhookUrl: 'https://93.184.216.34/hooks/T000/B000',
      lastRefusal: null,
    });
  });

  it('refuses a post whose name resolves inward when it connects, records it for the console, never retries', async () => {
    // as if the name had resolved to a public address when it was saved, and to this machine now (rebinding)
    const url = `http://localhost:${port}/hooks/T000/B000`;
    const [org] = await t.app.stride.database.query<{ id: number }>(
      "SELECT client_id AS id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'admin@demo.test'",
    );
    await t.app.stride.database.query(
      'UPDATE assistant_org_integrations SET incoming_webhook_url = $1 WHERE client_id = $2',
      [url, org.id],
    );
    const member = await t.login('member@demo.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/notification/notification/ui/sync-external-integration',
      headers: t.bearer(member),
      payload: { externalId: 'U024BE7LH' },
    });
    clock.advance(8 * 86_400_000);
    await t.app.stride.sprints.checkIns.openDue();
    await t.app.stride.jobs.runDue();
    expect(hits).toEqual([]);
    const after = await integration();
    expect(after.lastRefusal?.reason).toBe(
      '127.0.0.1 is a loopback address (this machine), not a public one',
    );
    const jobs = await t.app.stride.database.query<{ status: string; attempts: number }>(
      "SELECT status, attempts FROM jobs WHERE name = 'assistant.chatPost'",
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.status === 'DONE' && j.attempts === 1)).toBe(true);
    // a new address clears the record
    expect((await put('https://93.184.216.34/hooks/T000/B001')).statusCode).toBe(200);
    expect((await integration()).lastRefusal).toBeNull();
  });
});

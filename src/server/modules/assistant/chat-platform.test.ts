import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** An incoming-webhook receiver on 127.0.0.1: records every POST body. */
const received: { text: string }[] = [];
let receiver: Server;
let hookUrl: string;
const clock = createManualClock(new Date());
let t: TestApp;

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    let body = '';
    for await (const c of req) body += c;
    if (req.method === 'POST' && req.headers['content-type'] === 'application/json')
      received.push(JSON.parse(body));
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/T000/B000`;
  // the receiver runs on this machine: allowed by name, as an operator would (OUTBOUND_ALLOW)
  t = await createTestApp({ config: { clock, outbound: { allow: ['127.0.0.1'] } } });
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => receiver.close(ok));
});

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/ai/console/integration', headers: t.bearer(token), payload });

describe('chat platform reminders', () => {
  it('refuses a webhook URL that is not http(s), naming the field, and keeps the old one', async () => {
    const admin = await t.login('admin@demo.test');
    const bad = await put(admin, { incomingWebhookUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('incomingWebhookUrl');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/ai/console/integration', headers: t.bearer(admin) })
      ).json().incomingWebhookUrl,
    ).toBeNull();
    expect((await put(await t.login('member@demo.test'), { incomingWebhookUrl: hookUrl })).statusCode).toBe(
      403,
    );
  });

  it("posts a synced person's check-in reminder to the organisation's incoming webhook (Slack format)", async () => {
    const admin = await t.login('admin@demo.test');
    const member = await t.login('member@demo.test');
    expect((await put(admin, { incomingWebhookUrl: hookUrl })).json()).toMatchObject({
      incomingWebhookUrl: hookUrl,
    });
    // not synced yet: the reminder stays in the product only
    clock.advance(8 * 86_400_000);
    await t.app.stride.sprints.checkIns.openDue();
    await t.app.stride.jobs.runDue();
    expect(received).toEqual([]);

    const sync = await t.app.inject({
      method: 'POST',
      url: '/api/notification/notification/ui/sync-external-integration',
      headers: t.bearer(member),
      payload: { externalId: 'U024BE7LH' },
    });
    expect(sync.statusCode).toBe(200);
    clock.advance(8 * 86_400_000);
    await t.app.stride.sprints.checkIns.openDue();
    await t.app.stride.jobs.runDue();
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(received[0]!.text).toContain('<@U024BE7LH>');
    expect(received[0]!.text).toContain('Your weekly check-in is due');
    expect(received[0]!.text).toMatch(/<http:\/\/stride\.test\/[^|]+\|Open in Stride>/);
  });
});

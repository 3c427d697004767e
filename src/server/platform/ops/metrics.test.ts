import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrometheus } from '../../testing/prometheus-server';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

let t: TestApp;
let address: string;
let metricsPort: number;
let prometheus: Awaited<ReturnType<typeof startPrometheus>>;
beforeAll(async () => {
  metricsPort = await freePort();
  t = await createTestApp({
    seed: false,
    config: {
      // an SMTP server nobody runs: mails wait in the outbox
      smtpUrl: 'smtp://127.0.0.1:9',
      ops: { metricsToken: TOKEN, metricsPort, metricsHost: '127.0.0.1', shutdownTimeoutMs: 5000 },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  address = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  // a stopped jobs platform leaves what is due in the queue, as an overloaded one would
  await t.app.stride.jobs.stop();
  const { mailer, database } = t.app.stride;
  for (const to of ['a@example.test', 'b@example.test']) {
    await mailer.send({ clientId: null, to, subject: 'Hello', text: 'Hi' });
  }
  const failedMail = await mailer.send({
    clientId: null,
    to: 'c@example.test',
    subject: 'Refused',
    text: 'x',
  });
  await database.query(`UPDATE mail_outbox SET status = 'FAILED' WHERE id = $1`, [failedMail]);
  await database.query(`UPDATE jobs SET status = 'FAILED' WHERE dedupe_key = $1`, [`mail:${failedMail}`]);
  // the oldest waiting mail and due job have waited two minutes
  await database.query(
    `UPDATE mail_outbox SET created_at = created_at - interval '2 minutes' WHERE status = 'PENDING'`,
  );
  await database.query(`UPDATE jobs SET run_at = run_at - interval '2 minutes' WHERE status = 'PENDING'`);
  for (let i = 0; i < 3; i++) await fetch(`http://${address}/api/health/live`);
  await fetch(`http://${address}/api/no-such-route`);
  prometheus = await startPrometheus({ address, path: '/api/metrics', token: TOKEN });
}, 60_000);
afterAll(async () => {
  await prometheus?.stop();
  await t.close();
});

describe('Prometheus metrics (issue 34, point 2)', () => {
  it('need their token on the main port', async () => {
    expect((await fetch(`http://${address}/api/metrics`)).status).toBe(401);
    const wrong = await fetch(`http://${address}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN.slice(1)}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it('a real Prometheus scrapes them and answers them back through its query API', async () => {
    await prometheus.waitFor('up{job="stride"} == 1');
    const scraped: string[] = [];
    const one = async (expr: string) => {
      const samples = await prometheus.waitFor(expr);
      for (const { labels, value } of samples) {
        const { __name__: name, instance: _i, job: _j, ...rest } = labels;
        const shown = Object.entries(rest).map(([k, v]) => `${k}="${v}"`);
        scraped.push(`${name}${shown.length ? `{${shown.join(',')}}` : ''} ${value}`);
      }
      return samples;
    };
    const live = await one('stride_http_requests_total{route="/api/health/live",method="GET",status="200"}');
    expect(live[0].value).toBe(3);
    const unmatched = await one('stride_http_requests_total{route="unmatched",status="404"}');
    expect(unmatched[0].value).toBe(1);
    const duration = await one('stride_http_request_duration_seconds_count{route="/api/health/live"}');
    expect(duration[0].value).toBe(3);
    expect((await one('stride_jobs_queue_depth{job_name="mail.deliver"}'))[0].value).toBe(2);
    expect((await one('stride_jobs_failed{job_name="mail.deliver"}'))[0].value).toBe(1);
    expect((await one('stride_jobs_oldest_due_seconds'))[0].value).toBeGreaterThanOrEqual(120);
    expect((await one('stride_mail_outbox_pending'))[0].value).toBe(2);
    expect((await one('stride_mail_outbox_failed'))[0].value).toBe(1);
    expect((await one('stride_mail_outbox_oldest_pending_seconds'))[0].value).toBeGreaterThanOrEqual(120);
    expect((await one('stride_realtime_sockets'))[0].value).toBe(0);
    // Prometheus' own scrape holds one connection open
    expect((await one('stride_http_open_connections'))[0].value).toBeGreaterThanOrEqual(1);
    expect((await one('process_resident_memory_bytes'))[0].value).toBeGreaterThan(10_000_000);
    expect((await one('nodejs_eventloop_lag_seconds'))[0].value).toBeGreaterThanOrEqual(0);
    if (t.databaseUrl) {
      const pool = await one('stride_db_pool_connections');
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect((await one('stride_db_pool_max'))[0].value).toBe(5);
    }
    console.info(`Prometheus scraped (${t.databaseUrl ? 'PostgreSQL' : 'PGlite'}):\n${scraped.join('\n')}`);
  }, 60_000);

  it('are also served without a token on their own port, on 127.0.0.1 only', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toMatch(/^stride_mail_outbox_pending 2$/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });
});

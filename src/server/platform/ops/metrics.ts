import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DEFAULT_OPS, type OpsConfig } from '../../config';
import { access } from '../auth/access';
import type { Clock } from '../clock';
import type { Database } from '../db/client';

/** What one scrape reads from the database, once for every gauge that needs it. */
interface Snapshot {
  jobs: { name: string; due: number; pending: number; running: number; failed: number }[];
  oldestDueSeconds: number;
  mail: { pending: number; failed: number; oldestPendingSeconds: number };
}

async function readSnapshot(database: Database, now: Date): Promise<Snapshot> {
  const jobs = await database.query<{
    name: string;
    due: string;
    pending: string;
    running: string;
    failed: string;
    oldest_due: string | Date | null;
  }>(
    `SELECT name,
       count(*) FILTER (WHERE status = 'PENDING' AND run_at <= $1) AS due,
       count(*) FILTER (WHERE status = 'PENDING') AS pending,
       count(*) FILTER (WHERE status = 'RUNNING') AS running,
       count(*) FILTER (WHERE status = 'FAILED') AS failed,
       min(run_at) FILTER (WHERE status = 'PENDING' AND run_at <= $1) AS oldest_due
     FROM jobs WHERE status <> 'DONE' GROUP BY name`,
    [now.toISOString()],
  );
  const [mail] = await database.query<{ pending: string; failed: string; oldest: string | Date | null }>(
    `SELECT count(*) FILTER (WHERE status = 'PENDING') AS pending,
       count(*) FILTER (WHERE status = 'FAILED') AS failed,
       min(created_at) FILTER (WHERE status = 'PENDING') AS oldest
     FROM mail_outbox WHERE status IN ('PENDING', 'FAILED')`,
  );
  const age = (at: string | Date | null) =>
    at === null ? 0 : Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  return {
    jobs: jobs.map((j) => ({
      name: j.name,
      due: Number(j.due),
      pending: Number(j.pending),
      running: Number(j.running),
      failed: Number(j.failed),
    })),
    oldestDueSeconds: Math.max(0, ...jobs.map((j) => age(j.oldest_due))),
    mail: {
      pending: Number(mail?.pending ?? 0),
      failed: Number(mail?.failed ?? 0),
      oldestPendingSeconds: age(mail?.oldest ?? null),
    },
  };
}

export interface MetricsDeps {
  database: Database;
  clock: Clock;
  /** this instance's connected real-time clients */
  sockets: () => number;
}

/**
 * The Prometheus metrics of one instance (issue 34, point 2), through prom-client: requests and their durations
 * by route and status, the jobs platform (queue depth, oldest due job, failures by job name), the mail outbox,
 * open connections and sockets, the database pool, and the process figures prom-client collects.
 */
export function createMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'stride_http_requests_total',
    help: 'HTTP requests answered, by method, route (its template) and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'stride_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // the route's template keeps the label set small; an address no route serves counts as one
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  // one database read per scrape, shared by the gauges below
  let current: { at: number; value: Promise<Snapshot> } | null = null;
  const snapshot = () => {
    const at = Date.now();
    if (!current || at - current.at > 500) {
      current = { at, value: readSnapshot(deps.database, deps.clock.now()) };
      current.value.catch(() => {
        current = null;
      });
    }
    return current.value;
  };

  // `job_name`, not `job`: Prometheus gives `job` to the scrape job
  const jobGauge = (name: string, help: string, pick: (j: Snapshot['jobs'][number]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job_name'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const j of (await snapshot()).jobs) this.set({ job_name: j.name }, pick(j));
      },
    });
  jobGauge('stride_jobs_queue_depth', 'Jobs due now and waiting for a worker, by job name', (j) => j.due);
  jobGauge('stride_jobs_pending', 'Jobs waiting, due now or later, by job name', (j) => j.pending);
  jobGauge('stride_jobs_running', 'Jobs a worker holds now, by job name', (j) => j.running);
  jobGauge('stride_jobs_failed', 'Jobs that failed for good (kept, retryable), by job name', (j) => j.failed);
  new Gauge({
    name: 'stride_jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await snapshot()).oldestDueSeconds);
    },
  });
  const mailGauge = (name: string, help: string, pick: (m: Snapshot['mail']) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick((await snapshot()).mail));
      },
    });
  mailGauge('stride_mail_outbox_pending', 'Mails waiting to be delivered', (m) => m.pending);
  mailGauge('stride_mail_outbox_failed', 'Mails the SMTP server refused for good', (m) => m.failed);
  mailGauge(
    'stride_mail_outbox_oldest_pending_seconds',
    'How long the oldest waiting mail has waited (0 when none waits)',
    (m) => m.oldestPendingSeconds,
  );
  new Gauge({
    name: 'stride_realtime_sockets',
    help: 'Real-time (socket.io) clients connected to this instance',
    registers: [registry],
    collect() {
      this.set(deps.sockets());
    },
  });
  new Gauge({
    name: 'stride_http_open_connections',
    help: 'HTTP connections open on this instance',
    registers: [registry],
    async collect() {
      const count = await new Promise<number>((resolve) =>
        app.server.getConnections((err, n) => resolve(err ? 0 : n)),
      );
      this.set(count);
    },
  });
  const stats = deps.database.poolStats;
  if (stats) {
    new Gauge({
      name: 'stride_db_pool_connections',
      help: 'Database pool connections by state: total (open), idle, waiting (callers waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    new Gauge({
      name: 'stride_db_pool_max',
      help: 'The most connections the database pool opens',
      registers: [registry],
      collect() {
        this.set(stats().max);
      },
    });
  }
  return registry;
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function carriesToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Serves the metrics where the settings say, and nowhere by default: `GET /api/metrics` on the main port with
 * `Authorization: Bearer <METRICS_TOKEN>`, and/or `GET /metrics` on METRICS_PORT bound to METRICS_HOST
 * (127.0.0.1 unless set).
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps, ops: OpsConfig = DEFAULT_OPS) {
  if (ops.metricsToken === null && ops.metricsPort === null) return;
  const registry = createMetrics(app, deps);
  const token = ops.metricsToken;
  if (token !== null) {
    app.get(
      '/api/metrics',
      { config: { access: access.anonymous() }, schema: { hide: true } },
      async (request, reply) => {
        if (!carriesToken(request.headers.authorization, token)) {
          return reply.status(401).header('www-authenticate', 'Bearer').send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'The metrics need their bearer token.',
          });
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      },
    );
  }
  const port = ops.metricsPort;
  if (port !== null) {
    let server: Server | null = null;
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
          (err) => {
            app.log.error({ err: (err as Error).message }, 'metrics failed');
            res.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, ops.metricsHost, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }
}

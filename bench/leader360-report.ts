/**
 * The 360 report (issue 15 point 6): `GET /api/assessment/leader-360/:id/report` for a person whose closed 360
 * has 20 raters who all answered (1 manager, 6 peers, 6 direct reports, 7 others: one more "other" than a
 * nomination may ask, inserted directly to reach the figure), next to the bare Fastify primary-key SELECT
 * (bench/bare-server.ts, `GET /users/:id`) on the same database. Aim: p99 under 100 ms on PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { ITEMS_360 } from '../content/gla360';
import { startServer } from '../test/support/server-process';
import { backendPids } from './cpu';
import { cpuProfileArgs } from './cpu-profile';
import { analyze } from './gla-answers';
import { measured } from './measure';
import { interleaved, type RoundTarget } from './rounds';

const BARE = 'bare Fastify + PK SELECT';
const PERSON = 'member@demo.test';
const GROUPS = [
  ['MANAGER', 1],
  ['PEER', 6],
  ['DIRECT_REPORT', 6],
  ['OTHER', 7],
] as const;

const answers = (seed: number) =>
  Object.fromEntries(ITEMS_360.map((item, i) => [item.code, ((seed + i) % 5) + 1]));

/** A closed 360 of member@ with 20 answered raters and their comments; answers its id. */
async function addReview(target: { databaseUrl?: string; pgliteDir?: string }): Promise<number> {
  const query = async (
    run: (q: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) => Promise<number>,
  ) => {
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        return await run((sql, params) => client.query(sql, params as unknown[]));
      } finally {
        await client.end();
      }
    }
    const client = new PGlite(target.pgliteDir);
    await client.waitReady;
    try {
      return await run((sql, params) => client.query(sql, params as unknown[]));
    } finally {
      await client.close();
    }
  };
  return query(async (q) => {
    const codes = JSON.stringify(ITEMS_360.map((i) => i.code));
    const { rows } = await q(
      `INSERT INTO leader360_reviews (client_id, user_id, language, item_codes, self_answers, self_submitted_at,
         started_at, window_ends_at, closed_at)
       SELECT m.client_id, u.id, 'en', $1::jsonb, $2::jsonb, now() - interval '20 days', now() - interval '20 days',
         now() - interval '5 days', now() - interval '5 days'
       FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $3 LIMIT 1
       RETURNING id, client_id`,
      [codes, JSON.stringify(answers(0)), PERSON],
    );
    const { id, client_id } = rows[0] as { id: number; client_id: number };
    let n = 0;
    for (const [group, count] of GROUPS) {
      for (let k = 0; k < count; k++, n++) {
        await q(
          `INSERT INTO leader360_raters (review_id, client_id, grp, email, name, language, status, answers, comments,
             invited_at, answered_at)
           VALUES ($1, $2, $3, $4, $5, 'en', 'DONE', $6::jsonb, $7::jsonb, now() - interval '19 days', now() - interval '10 days')`,
          [
            id,
            client_id,
            group,
            `bench-rater${n}@x.test`,
            `Rater ${n}`,
            JSON.stringify(answers(n + 1)),
            JSON.stringify({ KEEP: `Keeps the team informed (${n}).`, CHANGE: `Delegate more (${n}).` }),
          ],
        );
      }
    }
    return id;
  });
}

async function getTarget(
  database: string,
  target: string,
  url: string,
  headers: Record<string, string>,
  pids: () => Promise<number[]>,
  connections: number,
): Promise<RoundTarget> {
  const probe = await fetch(url, { headers });
  if (probe.status !== 200) throw new Error(`${target} answered ${probe.status}: ${await probe.text()}`);
  return {
    target,
    async measure(warmup, duration) {
      if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
      const processes = await pids();
      return measured(database, target, processes, () => autocannon({ url, connections, duration, headers }));
    },
  };
}

export async function benchLeader360Report(o: {
  database: 'embedded' | 'postgres';
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: (dataDir: string) => string;
  copyDir: (label: string) => string;
  startBare: (
    env: Record<string, string>,
  ) => Promise<{ port: number; userId: number; pid: number; stop: () => Promise<void> }>;
  connections: number;
  rounds: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void };
}) {
  const reviewId = await addReview(
    o.databaseUrl ? { databaseUrl: o.databaseUrl } : { pgliteDir: o.pgliteDir(o.dataDir) },
  );
  // the planner's statistics, as autovacuum keeps them in a running database (decision 0065)
  if (o.databaseUrl) await analyze(o.databaseUrl);
  const server = await startServer({
    nodeArgs: cpuProfileArgs(`${o.database}-leader360`),
    label: `bench-${o.database}-leader360`,
    timeoutMs: 180_000,
    dataDir: o.dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: o.databaseUrl, REDIS_URL: undefined },
  });
  let bare: Awaited<ReturnType<typeof o.startBare>> | undefined;
  try {
    const login = await fetch(`${server.baseURL}/api/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PERSON, password: 'demo-password' }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const { access_token } = (await login.json()) as { access_token: string };
    const bareDir = o.databaseUrl ? o.dataDir : o.copyDir('bare-leader360');
    bare = await o.startBare(
      o.databaseUrl ? { BARE_DATABASE_URL: o.databaseUrl } : { BARE_PGLITE_DIR: o.pgliteDir(bareDir) },
    );
    const bareProcess = bare;
    const pidsOf = (pid: number) => async () => [
      pid,
      ...(o.databaseUrl ? await backendPids(o.databaseUrl) : []),
    ];
    const targets = [
      await getTarget(
        o.database,
        'GET 360 report, 20 raters (server)',
        `${server.baseURL}/api/assessment/leader-360/${reviewId}/report?languageCode=en`,
        { authorization: `Bearer ${access_token}` },
        pidsOf(server.pid),
        o.connections,
      ),
      await getTarget(
        o.database,
        BARE,
        `http://127.0.0.1:${bare.port}/users/${bare.userId}`,
        {},
        pidsOf(bareProcess.pid),
        o.connections,
      ),
    ];
    return await interleaved(targets, BARE, o.rounds);
  } finally {
    await Promise.all([server.stop({ keepData: true }), bare?.stop()]);
  }
}

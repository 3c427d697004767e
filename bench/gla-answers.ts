/**
 * The GLA's hottest write: `POST /api/assessment/answer` with a page of 10 answers, each connection saving its
 * own person's assessment (as people do), next to a bare Fastify route that upserts 10 rows in one transaction
 * on the same database (bench/bare-server.ts, `POST /answers/:id`).
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { STYLE_ITEMS } from '../content/gla';
import { startServer } from '../test/support/server-process';
import { backendPids } from './cpu';
import { measured } from './measure';
import { interleaved, type RoundTarget } from './rounds';

const PAGE = STYLE_ITEMS.slice(0, 10).map((i) => i.code);

/** One person per connection: bench1..N@demo.test in Demo Co, with the admin's password. */
/** ANALYZE on a PostgreSQL database: the planner's statistics after a bench's inserts, as autovacuum keeps them. */
export async function analyze(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

export async function addPeople(target: { databaseUrl?: string; pgliteDir?: string }, n: number) {
  const statements = [
    `INSERT INTO users (email, full_name, password_hash, status)
       SELECT 'bench' || i || '@demo.test', 'Bench ' || i,
              (SELECT password_hash FROM users WHERE email = 'admin@demo.test'), 'ACTIVE'
       FROM generate_series(1, ${n}) AS i
     ON CONFLICT DO NOTHING`,
    `INSERT INTO memberships (client_id, user_id, roles)
       SELECT m.client_id, u.id, ARRAY['USER']
       FROM users u, memberships m JOIN users a ON a.id = m.user_id AND a.email = 'admin@demo.test'
       WHERE u.email LIKE 'bench%@demo.test'
     ON CONFLICT DO NOTHING`,
  ];
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    for (const s of statements) await client.query(s);
    await client.end();
  } else {
    const client = new PGlite(target.pgliteDir);
    await client.waitReady;
    for (const s of statements) await client.query(s);
    await client.close();
  }
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs each bench person in and starts their GLA: answers the request each connection will send. */
export async function preparePeople(baseURL: string, n: number) {
  const people: { authorization: string; body: string }[] = [];
  for (let i = 1; i <= n; i++) {
    const { access_token } = await json<{ access_token: string }>(
      await fetch(`${baseURL}/api/auth/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench${i}@demo.test`, password: 'demo-password' }),
      }),
      `login of bench${i}`,
    );
    const authorization = `Bearer ${access_token}`;
    const { assessmentId } = await json<{ assessmentId: number }>(
      await fetch(`${baseURL}/api/assessment/assessment-group/gla-v2-start?languageCode=en`, {
        headers: { authorization },
      }),
      'gla-v2-start',
    );
    const userAnswers = PAGE.map((questionCode, k) => ({ questionCode, value: ((i + k) % 5) + 1 }));
    // Save and exit on page 1: a valid save that can be repeated
    people.push({ authorization, body: JSON.stringify({ assessmentId, userAnswers, lastPos: 'Style-1' }) });
  }
  return people;
}

async function load(
  url: string,
  people: { headers: Record<string, string>; body: string }[],
  connections: number,
  duration: number,
) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const ctx = context as { person?: number };
          if (ctx.person === undefined) ctx.person = next++ % people.length;
          const p = people[ctx.person];
          return { ...req, headers: { ...req.headers, ...p.headers }, body: p.body };
        },
      },
    ],
  });
}

/** A POST target of the interleaved rounds (bench/rounds.ts); checks first that it answers 200. */
async function postTarget(
  database: string,
  target: string,
  url: string,
  people: { headers: Record<string, string>; body: string }[],
  pids: () => Promise<number[]>,
  connections: number,
): Promise<RoundTarget> {
  const probe = await fetch(url, { method: 'POST', headers: people[0].headers, body: people[0].body });
  if (probe.status !== 200) throw new Error(`${target} answered ${probe.status}: ${await probe.text()}`);
  return {
    target,
    async measure(warmup, duration) {
      if (warmup > 0) await load(url, people, connections, warmup);
      const processes = await pids();
      return measured(database, target, processes, () => load(url, people, connections, duration));
    },
  };
}

const BARE = 'bare Fastify + 10-answer upsert';

/**
 * Measures the real server's POST /answer and the bare upsert on the database a first run left in `dataDir`,
 * both served at once (PGlite: the bare one on a copy of the data) in interleaved rounds (bench/rounds.ts).
 */
export async function benchAnswers(o: {
  database: 'embedded' | 'postgres';
  databaseUrl?: string;
  dataDir: string;
  /** the PGlite data directory inside a server's data directory */
  pgliteDir: (dataDir: string) => string;
  /** a copy of the server's data directory for the bare process (PGlite is single-user) */
  copyDir: (label: string) => string;
  startBare: (
    env: Record<string, string>,
  ) => Promise<{ port: number; pid: number; stop: () => Promise<void> }>;
  connections: number;
  rounds: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void };
}) {
  const people = o.connections;
  await addPeople(
    o.databaseUrl ? { databaseUrl: o.databaseUrl } : { pgliteDir: o.pgliteDir(o.dataDir) },
    people,
  );
  const server = await startServer({
    label: `bench-${o.database}-answers`,
    timeoutMs: 180_000,
    dataDir: o.dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: o.databaseUrl, REDIS_URL: undefined },
  });
  let bare: Awaited<ReturnType<typeof o.startBare>> | undefined;
  try {
    const prepared = (await preparePeople(server.baseURL, people)).map((p) => ({
      headers: { authorization: p.authorization, 'content-type': 'application/json' },
      body: p.body,
    }));
    const bareDir = o.databaseUrl ? o.dataDir : o.copyDir('bare-answers');
    bare = await o.startBare(
      o.databaseUrl ? { BARE_DATABASE_URL: o.databaseUrl } : { BARE_PGLITE_DIR: o.pgliteDir(bareDir) },
    );
    const bodies = Array.from({ length: people }, (_, i) => ({
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        assessmentId: i + 1,
        answers: PAGE.map((questionCode, k) => ({ questionCode, value: ((i + k) % 5) + 1 })),
      }),
    }));
    const bareProcess = bare;
    const targets = [
      await postTarget(
        o.database,
        'POST /answer (server)',
        `${server.baseURL}/api/assessment/answer`,
        prepared,
        async () => [server.pid, ...(o.databaseUrl ? await backendPids(o.databaseUrl) : [])],
        o.connections,
      ),
      await postTarget(
        o.database,
        BARE,
        `http://127.0.0.1:${bare.port}/answers`,
        bodies,
        async () => [bareProcess.pid, ...(o.databaseUrl ? await backendPids(o.databaseUrl) : [])],
        o.connections,
      ),
    ];
    return await interleaved(targets, BARE, o.rounds);
  } finally {
    await Promise.all([server.stop({ keepData: true }), bare?.stop()]);
  }
}

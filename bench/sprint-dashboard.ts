/**
 * Issue 9's figures: the sprint dashboard (`GET /api/team/user-sprint/summary`) for a sprint of 12 weeks with 8
 * crew members and 60 activities, next to the bare Fastify + one primary-key SELECT (bench/bare-server.ts,
 * `GET /users/:id`); and the activity create (`POST /api/team/activity`) next to a bare one-row insert
 * (`POST /activities`). Each connection is its own person with their own sprint (bench1..N@demo.test), as people
 * use it; the targets run at once and are measured in interleaved rounds (bench/rounds.ts, decision 0035).
 */
import autocannon from 'autocannon';
import { insertSprintRows } from '../src/server/modules/sprints/run/sprint-rows';
import { openDatabase } from '../src/server/platform/db/client';
import { startServer } from '../test/support/server-process';
import { backendPids } from './cpu';
import { cpuProfileArgs } from './cpu-profile';
import { addPeople, analyze } from './gla-answers';
import { measured } from './measure';
import { probeReadWrite, READS_PER_WRITE, type ReadWrite, readsWithWrites } from './reads-with-writes';
import { interleaved, type RoundTarget } from './rounds';

const ROLES = ['Manager', 'Mentor', 'Coach', 'Peer', 'Team', 'Customer', 'Other', 'Peer'] as const;
const COLUMNS = ['TODO', 'IN_PROGRESS', 'DONE'] as const;

/** One sprint in progress per bench person: 12 weeks, week 5, 8 crew members, 60 activities (20 meetings). */
export async function addSprints(target: { databaseUrl?: string; pgliteDir?: string }, n: number) {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl ?? null,
    pgliteDir: target.pgliteDir ?? 'memory://',
    poolSize: 2,
  });
  try {
    const people = await database.query<{ id: number; client_id: number }>(
      `SELECT u.id, m.client_id FROM users u JOIN memberships m ON m.user_id = u.id
       WHERE u.email LIKE 'bench%@demo.test' AND NOT EXISTS (SELECT 1 FROM sprints s WHERE s.user_id = u.id)
       ORDER BY u.id LIMIT $1`,
      [n],
    );
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const p of people) {
      await insertSprintRows(database.db, {
        clientId: p.client_id,
        userId: p.id,
        startDate: start,
        durationWeeks: 12,
        crew: ROLES.map((role, i) => ({
          name: `Crew ${i + 1}`,
          email: `crew${i + 1}.${p.id}@example.test`,
          role,
        })),
        activities: Array.from({ length: 60 }, (_, i) => ({
          title: `Activity ${i + 1}`,
          status: COLUMNS[i % 3],
          meetingStart: i % 3 === 0 ? new Date(Date.now() + (i - 30) * 86_400_000) : undefined,
          crew: i % 3 === 0 ? [i % 8, (i + 1) % 8] : [],
        })),
      });
    }
  } finally {
    await database.close();
  }
}

interface Person {
  authorization: string;
  sprintId: number;
  actionId: number;
  /** an open activity of the sprint: the one the dashboard's writes move */
  activityId: number;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function preparePeople(baseURL: string, n: number): Promise<Person[]> {
  const people: Person[] = [];
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
    type Card = { id: number; status: string };
    const { data } = await json<{
      data: {
        id: number;
        actions: { id: number; activities: Card[] }[];
        sprintCrews: unknown[];
        otherActivities: Card[];
      };
    }>(await fetch(`${baseURL}/api/team/user-sprint/summary`, { headers: { authorization } }), 'summary');
    if (data.sprintCrews.length !== 8)
      throw new Error(`bench${i}'s sprint has ${data.sprintCrews.length} crew`);
    const open = [...data.actions.flatMap((a) => a.activities), ...data.otherActivities].find(
      (a) => a.status !== 'DONE',
    );
    if (!open) throw new Error(`bench${i}'s sprint has no open activity`);
    people.push({ authorization, sprintId: data.id, actionId: data.actions[0].id, activityId: open.id });
  }
  return people;
}

type Request = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

async function load(url: string, requests: Request[], connections: number, duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: requests[0].method,
        setupRequest: (req, context) => {
          const ctx = context as { person?: number };
          if (ctx.person === undefined) ctx.person = next++ % requests.length;
          const r = requests[ctx.person];
          return { ...req, headers: { ...req.headers, ...r.headers }, ...(r.body ? { body: r.body } : {}) };
        },
      },
    ],
  });
}

function target(
  database: string,
  name: string,
  url: string,
  requests: Request[],
  pids: () => Promise<number[]>,
  connections: number,
): RoundTarget {
  return {
    target: name,
    async measure(warmup, duration) {
      if (warmup > 0) await load(url, requests, connections, warmup);
      const processes = await pids();
      return measured(database, name, processes, () => load(url, requests, connections, duration));
    },
  };
}

async function probe(url: string, r: Request, what: string) {
  const res = await fetch(url, { method: r.method, headers: r.headers, body: r.body });
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
}

export const BARE_DASHBOARD = 'bare Fastify + PK SELECT (sprint)';
export const BARE_INSERT = 'bare Fastify + 1-row insert';

/**
 * The dashboard against bare + PK SELECT, then the activity create against bare + one-row insert, each pair
 * served at once (PGlite: the bare one on a copy of the data) in interleaved rounds.
 */
export async function benchSprints(o: {
  database: 'embedded' | 'postgres';
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: (dataDir: string) => string;
  copyDir: (label: string) => string;
  startBare: (
    env: Record<string, string>,
  ) => Promise<{ port: number; pid: number; userId: number; stop: () => Promise<void> }>;
  connections: number;
  rounds: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void };
}) {
  const n = o.connections;
  const where = o.databaseUrl ? { databaseUrl: o.databaseUrl } : { pgliteDir: o.pgliteDir(o.dataDir) };
  await addPeople(where, n);
  await addSprints(where, n);
  // the planner's statistics, as autovacuum keeps them in a running database (decision 0065)
  if (o.databaseUrl) await analyze(o.databaseUrl);
  o.rounds.log(`  ${n} sprints of 12 weeks with 8 crew members and 60 activities each`);
  const server = await startServer({
    nodeArgs: cpuProfileArgs(`${o.database}-sprints`),
    label: `bench-${o.database}-sprints`,
    timeoutMs: 180_000,
    dataDir: o.dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: o.databaseUrl, REDIS_URL: undefined },
  });
  let bare: Awaited<ReturnType<typeof o.startBare>> | undefined;
  try {
    const people = await preparePeople(server.baseURL, n);
    const bareDir = o.databaseUrl ? o.dataDir : o.copyDir('bare-sprints');
    bare = await o.startBare(
      o.databaseUrl ? { BARE_DATABASE_URL: o.databaseUrl } : { BARE_PGLITE_DIR: o.pgliteDir(bareDir) },
    );
    const serverPids = async () => [server.pid, ...(o.databaseUrl ? await backendPids(o.databaseUrl) : [])];
    const b = bare;
    const barePids = async () => [b.pid, ...(o.databaseUrl ? await backendPids(o.databaseUrl) : [])];

    const dashboard = people.map(
      (p): Request => ({ method: 'GET', headers: { authorization: p.authorization } }),
    );
    const dashboardUrl = `${server.baseURL}/api/team/user-sprint/summary`;
    const bareGet: Request[] = [{ method: 'GET', headers: {} }];
    const bareGetUrl = `http://127.0.0.1:${bare.port}/users/${bare.userId}`;
    await probe(dashboardUrl, dashboard[0], 'the sprint dashboard');
    await probe(bareGetUrl, bareGet[0], BARE_DASHBOARD);
    // issue 31: each person also moves a card of their sprint every 20 reads (to the other column each time)
    const withWrites = people.map(
      (p): ReadWrite => ({
        read: {
          method: 'GET',
          path: '/api/team/user-sprint/summary',
          headers: { authorization: p.authorization },
        },
        write: {
          method: 'POST',
          path: '/api/team/activity/move',
          headers: { authorization: p.authorization, 'content-type': 'application/json' },
          body: (w) => JSON.stringify({ id: p.activityId, status: w % 2 ? 'IN_PROGRESS' : 'TODO', index: 0 }),
        },
      }),
    );
    await probeReadWrite(server.baseURL, withWrites[0], 'the sprint dashboard with writes');
    const results = await interleaved(
      [
        target(
          o.database,
          'sprint dashboard (12 weeks, 8 crew, 60 activities)',
          dashboardUrl,
          dashboard,
          serverPids,
          n,
        ),
        readsWithWrites(
          o.database,
          `sprint dashboard, a card moved every ${READS_PER_WRITE} reads`,
          server.baseURL,
          withWrites,
          serverPids,
          n,
        ),
        target(o.database, BARE_DASHBOARD, bareGetUrl, bareGet, barePids, n),
      ],
      BARE_DASHBOARD,
      o.rounds,
    );

    const create = people.map(
      (p): Request => ({
        method: 'POST',
        headers: { authorization: p.authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          sprintId: p.sprintId,
          actionId: p.actionId,
          title: 'Ask for feedback',
          kind: 'ONLINE',
        }),
      }),
    );
    const createUrl = `${server.baseURL}/api/team/activity`;
    const bareInsert = people.map(
      (p): Request => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sprintId: p.sprintId, title: 'Ask for feedback' }),
      }),
    );
    const bareInsertUrl = `http://127.0.0.1:${bare.port}/activities`;
    await probe(createUrl, create[0], 'POST /activity');
    await probe(bareInsertUrl, bareInsert[0], BARE_INSERT);
    results.push(
      ...(await interleaved(
        [
          target(o.database, 'POST /activity (create)', createUrl, create, serverPids, n),
          target(o.database, BARE_INSERT, bareInsertUrl, bareInsert, barePids, n),
        ],
        BARE_INSERT,
        o.rounds,
      )),
    );
    return results;
  } finally {
    await Promise.all([server.stop({ keepData: true }), bare?.stop()]);
  }
}

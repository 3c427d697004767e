/**
 * The team dashboard (issue 12): `GET /api/team/team-dashboard/{id}` for a team of 50 members in an organisation
 * of 10,000 people, read by its manager, next to the bare Fastify primary-key SELECT (bench/bare-server.ts), both
 * served at once and measured in interleaved rounds (bench/rounds.ts, decision 0035). PostgreSQL only: the
 * organisation's size is what it is about, and the embedded database is one process's.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { backendPids } from './cpu';
import { addPeople, analyze } from './gla-answers';
import { measured } from './measure';
import { probeReadWrite, READS_PER_WRITE, type ReadWrite, readsWithWrites } from './reads-with-writes';
import { interleaved, type RoundTarget } from './rounds';
import { login, startPostgresServer } from './server';

export const ORGANISATION = Number(process.env.BENCH_ORGANISATION ?? 10_000);
export const TEAM = 50;
const BARE = 'bare Fastify + PK SELECT (team)';

/** bench1@ manages "Bench Team"; bench2..bench50@ are its accepted members. */
async function addTeam(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const team = await client.query<{ id: number }>(
      `INSERT INTO teams (client_id, name, team_type, manager_id)
         SELECT m.client_id, 'Bench Team', 'PROJECT', u.id
         FROM users u JOIN memberships m ON m.user_id = u.id
         WHERE u.email = 'bench1@demo.test'
       RETURNING id`,
    );
    const teamId = team.rows[0].id;
    await client.query(
      `INSERT INTO team_members (team_id, client_id, user_id, member_type, status)
         SELECT t.id, t.client_id, u.id, 'TEAM_MEMBERS', 'ACCEPTED'
         FROM teams t, users u
         WHERE t.id = $1 AND u.email IN (SELECT 'bench' || i || '@demo.test' FROM generate_series(1, ${TEAM}) AS i)`,
      [teamId],
    );
    await client.query(
      `INSERT INTO team_notes (client_id, team_id, user_id, type, text)
         SELECT client_id, id, manager_id, 'FOCUS_NOTE', 'Ship the pipeline; halve on-call pages.' FROM teams WHERE id = $1`,
      [teamId],
    );
    return teamId;
  } finally {
    await client.end();
  }
}

export function getTarget(
  database: string,
  target: string,
  url: string,
  authorization: string | null,
  pids: () => Promise<number[]>,
  connections: number,
): RoundTarget {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const load = (duration: number) => autocannon({ url, connections, duration, headers });
  return {
    target,
    async measure(warmup, duration) {
      if (warmup > 0) await load(warmup);
      const processes = await pids();
      return measured(database, target, processes, () => load(duration));
    },
  };
}

/** What the team benches are given by bench/run.ts. */
export interface TeamBenchOptions {
  databaseUrl: string;
  dataDir: string;
  startBare: (
    env: Record<string, string>,
  ) => Promise<{ port: number; pid: number; userId: number; stop: () => Promise<void> }>;
  connections: number;
  rounds: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void };
}

/**
 * One signed-in GET of the built server (process serverPid) against bare Fastify + a primary-key SELECT on the
 * same database, in interleaved rounds; the bare server is stopped afterwards.
 */
export async function versusBarePkSelect(
  o: TeamBenchOptions,
  call: { label: string; url: string; authorization: string; serverPid: number },
  bareLabel: string,
  /** more targets of the same server measured in the same rounds, given its processes (server and backends) */
  more: (pids: () => Promise<number[]>) => RoundTarget[] = () => [],
) {
  const bare = await o.startBare({ BARE_DATABASE_URL: o.databaseUrl });
  try {
    const pids = (pid: number) => async () => [pid, ...(await backendPids(o.databaseUrl))];
    const targets = [
      getTarget('postgres', call.label, call.url, call.authorization, pids(call.serverPid), o.connections),
      ...more(pids(call.serverPid)),
      getTarget(
        'postgres',
        bareLabel,
        `http://127.0.0.1:${bare.port}/users/${bare.userId}`,
        null,
        pids(bare.pid),
        o.connections,
      ),
    ];
    return await interleaved(targets, bareLabel, o.rounds);
  } finally {
    await bare.stop();
  }
}

export async function benchTeamDashboard(o: TeamBenchOptions) {
  await addPeople({ databaseUrl: o.databaseUrl }, ORGANISATION);
  const teamId = await addTeam(o.databaseUrl);
  // the planner's statistics, as autovacuum keeps them in a running database (decision 0065)
  await analyze(o.databaseUrl);
  o.rounds.log(`  team dashboard: ${ORGANISATION} people in Demo Co, team ${teamId} of ${TEAM} members`);
  const server = await startPostgresServer('team-dashboard', o);
  try {
    const authorization = await login(server.baseURL, 'bench1@demo.test');
    const url = `${server.baseURL}/api/team/team-dashboard/${teamId}`;
    const probe = await fetch(url, { headers: { authorization } });
    const body = (await probe.json()) as { data?: { teamMember?: unknown[] } };
    if (probe.status !== 200 || body.data?.teamMember?.length !== TEAM) {
      throw new Error(`the team dashboard answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    // one reader alone, for scale: the latency of single requests in a row
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await (await fetch(url, { headers: { authorization } })).arrayBuffer();
      alone.push(performance.now() - t0);
    }
    o.rounds.log(`  team dashboard alone: ${alone.map((ms) => ms.toFixed(0)).join(' ')} ms`);
    // issue 31: the manager also edits the team (its description) every 20 reads, which drops the kept snapshot
    const withWrites: ReadWrite = {
      read: { method: 'GET', path: `/api/team/team-dashboard/${teamId}`, headers: { authorization } },
      write: {
        method: 'PUT',
        path: `/api/team/teams/editTeam/${teamId}`,
        headers: { authorization, 'content-type': 'application/json' },
        body: (w) => JSON.stringify({ description: `Ship the pipeline (edit ${w})` }),
      },
    };
    await probeReadWrite(server.baseURL, withWrites, 'the team dashboard with writes');
    return await versusBarePkSelect(
      o,
      {
        label: `team dashboard, ${TEAM} members, ${ORGANISATION} people`,
        url,
        authorization,
        serverPid: server.pid,
      },
      BARE,
      (pids) => [
        readsWithWrites(
          'postgres',
          `team dashboard, the team edited every ${READS_PER_WRITE} reads`,
          server.baseURL,
          [withWrites],
          pids,
          o.connections,
        ),
      ],
    );
  } finally {
    await server.stop({ keepData: true });
  }
}

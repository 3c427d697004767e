/**
 * The team sprint's kanban (issue 13): `GET /api/team/activity/findAllActivityByTeamId/{teamId}` for a team of 20
 * in a team sprint in progress with 400 activities over its 4 weeks (every member's, times converted to the
 * viewer's zone), read by a member as the board loads it: the sprint's current week, week 3 (decision 0058), next to the bare Fastify primary-key SELECT (bench/bare-server.ts), both
 * served at once and measured in interleaved rounds (bench/rounds.ts, decision 0035). PostgreSQL only.
 * BENCH_ONLY=team-kanban runs it alone.
 */
import http from 'node:http';
import pg from 'pg';
import { addPeople, analyze } from './gla-answers';
import { probeReadWrite, READS_PER_WRITE, type ReadWrite, readsWithWrites } from './reads-with-writes';
import { login, startPostgresServer } from './server';
import { type TeamBenchOptions, versusBarePkSelect } from './team-dashboard';

export const KANBAN_TEAM = 20;
export const KANBAN_ACTIVITIES = 400;
const BARE = 'bare Fastify + PK SELECT (team kanban)';
const emails = `(SELECT 'bench' || i || '@demo.test' FROM generate_series(1, ${KANBAN_TEAM}) AS i)`;

/**
 * bench1@ manages "Kanban Team" of bench1..bench20@, whose team sprint (week 3 of 4) holds 400 activities: half with
 * a meeting, one a day over the 4 weeks; half without, made over the 15 days so far; a third of them done.
 */
export async function addTeamSprint(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const team = await client.query<{ id: number; client_id: number; manager_id: number }>(
      `INSERT INTO teams (client_id, name, team_type, manager_id)
         SELECT m.client_id, 'Kanban Team', 'PROJECT', u.id
         FROM users u JOIN memberships m ON m.user_id = u.id
         WHERE u.email = 'bench1@demo.test'
       RETURNING id, client_id, manager_id`,
    );
    const { id: teamId, client_id: clientId, manager_id: managerId } = team.rows[0];
    await client.query(
      `INSERT INTO team_members (team_id, client_id, user_id, member_type, status)
         SELECT $1, $2, u.id, 'TEAM_MEMBERS', 'ACCEPTED' FROM users u WHERE u.email IN ${emails}`,
      [teamId, clientId],
    );
    const sprint = await client.query<{ id: number }>(
      `INSERT INTO sprints (client_id, user_id, team_id, sprint_type, label, status, design_step, duration_weeks,
         timezone, start_date, starts_at, ends_at, started_at, check_in_weekday)
       VALUES ($1, $2, $3, 'TEAM_SPRINT', 'Ship the pipeline', 'IN_PROGRESS', 'start', 4, 'Europe/Berlin',
         current_date - 14, now() - interval '14 days', now() + interval '14 days', now() - interval '14 days', 1)
       RETURNING id`,
      [clientId, managerId, teamId],
    );
    const sprintId = sprint.rows[0].id;
    const actions = await client.query<{ id: number }>(
      `INSERT INTO sprint_items (sprint_id, client_id, kind, label, sort_index, action_lead_id)
         SELECT $1, $2, 'ACTION', 'Action ' || i, i,
                (SELECT id FROM users WHERE email = 'bench' || (i + 2) || '@demo.test')
         FROM generate_series(0, 2) AS i
       RETURNING id`,
      [sprintId, clientId],
    );
    await client.query(
      `INSERT INTO sprint_items (sprint_id, client_id, kind, label) VALUES ($1, $2, 'BEHAVIOUR', 'Say the risk early'),
         ($1, $2, 'OUTCOME', 'Calm releases')`,
      [sprintId, clientId],
    );
    await client.query(
      `INSERT INTO sprint_team_members (sprint_id, client_id, user_id, type)
         SELECT $1, $2, u.id, CASE WHEN u.id = $3 THEN 'TEAM_MANAGER' ELSE 'OTHER' END
         FROM users u WHERE u.email IN ${emails}`,
      [sprintId, clientId, managerId],
    );
    await client.query(
      `INSERT INTO sprint_activities (sprint_id, client_id, action_id, type, kind, code, title, status, position,
         meeting_start, meeting_end, created_by, created_at, updated_at, done_at)
       SELECT $1, $2, ($3::int[])[1 + i % 3], 'ACTIVITY', 'ONLINE', 'FF', 'Activity ' || i,
              (ARRAY['TODO', 'IN_PROGRESS', 'DONE'])[1 + i % 3], i * 1024,
              CASE WHEN i % 2 = 0 THEN date_trunc('day', now()) - interval '14 days' + (i % 28) * interval '1 day'
                + interval '9 hours' END,
              CASE WHEN i % 2 = 0 THEN date_trunc('day', now()) - interval '14 days' + (i % 28) * interval '1 day'
                + interval '9 hours 30 minutes' END,
              (SELECT id FROM users WHERE email = 'bench' || (1 + i % ${KANBAN_TEAM}) || '@demo.test'),
              made, made, CASE WHEN i % 3 = 2 THEN least(now(), made + interval '1 day') END
       FROM generate_series(1, ${KANBAN_ACTIVITIES}) AS i,
            -- made during the 15 days so far (a card without a meeting belongs to the weeks it is open in)
            LATERAL (SELECT now() - interval '14 days' + (i % 15) * interval '1 day' AS made) m`,
      [sprintId, clientId, actions.rows.map((a) => a.id)],
    );
    return teamId;
  } finally {
    await client.end();
  }
}

export async function benchTeamKanban(o: TeamBenchOptions) {
  await addPeople({ databaseUrl: o.databaseUrl }, KANBAN_TEAM);
  const teamId = await addTeamSprint(o.databaseUrl);
  // the planner's statistics, as autovacuum would have them within a minute of these inserts in a running
  // database: without them the stamp's join over the sprint's activities is planned for empty tables
  await analyze(o.databaseUrl);
  o.rounds.log(
    `  team kanban: team ${teamId} of ${KANBAN_TEAM}, ${KANBAN_ACTIVITIES} activities over 4 weeks`,
  );
  const server = await startPostgresServer('team-kanban', o);
  try {
    const authorization = await login(server.baseURL, 'bench2@demo.test');
    /** an open card without a meeting of the current week: the one the team manager moves beside the reads */
    let card: number | undefined;
    // what the board loads: the sprint's current week (decision 0058); the whole sprint is asked with week=all
    const url = `${server.baseURL}/api/team/activity/findAllActivityByTeamId/${teamId}?timeZone=Europe/Berlin`;
    for (const [what, u] of [
      ['the current week', url],
      ['the whole sprint', `${url}&week=all`],
    ] as const) {
      const probe = await fetch(u, { headers: { authorization } });
      const text = await probe.text();
      const body = JSON.parse(text) as {
        data?: {
          allActivities?: Array<{ id: number; status: string; meetingStart: string | null }>;
          week?: number | null;
        };
      };
      if (u === url) card = body.data?.allActivities?.find((c) => c.status === 'TODO' && !c.meetingStart)?.id;
      const cards = body.data?.allActivities?.length ?? 0;
      if (probe.status !== 200 || cards === 0 || (u !== url && cards !== KANBAN_ACTIVITIES))
        throw new Error(`the team kanban answered ${probe.status}: ${text.slice(0, 300)}`);
      o.rounds.log(
        `  team kanban, ${what} (week ${body.data?.week ?? 'all'}): ${cards} cards, ${Buffer.byteLength(text)} bytes`,
      );
    }
    // what a browser receives: the week compressed (kept with the answer, decision 0058)
    const wire = await new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
      http
        .get(url, { headers: { authorization, 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => resolve({ encoding: String(res.headers['content-encoding']), bytes }));
        })
        .on('error', reject);
    });
    o.rounds.log(`  team kanban, the current week to a browser: ${wire.bytes} bytes (${wire.encoding})`);
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await (await fetch(url, { headers: { authorization } })).arrayBuffer();
      alone.push(performance.now() - t0);
    }
    o.rounds.log(`  team kanban alone: ${alone.map((ms) => ms.toFixed(0)).join(' ')} ms`);
    // issue 31: the team manager moves a card of the week (to the other column each time) every 20 reads
    if (card === undefined) throw new Error('the team kanban shows no open card without a meeting this week');
    const manager = await login(server.baseURL, 'bench1@demo.test');
    const withWrites: ReadWrite = {
      read: { method: 'GET', path: new URL(url).pathname + new URL(url).search, headers: { authorization } },
      write: {
        method: 'POST',
        path: '/api/team/team-sprint/activity/move',
        headers: { authorization: manager, 'content-type': 'application/json' },
        body: (w) => JSON.stringify({ id: card, status: w % 2 ? 'IN_PROGRESS' : 'TODO', index: 0 }),
      },
    };
    await probeReadWrite(server.baseURL, withWrites, 'the team kanban with writes');
    return await versusBarePkSelect(
      o,
      {
        label: `team kanban, ${KANBAN_TEAM} members, this week of ${KANBAN_ACTIVITIES} cards`,
        url,
        authorization,
        serverPid: server.pid,
      },
      BARE,
      (pids) => [
        readsWithWrites(
          'postgres',
          `team kanban, a card moved every ${READS_PER_WRITE} reads`,
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

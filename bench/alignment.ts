/**
 * The team alignment survey (issue 14), PostgreSQL only; BENCH_ONLY=alignment runs it alone.
 *
 * Set-up through the product's own calls: bench1..50@ join Demo Co's Platform Team (SQL, like the other team
 * benches), manager@ adds them to the team's running survey (`POST /api/alignment/teams/addMoreMembers`), and each
 * respondent's guest token is read from the survey link mailed to them (mail_outbox, as alignment.test.ts does).
 *
 * (a) `POST /api/alignment/guest/saveAnswers` with page 1 (8 statements), one respondent per connection (each
 *     connection saves its own respondent's page again and again: a valid save before submission), next to the
 *     bare Fastify 8-row upsert in one transaction (bench/bare-server.ts `POST /answers`, given 8 answers).
 * (b) every respondent answers all pages and submits, manager@ generates the report (timed once), then the
 *     report of 50+ respondents, `GET /api/alignment/teams/getAlignmentScaleRanks`, read by manager@ next to the
 *     bare primary-key SELECT.
 * Both in interleaved rounds (bench/rounds.ts, decision 0035).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { ALIGNMENT_STATEMENTS } from '../content/alignment';
import { backendPids } from './cpu';
import { addPeople, analyze } from './gla-answers';
import { measured } from './measure';
import { interleaved, type RoundTarget } from './rounds';
import { login, startPostgresServer } from './server';
import { getTarget } from './team-dashboard';

export const RESPONDENTS = 50;
const A = '/api/alignment';
const PAGE_SIZE = 8;
const BARE_SAVE = 'bare Fastify + 8-row upsert (alignment)';
const BARE_READ = 'bare Fastify + PK SELECT (alignment report)';
const codesOfPage = (n: number) =>
  [...ALIGNMENT_STATEMENTS]
    .sort((a, b) => a.code.localeCompare(b.code))
    .slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE)
    .map((s) => s.code);
const PAGES = Math.ceil(ALIGNMENT_STATEMENTS.length / PAGE_SIZE);

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** bench1..n@ join the Platform Team; answers its id. */
async function joinPlatformTeam(databaseUrl: string, n: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const team = await client.query<{ id: number; client_id: number }>(
      "SELECT id, client_id FROM teams WHERE name = 'Platform Team'",
    );
    const { id, client_id } = team.rows[0];
    await client.query(
      `INSERT INTO team_members (team_id, client_id, user_id, member_type, status)
         SELECT $1, $2, u.id, 'TEAM_MEMBERS', 'ACCEPTED' FROM users u
         WHERE u.email IN (SELECT 'bench' || i || '@demo.test' FROM generate_series(1, ${n}) AS i)`,
      [id, client_id],
    );
    return id;
  } finally {
    await client.end();
  }
}

/** the survey link mailed last to each bench person: their guest token */
async function tokens(databaseUrl: string, n: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const out: string[] = [];
    for (let i = 1; i <= n; i++) {
      const { rows } = await client.query<{ text_body: string }>(
        "SELECT text_body FROM mail_outbox WHERE to_address = $1 AND text_body LIKE '%team-alignment/survey%' ORDER BY id DESC LIMIT 1",
        [`bench${i}@demo.test`],
      );
      const token = decodeURIComponent(/token=([^\s&]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '');
      if (!token) throw new Error(`no survey link was mailed to bench${i}@demo.test`);
      out.push(token);
    }
    return out;
  } finally {
    await client.end();
  }
}

type Post = { path: string; body: string };

/**
 * Single requests in a row, for scale under a loaded machine: the median and the fastest of `n`, and the size of
 * the answer in bytes.
 */
async function alone(label: string, n: number, send: () => Promise<Response>, log: (m: string) => void) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await send();
    bytes = (await res.arrayBuffer()).byteLength;
    ms.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${label} answered ${res.status}`);
  }
  ms.sort((a, b) => a - b);
  log(
    `  ${label} alone: median ${ms[Math.floor(n / 2)]!.toFixed(2)} ms, fastest ${ms[0]!.toFixed(2)} ms, ${bytes} bytes`,
  );
}

/** A POST target, one body per connection (each connection one respondent); checks first that it answers 200. */
async function postTarget(
  target: string,
  origin: string,
  posts: Post[],
  pids: () => Promise<number[]>,
  connections: number,
): Promise<RoundTarget> {
  const probe = await fetch(`${origin}${posts[0].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: posts[0].body,
  });
  if (probe.status !== 200) throw new Error(`${target} answered ${probe.status}: ${await probe.text()}`);
  const load = (duration: number) => {
    let next = 0;
    return autocannon({
      url: origin,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (req, context) => {
            const ctx = context as { person?: number };
            if (ctx.person === undefined) ctx.person = next++ % posts.length;
            const p = posts[ctx.person];
            return {
              ...req,
              path: p.path,
              headers: { ...req.headers, 'content-type': 'application/json' },
              body: p.body,
            };
          },
        },
      ],
    });
  };
  return {
    target,
    async measure(warmup, duration) {
      if (warmup > 0) await load(warmup);
      const processes = await pids();
      return measured('postgres', target, processes, () => load(duration));
    },
  };
}

export async function benchAlignment(o: {
  databaseUrl: string;
  dataDir: string;
  startBare: (
    env: Record<string, string>,
  ) => Promise<{ port: number; pid: number; userId: number; stop: () => Promise<void> }>;
  connections: number;
  rounds: { rounds: number; duration: number; warmup: number; firstWarmup: number; log: (m: string) => void };
}) {
  await addPeople({ databaseUrl: o.databaseUrl }, RESPONDENTS);
  const teamId = await joinPlatformTeam(o.databaseUrl, RESPONDENTS);
  // the planner's statistics, as autovacuum keeps them in a running database (decision 0065)
  await analyze(o.databaseUrl);
  const server = await startPostgresServer('alignment', o);
  let bare: Awaited<ReturnType<typeof o.startBare>> | undefined;
  try {
    const authorization = await login(server.baseURL, 'manager@demo.test');
    const managerHeaders = { authorization, 'content-type': 'application/json' };
    await json(
      await fetch(`${server.baseURL}${A}/teams/addMoreMembers`, {
        method: 'POST',
        headers: managerHeaders,
        body: JSON.stringify({
          team_id: teamId,
          team_members: Array.from({ length: RESPONDENTS }, (_, i) => ({
            name: `Bench ${i + 1}`,
            email: `bench${i + 1}@demo.test`,
          })),
        }),
      }),
      'addMoreMembers',
    );
    const guests = await tokens(o.databaseUrl, RESPONDENTS);
    o.rounds.log(`  alignment: ${RESPONDENTS} respondents added to team ${teamId}'s survey, ${PAGES} pages`);
    const savePath = (token: string) => `${A}/guest/saveAnswers?token=${encodeURIComponent(token)}`;
    const saves: Post[] = guests.map((token, i) => ({
      path: savePath(token),
      body: JSON.stringify({
        pageNo: 1,
        answers: codesOfPage(1).map((code, k) => ({ unique_ref_id: code, answer: ((i + k) % 6) + 1 })),
      }),
    }));
    bare = await o.startBare({ BARE_DATABASE_URL: o.databaseUrl });
    const bareProcess = bare;
    const barePids = async () => [bareProcess.pid, ...(await backendPids(o.databaseUrl))];
    const serverPids = async () => [server.pid, ...(await backendPids(o.databaseUrl))];
    const bareSaves: Post[] = guests.map((_, i) => ({
      path: '/answers',
      body: JSON.stringify({
        assessmentId: 1_000_000 + i,
        answers: codesOfPage(1).map((questionCode, k) => ({ questionCode, value: ((i + k) % 6) + 1 })),
      }),
    }));
    const post = (origin: string, p: Post) => () =>
      fetch(`${origin}${p.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: p.body,
      });
    await alone('alignment saveAnswers', 50, post(server.baseURL, saves[0]!), o.rounds.log);
    await alone(
      'bare 8-row upsert (alignment)',
      50,
      post(`http://127.0.0.1:${bare.port}`, bareSaves[0]!),
      o.rounds.log,
    );
    const saveResults = await interleaved(
      [
        await postTarget(
          `alignment saveAnswers, page of ${PAGE_SIZE}`,
          server.baseURL,
          saves,
          serverPids,
          Math.min(o.connections, RESPONDENTS),
        ),
        await postTarget(
          BARE_SAVE,
          `http://127.0.0.1:${bare.port}`,
          bareSaves,
          barePids,
          Math.min(o.connections, RESPONDENTS),
        ),
      ],
      BARE_SAVE,
      o.rounds,
    );

    // (b) everyone answers every page and submits; the report is generated once, then read
    for (const [i, token] of guests.entries()) {
      for (let page = 1; page <= PAGES; page++) {
        const codes = codesOfPage(page);
        if (!codes.length) break;
        await json(
          await fetch(`${server.baseURL}${savePath(token)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              pageNo: page,
              answers: codes.map((code, k) => ({ unique_ref_id: code, answer: ((i + k + page) % 6) + 1 })),
            }),
          }),
          `saveAnswers page ${page} of bench${i + 1}`,
        );
      }
      await json(
        await fetch(`${server.baseURL}${savePath(token)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pageNo: PAGES + 1, research: { ageRange: '30-39' }, submit: true }),
        }),
        `submission of bench${i + 1}`,
      );
    }
    const t0 = performance.now();
    await json(
      await fetch(`${server.baseURL}${A}/teams/generateSurveyReport/${teamId}`, {
        method: 'POST',
        headers: { authorization },
      }),
      'generateSurveyReport',
    );
    o.rounds.log(
      `  alignment: ${RESPONDENTS} respondents submitted; report generated in ${(performance.now() - t0).toFixed(0)} ms`,
    );
    const url = `${server.baseURL}${A}/teams/getAlignmentScaleRanks?team_id=${teamId}&languageCode=en`;
    const probe = await json<{ data?: { team_alignment_sub_scale_list?: unknown[] } }>(
      await fetch(url, { headers: { authorization } }),
      'getAlignmentScaleRanks',
    );
    if (probe.data?.team_alignment_sub_scale_list?.length !== 12)
      throw new Error(`the alignment report answered ${JSON.stringify(probe).slice(0, 300)}`);
    await alone('alignment report', 50, () => fetch(url, { headers: { authorization } }), o.rounds.log);
    const reportResults = await interleaved(
      [
        getTarget(
          'postgres',
          `alignment report, ${RESPONDENTS}+ respondents`,
          url,
          authorization,
          serverPids,
          o.connections,
        ),
        getTarget(
          'postgres',
          BARE_READ,
          `http://127.0.0.1:${bare.port}/users/${bare.userId}`,
          null,
          barePids,
          o.connections,
        ),
      ],
      BARE_READ,
      o.rounds,
    );
    return [...saveResults, ...reportResults];
  } finally {
    await Promise.all([server.stop({ keepData: true }), bare?.stop()]);
  }
}

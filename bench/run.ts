/**
 * `npm run bench`: how fast the real server answers `GET /api/user/users/getUserState`, next to a bare
 * Fastify route doing one primary-key SELECT on the same database; on the embedded database, and on PostgreSQL
 * when DATABASE_URL is set (a fresh database created for the run and dropped afterwards). getUserState is
 * measured for one signed-in person (every call after the first finds the caches warm) and for 1,000 signed-in
 * people in rotation (each call another person), with the caches on (the shipped default) and off
 * (CACHE_SECONDS=0: every call checks the session and reads the person). Also the GLA's POST /answer with a page
 * of 10 answers against a bare 10-row upsert in one transaction (bench/gla-answers.ts), the login page's
 * first-load JavaScript, gzipped, against its 120 KB budget, a Lighthouse mobile run of the login page, and the
 * 360 report of a person with 20 raters (bench/leader360-report.ts; BENCH_ONLY=leader360 runs it alone).
 *
 * Like with like (bench/rounds.ts, decision 0035): the servers compared (cached, uncached, bare) run at once,
 * each with its own pool of the same size (PGlite: each on its own copy of the data), and are measured in
 * interleaved rounds; the medians of the rounds are reported, and each ratio is the median of the rounds' ratios.
 *
 * BENCH_DURATION (seconds per measure, default 10), BENCH_ROUNDS (default 5), BENCH_WARMUP (seconds before the
 * first round, default 5), BENCH_CONNECTIONS (default 50), BENCH_PEOPLE (default 1000),
 * BENCH_ONLY=lighthouse|state|answers|sprints|leader360|feedback|team-dashboard|team-kanban|alignment|fanout|assistant|digest
 * (one, or several comma-separated: they run in the order above's code, e.g. team-dashboard,team-kanban),
 * BENCH_DATABASES=embedded,postgres (either), BENCH_CPU_PROF=<dir> (V8 CPU profiles of the real servers).
 * On PostgreSQL also the crew feedback scheduler's send-out for 10,000 sprints due at once (bench/feedback-send-out.ts;
 * BENCH_ONLY=feedback runs it alone), and the daily notification digest for 10,000 people (bench/digest.ts;
 * BENCH_ONLY=digest).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { CHROMIUM_PATH, launchChromium } from '../e2e/support/browser';
import { assertWebBuilt, BUILT_INDEX, ROOT, startServer } from '../test/support/server-process';
import { benchAlignment } from './alignment';
import { benchAssistant } from './assistant';
import { backendPids } from './cpu';
import { cpuProfileArgs } from './cpu-profile';
import { benchDigest, type DigestFigure, reportDigest } from './digest';
import { benchFanout, type FanoutFigure, reportFanout } from './fanout';
import { benchFeedbackSendOut, type FeedbackSendOutFigure, reportFeedbackSendOut } from './feedback-send-out';
import { addPeople, analyze, benchAnswers } from './gla-answers';
import { benchLeader360Report } from './leader360-report';
import { lighthousePages, lighthouseTable, type PageFigure } from './lighthouse';
import { measured } from './measure';
import { interleaved, type RoundTarget, type Summary } from './rounds';
import { login } from './server';
import { benchSprints } from './sprint-dashboard';
import { benchTeamDashboard } from './team-dashboard';
import { benchTeamKanban } from './team-kanban';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** how many signed-in people take turns in the rotation measures */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 1000);
/** interleaved rounds of every comparison (bench/rounds.ts): the medians are reported */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** seconds of load before each measure, and before the first round of each target */
const WARMUP = 1;
const FIRST_WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const JS_BUDGET_BYTES = 120 * 1000;

/** the parts of the bench BENCH_ONLY may name (a comma-separated list of them); fanout and alignment run only then */
type BenchTarget =
  | 'state'
  | 'answers'
  | 'sprints'
  | 'leader360'
  | 'feedback'
  | 'team-dashboard'
  | 'team-kanban'
  | 'alignment'
  | 'fanout'
  | 'assistant'
  | 'digest';
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((t) => t.trim())
  .filter(Boolean);
/** whether the run measures `target`: every one but fanout and alignment without BENCH_ONLY, else those named */
function benchRuns(target: BenchTarget): boolean {
  return ONLY ? ONLY.includes(target) : target !== 'fanout' && target !== 'alignment';
}

/** the socket fan-out's figure (bench/fanout.ts), printed after the tables */
let fanout: FanoutFigure | null = null;

const cleanups: Array<() => Promise<void>> = [];
async function runCleanups() {
  while (cleanups.length) await cleanups.pop()!().catch((e) => console.error('cleanup failed:', e));
}
process.on('SIGINT', () => {
  void runCleanups().then(() => process.exit(130));
});

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

/** `authorizations`: one header value per request in turn (a rotation of people), or one for all. */
async function load(url: string, authorizations: string[], duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (req) =>
          authorizations.length === 0
            ? req
            : {
                ...req,
                headers: { ...req.headers, authorization: authorizations[next++ % authorizations.length] },
              },
      },
    ],
  });
}

/** The processes whose CPU time a request costs: the server and, on PostgreSQL, its backends. */
type Processes = () => Promise<number[]>;
const processesOf =
  (pid: number, databaseUrl?: string): Processes =>
  async () => [pid, ...(databaseUrl ? await backendPids(databaseUrl) : [])];

/**
 * A GET target of the interleaved rounds (bench/rounds.ts). Checks first that it answers what it should: a
 * fast 401 is not a result.
 */
async function getTarget(
  database: string,
  target: string,
  url: string,
  processes: Processes,
  authorizations: string[] = [],
): Promise<RoundTarget> {
  const probe = await fetch(url, {
    headers: authorizations.length ? { authorization: authorizations[0] } : {},
  });
  if (probe.status !== 200) throw new Error(`${target} answered ${probe.status}: ${await probe.text()}`);
  return {
    target,
    async measure(warmup, duration) {
      if (warmup > 0) await load(url, authorizations, warmup);
      const pids = await processes();
      return measured(database, target, pids, () => load(url, authorizations, duration));
    },
  };
}

/** Signs bench1..n@demo.test in once each, a few at a time (each sign-in checks an argon2 hash). */
async function loginPeople(baseURL: string, n: number): Promise<string[]> {
  const tokens: string[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      tokens[i] = await login(baseURL, `bench${i + 1}@demo.test`);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: 4 }, worker));
  log(`  signed ${n} people in (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  return tokens;
}

/** Starts bench/bare-server.ts and waits for its READY line. */
async function startBare(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const ready = await new Promise<{ port: number; userId: number; pid: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /^READY (\d+) (\d+)$/.exec(line);
      if (match) resolve({ port: Number(match[1]), userId: Number(match[2]), pid: child.pid! });
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code} before it was ready`)));
  });
  return { ...ready, stop };
}

/** The PGlite data directory inside the server's DATA_DIR (the folder holding PG_VERSION). */
function findPgliteDir(dataDir: string): string {
  const queue = [dataDir];
  while (queue.length) {
    const dir = queue.shift()!;
    const entries = readdirSync(dir);
    if (entries.includes('PG_VERSION')) return dir;
    for (const entry of entries) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) queue.push(full);
    }
  }
  throw new Error(`no PGlite data directory (PG_VERSION) under ${dataDir}`);
}

let browserLoad: { files: number; gzip: number } | null = null;
/** Lighthouse on the login page and the signed-in pages of issue 31, cold and warm (bench/lighthouse.ts) */
let lighthouseFigures: PageFigure[] = [];

/**
 * Starts the built server (on `dataDir` when given, keeping it afterwards), runs `work` against it, and stops
 * it: the embedded database is single-user, so the next process may then open it.
 */
async function withServer<T>(
  database: 'embedded' | 'postgres',
  label: string,
  options: { databaseUrl?: string; dataDir?: string; env?: Record<string, string> },
  work: (baseURL: string, dataDir: string, processes: Processes) => Promise<T>,
): Promise<T> {
  const server = await startServer({
    label: `bench-${database}-${label}`,
    timeoutMs: 180_000,
    dataDir: options.dataDir,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: undefined,
      ...options.env,
    },
  });
  cleanups.push(() => server.stop({ keepData: true }));
  try {
    return await work(server.baseURL, server.dataDir, processesOf(server.pid, options.databaseUrl));
  } finally {
    await server.stop({ keepData: true });
  }
}

const STATE_PATH = '/api/user/users/getUserState';
const BARE_STATE = 'bare Fastify + PK SELECT';

async function benchDatabase(database: 'embedded' | 'postgres', databaseUrl?: string): Promise<Summary[]> {
  log(
    `\n${database === 'embedded' ? 'Embedded database (PGlite)' : 'PostgreSQL'}: starting the built server`,
  );
  const results: Summary[] = [];
  // a fresh data directory: the first start migrates and seeds the demo data
  const dataDir = await withServer(database, 'seed', { databaseUrl }, async (baseURL, dir) => {
    if (database === 'embedded' && !ONLY) {
      browserLoad = await browserFirstLoad(baseURL);
      lighthouseFigures = await runLighthouse(baseURL);
    }
    return dir;
  });
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const startBareKept = async (env: Record<string, string>) => {
    const b = await startBare(env);
    cleanups.push(b.stop);
    return b;
  };
  const rounds = { rounds: ROUNDS, duration: DURATION, warmup: WARMUP, firstWarmup: FIRST_WARMUP, log };
  // what every comparison of a real call against a bare one is given (the sprints, the 360 report, the GLA answers)
  const comparison = (c: Copy) => ({
    database,
    databaseUrl: c.databaseUrl,
    dataDir: c.dataDir,
    pgliteDir: findPgliteDir,
    copyDir: (label: string) => copyDataDir(c.dataDir, label),
    startBare: startBareKept,
    connections: CONNECTIONS,
    rounds,
  });
  // in this order; fanout and alignment only when asked for
  const targets: Array<[BenchTarget, (c: Copy) => Promise<Summary[]>]> = [
    // issue 9: the sprint dashboard and the activity create (bench/sprint-dashboard.ts)
    ['sprints', (c) => benchSprints(comparison(c))],
    // the 360 report of a person with 20 raters (bench/leader360-report.ts)
    ['leader360', (c) => benchLeader360Report(comparison(c))],
    ['state', (c) => benchState(database, c.dataDir, c.databaseUrl)],
    // the GLA's hottest write, on the same database (bench/gla-answers.ts)
    ['answers', (c) => benchAnswers(comparison(c))],
    ['team-dashboard', (c) => teamDashboard(database, c.dataDir, c.databaseUrl)],
    // issue 13: the team sprint's kanban, a team of 20 with 400 activities (bench/team-kanban.ts), PostgreSQL only
    ['team-kanban', (c) => teamKanban(database, c.dataDir, c.databaseUrl)],
    // issue 11: one event fanned out to 1,000 sockets (bench/fanout.ts), PostgreSQL only; reported after the tables
    [
      'fanout',
      async (c) => {
        if (c.databaseUrl)
          fanout = await benchFanout({
            databaseUrl: c.databaseUrl,
            dataDir: c.dataDir,
            duration: DURATION,
            log,
          });
        return [];
      },
    ],
    // issue 14: the alignment survey's saveAnswers and report of 50 respondents (bench/alignment.ts), PostgreSQL only
    [
      'alignment',
      async (c) =>
        c.databaseUrl
          ? benchAlignment({
              databaseUrl: c.databaseUrl,
              dataDir: c.dataDir,
              startBare: startBareKept,
              connections: CONNECTIONS,
              rounds,
            })
          : [],
    ],
  ];
  for (const [target, run] of targets) {
    if (!benchRuns(target)) continue;
    // issue 31: each target on its own copy of the freshly seeded data, so no target's rows, sessions or queued
    // jobs change another's figures (its servers are stopped before the next starts)
    const copy = await seededCopy(target, dataDir, databaseUrl);
    try {
      log(`  ${database} ${target}: on a fresh copy of the seeded data; load average ${loadAverage()}`);
      results.push(...(await run(copy)));
      log(`  ${database} ${target}: done; load average ${loadAverage()}`);
    } finally {
      await copy.remove();
    }
  }
  return results;
}

/** the machine's load average over 1, 5 and 15 minutes (2 cores: above 2, the figures are shared) */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** A target's own data: a copy of the seeded data directory and, on PostgreSQL, of the seeded database. */
interface Copy {
  dataDir: string;
  databaseUrl?: string;
  remove(): Promise<void>;
}

/**
 * A copy of the seeded data for one target: the data directory copied (PGlite's database is in it), and on
 * PostgreSQL a database made from the seeded one as its template (no one is connected to it between targets).
 */
async function seededCopy(target: string, dataDir: string, databaseUrl?: string): Promise<Copy> {
  const dir = `${dataDir}-${target}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(dataDir, dir, { recursive: true });
  const removeDir = async () => rmSync(dir, { recursive: true, force: true });
  cleanups.push(removeDir);
  if (!databaseUrl) return { dataDir: dir, remove: removeDir };
  const seeded = new URL(databaseUrl);
  const name = `${seeded.pathname.slice(1)}_${target.replace(/\W/g, '_')}`;
  const admin = async (statement: string) => {
    // connected to the server's default database: the template must have no connection while it is copied
    const server = new URL(databaseUrl);
    server.pathname = '/postgres';
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // a stopped server's backends may take a moment to leave the seeded database
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(`CREATE DATABASE ${name} TEMPLATE ${seeded.pathname.slice(1)}`);
      break;
    } catch (e) {
      if (attempt === 20 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  cleanups.push(drop);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir: dir,
    databaseUrl: url.toString(),
    async remove() {
      cleanups.splice(cleanups.indexOf(drop), 1);
      cleanups.splice(cleanups.indexOf(removeDir), 1);
      await Promise.all([drop(), removeDir()]);
    },
  };
}

/** The team sprint's kanban for a team of 20 with 400 activities (bench/team-kanban.ts), PostgreSQL only. */
async function teamKanban(database: 'embedded' | 'postgres', dataDir: string, databaseUrl?: string) {
  if (database !== 'postgres' || !databaseUrl) return [];
  return benchTeamKanban({
    databaseUrl,
    dataDir,
    startBare: async (env) => {
      const b = await startBare(env);
      cleanups.push(b.stop);
      return b;
    },
    connections: CONNECTIONS,
    rounds: { rounds: ROUNDS, duration: DURATION, warmup: WARMUP, firstWarmup: FIRST_WARMUP, log },
  });
}

/** The team dashboard of a team of 50 in an organisation of 10,000 (bench/team-dashboard.ts), PostgreSQL only. */
async function teamDashboard(database: 'embedded' | 'postgres', dataDir: string, databaseUrl?: string) {
  if (database !== 'postgres' || !databaseUrl) return [];
  return benchTeamDashboard({
    databaseUrl,
    dataDir,
    startBare: async (env) => {
      const b = await startBare(env);
      cleanups.push(b.stop);
      return b;
    },
    connections: CONNECTIONS,
    rounds: { rounds: ROUNDS, duration: DURATION, warmup: WARMUP, firstWarmup: FIRST_WARMUP, log },
  });
}

/** A copy of a server's data directory for another process: PGlite is single-user (removed at the end). */
function copyDataDir(dataDir: string, label: string): string {
  const copy = `${dataDir}-${label}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(dataDir, copy, { recursive: true });
  cleanups.push(async () => rmSync(copy, { recursive: true, force: true }));
  return copy;
}

/** Starts the built server on `dataDir` (kept) and stops it at the end of the run. */
async function startOn(
  database: string,
  label: string,
  dataDir: string,
  env: Record<string, string | undefined>,
) {
  const server = await startServer({
    nodeArgs: cpuProfileArgs(`${database}-${label}`),
    label: `bench-${database}-${label}`,
    timeoutMs: 180_000,
    dataDir,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_DATA: 'true', REDIS_URL: undefined, ...env },
  });
  const stop = () => server.stop({ keepData: true });
  cleanups.push(stop);
  return { ...server, stop };
}

/**
 * getUserState with the caches on (the shipped default) and off (CACHE_SECONDS=0: every call checks the
 * session and reads the person), for one person and for 1,000 in rotation, and the bare yardstick: all five
 * served at once (PGlite: each process on its own copy of the data) and measured in interleaved rounds.
 */
async function benchState(database: 'embedded' | 'postgres', dataDir: string, databaseUrl?: string) {
  await addPeople(
    databaseUrl ? { databaseUrl } : { pgliteDir: findPgliteDir(dataDir) },
    Math.max(PEOPLE, CONNECTIONS),
  );
  // every person signs in once (a session is a row, so the copies below hold them all)
  const { people, admin } = await withServer(
    database,
    'sign-in',
    { databaseUrl, dataDir },
    async (baseURL) => ({
      people: await loginPeople(baseURL, PEOPLE),
      admin: await login(baseURL),
    }),
  );
  // PostgreSQL: the planner's statistics, as autovacuum would have them within a minute of these sign-ins and
  // of the 1,000 people in a running database (PGlite has no autovacuum: it is measured as it is)
  if (databaseUrl) await analyze(databaseUrl);
  const embedded = database === 'embedded';
  const uncachedDir = embedded ? copyDataDir(dataDir, 'uncached') : dataDir;
  const bareDir = embedded ? copyDataDir(dataDir, 'bare') : dataDir;
  const cached = await startOn(database, 'cached', dataDir, { DATABASE_URL: databaseUrl });
  const uncached = await startOn(database, 'uncached', uncachedDir, {
    DATABASE_URL: databaseUrl,
    CACHE_SECONDS: '0',
  });
  const bare = await startBare(
    databaseUrl ? { BARE_DATABASE_URL: databaseUrl } : { BARE_PGLITE_DIR: findPgliteDir(bareDir) },
  );
  cleanups.push(bare.stop);
  try {
    const cachedPids = processesOf(cached.pid, databaseUrl);
    const uncachedPids = processesOf(uncached.pid, databaseUrl);
    const targets = [
      await getTarget(database, 'getUserState, 1 person', `${cached.baseURL}${STATE_PATH}`, cachedPids, [
        admin,
      ]),
      await getTarget(
        database,
        `getUserState, ${PEOPLE} people`,
        `${cached.baseURL}${STATE_PATH}`,
        cachedPids,
        people,
      ),
      await getTarget(
        database,
        'getUserState, 1 person, no cache',
        `${uncached.baseURL}${STATE_PATH}`,
        uncachedPids,
        [admin],
      ),
      await getTarget(
        database,
        `getUserState, ${PEOPLE} people, no cache`,
        `${uncached.baseURL}${STATE_PATH}`,
        uncachedPids,
        people,
      ),
      await getTarget(
        database,
        BARE_STATE,
        `http://127.0.0.1:${bare.port}/users/${bare.userId}`,
        processesOf(bare.pid, databaseUrl),
      ),
    ];
    log(
      `  ${database}: ${ROUNDS} rounds of ${WARMUP} + ${DURATION} s per target, ${CONNECTIONS} connections`,
    );
    return await interleaved(targets, BARE_STATE, {
      rounds: ROUNDS,
      duration: DURATION,
      warmup: WARMUP,
      firstWarmup: FIRST_WARMUP,
      log,
    });
  } finally {
    await Promise.all([cached.stop(), uncached.stop(), bare.stop()]);
  }
}

async function withFreshPostgres<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `stride_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  cleanups.push(drop);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    log(`\nPostgreSQL: created database ${name} for this run`);
    return await fn(url.toString());
  } finally {
    cleanups.splice(cleanups.indexOf(drop), 1);
    await drop();
    log(`PostgreSQL: dropped database ${name}`);
  }
}

/** Every script Chromium loads for /auth/login (lazy route chunks included), each gzipped here. */
async function browserFirstLoad(baseURL: string): Promise<{ files: number; gzip: number } | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        sizes.push(response.body().then((body) => gzipSync(body).length));
      }
    });
    await page.goto(`${baseURL}/auth/login`, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    return { files: all.length, gzip: all.reduce((a, b) => a + b, 0) };
  } finally {
    await browser.close();
  }
}

/** The login page's first load: the entry script and its modulepreloads from index.html, gzipped. */
function firstLoadJs() {
  const html = readFileSync(BUILT_INDEX, 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"/.test(tag)) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) files.add(href);
  }
  if (files.size === 0) throw new Error(`no module script in ${BUILT_INDEX}`);
  return [...files].map((file) => {
    const body = readFileSync(join(ROOT, 'dist/web', file.replace(/^\//, '')));
    return { file, raw: body.length, gzip: gzipSync(body).length };
  });
}

function table(headers: string[], rows: string[][], textColumns = 2) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  log(line(headers));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) log(line(r));
}

/** Lighthouse mobile on the login page and the five signed-in pages, cold and warm, twice (bench/lighthouse.ts). */
async function runLighthouse(baseURL: string): Promise<PageFigure[]> {
  log('\nLighthouse (mobile preset, simulated throttling), signed in as a demo person:');
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  return lighthousePages(baseURL, { times: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2), log, only }).catch(
    (e: unknown) => {
      log(`Lighthouse failed: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    },
  );
}

function reportLighthouse(figures: PageFigure[]) {
  log(
    `\n==== Lighthouse mobile (issue 31 goals; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}) ====\n`,
  );
  if (!figures.length) {
    log('Lighthouse did not run (Chromium or node_modules/.bin/lighthouse missing)');
    return;
  }
  const { headers, rows } = lighthouseTable(figures);
  table(headers, rows);
}

async function main() {
  // the assistant's time to first streamed token (bench/assistant.ts): in-process, needs no web build
  if (benchRuns('assistant')) await benchAssistant(log);
  if (ONLY?.every((t) => t === 'assistant')) return;
  assertWebBuilt();
  if (process.env.BENCH_ONLY === 'lighthouse') {
    reportLighthouse(await withServer('embedded', 'lighthouse', {}, (baseURL) => runLighthouse(baseURL)));
    return;
  }
  const js = firstLoadJs();
  const measures: Summary[] = [];
  const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',').map((d) => d.trim());
  const databaseUrl = process.env.DATABASE_URL?.trim();
  // the crew feedback scheduler's bulk send-out (bench/feedback-send-out.ts): PostgreSQL only
  let feedback: FeedbackSendOutFigure | null = null;
  if (databaseUrl && databases.includes('postgres') && benchRuns('feedback'))
    feedback = await withFreshPostgres(databaseUrl, benchFeedbackSendOut);
  if (ONLY?.length === 1 && ONLY[0] === 'feedback') {
    if (feedback) reportFeedbackSendOut(feedback, log);
    else log('\nDATABASE_URL is not set: the feedback send-out bench needs PostgreSQL.');
    return;
  }
  // the daily notification digest for 10,000 people (bench/digest.ts): PostgreSQL only
  let digest: DigestFigure | null = null;
  if (databaseUrl && databases.includes('postgres') && benchRuns('digest'))
    digest = await withFreshPostgres(databaseUrl, benchDigest);
  if (ONLY?.length === 1 && ONLY[0] === 'digest') {
    if (digest) reportDigest(digest, log);
    if (fanout) reportFanout(fanout, log);
    else log('\nDATABASE_URL is not set: the digest bench needs PostgreSQL.');
    return;
  }
  if (databases.includes('embedded')) measures.push(...(await benchDatabase('embedded')));
  if (!databases.includes('postgres')) {
    log('\nBENCH_DATABASES leaves PostgreSQL out.');
  } else if (databaseUrl) {
    measures.push(...(await withFreshPostgres(databaseUrl, (url) => benchDatabase('postgres', url))));
  } else {
    log('\nDATABASE_URL is not set: PostgreSQL is skipped.');
  }

  const headers = [
    'database',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'failed',
    'req/s of bare',
    'CPU µs/req',
    'CPU of bare',
    'req/s by round',
  ];
  const row = (m: Summary) => [
    m.database,
    m.target,
    m.rps.toFixed(0),
    String(m.p50),
    String(m.p99),
    String(m.non2xx + m.errors),
    m.ratio === null ? '' : `${(m.ratio * 100).toFixed(1)}%`,
    m.cpuUs.toFixed(0),
    m.cpuRatio === null || !m.cpuRatio ? '' : `${(m.cpuRatio * 100).toFixed(1)}%`,
    m.roundsRps.map((r) => r.toFixed(0)).join(' '),
  ];
  log(
    `\n==== Results (${CONNECTIONS} connections; medians of ${ROUNDS} interleaved rounds of ${DURATION} s; ` +
      `server LOG_LEVEL=warn; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}) ====\n`,
  );
  // req/s of bare: the median over the rounds of throughput next to the yardstick's in the same round; CPU of
  // bare: the yardstick's CPU time per request over this target's, which a shared, busy machine disturbs less
  const isSprint = (m: Summary) =>
    m.target.includes('sprint') || m.target.includes('activit') || m.target.includes('insert');
  table(headers, measures.filter((m) => !m.target.includes('answer') && !isSprint(m)).map(row));
  log(
    `\n==== Sprints: the dashboard (12 weeks, 8 crew, 60 activities) and the activity create, one person per connection ====\n`,
  );
  table(headers, measures.filter(isSprint).map(row));
  log(`\n==== GLA: POST /answer with a page of 10 answers, one person per connection ====\n`);
  table(headers, measures.filter((m) => m.target.includes('answer')).map(row));

  const total = js.reduce((a, f) => a + f.gzip, 0);
  log('\n==== Login page first-load JavaScript, gzipped ====\n');
  table(
    ['file (index.html entry + modulepreload)', 'raw KB', 'gzip KB'],
    js.map((f) => [f.file, (f.raw / 1000).toFixed(1), (f.gzip / 1000).toFixed(1)]),
    1,
  );
  log(`\nindex.html entry + modulepreload: ${(total / 1000).toFixed(1)} KB gzipped in ${js.length} file(s)`);
  // What the browser really loads (lazy login-route chunks too) is the figure the budget is about.
  const measured = browserLoad ? browserLoad.gzip : total;
  if (browserLoad) {
    log(
      `Chromium loading /auth/login: ${(browserLoad.gzip / 1000).toFixed(1)} KB gzipped in ${browserLoad.files} file(s)`,
    );
  } else {
    log(
      existsSync(CHROMIUM_PATH)
        ? 'Chromium was not run (it runs on the embedded database with no BENCH_ONLY): the budget is checked on index.html alone'
        : `Chromium is missing at ${CHROMIUM_PATH}: the budget is checked on index.html alone`,
    );
  }
  const within = measured <= JS_BUDGET_BYTES;
  log(
    `Budget ${JS_BUDGET_BYTES / 1000} KB: ${(measured / 1000).toFixed(1)} KB, ` +
      `${within ? 'within budget' : 'OVER BUDGET'}`,
  );

  reportLighthouse(lighthouseFigures);

  if (feedback) reportFeedbackSendOut(feedback, log);
  if (digest) reportDigest(digest, log);
  if (fanout) reportFanout(fanout, log);

  const failed = measures.filter((m) => m.non2xx + m.errors > 0);
  if (failed.length) {
    log(`\nWARNING: failed responses during ${failed.map((m) => `${m.database} ${m.target}`).join(', ')}`);
  }
  if (!within || failed.length) process.exitCode = 1;
}

main()
  .catch(async (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(runCleanups);

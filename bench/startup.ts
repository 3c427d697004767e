/**
 * `npm run bench:startup`: how long the server takes from `node ...` to a healthy `GET /api/health`, on a fresh
 * data directory (migrations and the demo seed run) and on an existing one, three runs each, for the compiled
 * server (`node dist/server/main.js`, what `npm start` runs) and, with `--tsx`, for the TypeScript sources run
 * through tsx (what `npm run dev` runs). The compiled server must be built first (`npm run build`).
 *
 *   node --import tsx bench/startup.ts [--tsx] [--compiled] [--runs 3]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from '../test/support/server-process';

const COMMANDS = {
  tsx: ['--import', 'tsx', 'src/server/main.ts'],
  compiled: ['--enable-source-maps', 'dist/server/main.js'],
} as const;
type Kind = keyof typeof COMMANDS;

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const kinds = (['tsx', 'compiled'] as const).filter((k) => args.includes(`--${k}`));
if (kinds.length === 0) kinds.push('compiled');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Milliseconds from spawn to the first `{"status":"ok"}` from /api/health; the server is stopped after. */
async function timeToHealthy(kind: Kind, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...COMMANDS[kind]], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: undefined,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${kind} server exited with ${child.exitCode}`);
      if (performance.now() - started > 180_000) throw new Error(`${kind} server not healthy after 180 s`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(1_000),
        });
        if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') {
          return performance.now() - started;
        }
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  if (kinds.includes('compiled') && !existsSync(join(ROOT, 'dist/server/main.js'))) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const times = new Map(kinds.map((k) => [k, { fresh: [] as number[], existing: [] as number[] }]));
  // the kinds take turns within each run, so both see the same load on a shared machine
  for (let i = 0; i < RUNS; i++) {
    for (const kind of kinds) {
      const dataDir = mkdtempSync(join(tmpdir(), 'stride-startup-'));
      try {
        times.get(kind)!.fresh.push(await timeToHealthy(kind, dataDir));
        times.get(kind)!.existing.push(await timeToHealthy(kind, dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const show = (xs: number[]) =>
    `${xs.map((x) => (x / 1000).toFixed(2)).join(' / ')} s (median ${(
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] / 1000
    ).toFixed(2)} s)`;
  const rows: string[] = [];
  for (const [kind, t] of times) {
    rows.push(`${kind.padEnd(8)} fresh data directory:    ${show(t.fresh)}`);
    rows.push(`${kind.padEnd(8)} existing data directory: ${show(t.existing)}`);
  }
  process.stdout.write(`\nStart-up to a healthy /api/health (embedded database, ${RUNS} runs)\n`);
  process.stdout.write(`${rows.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

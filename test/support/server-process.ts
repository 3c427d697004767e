/**
 * Starts the real Stride server, compiled (`node dist/server/main.js`), as a child process on a free port
 * and a fresh data directory, and waits until `GET /api/health` answers. Used by the browser journeys and
 * by the benchmark, so both exercise exactly what `npm start` runs. The server bundle is rebuilt first when a
 * source file is newer than it (about 0.2 s), so a journey never runs yesterday's server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServer, SERVER_ENTRY } from '../../scripts/build-server';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BUILT_INDEX = join(ROOT, 'dist/web/index.html');

/** What the server bundle is built from. */
const SERVER_SOURCES = ['src/server', 'src/shared', 'content', 'locales'].map((dir) => join(ROOT, dir));

function newestSourceMs(): number {
  let newest = 0;
  const queue = [...SERVER_SOURCES];
  while (queue.length) {
    const dir = queue.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) queue.push(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

let serverBuilt: Promise<void> | undefined;
/** Builds dist/server when it is missing or older than a source file (once per process). */
export function ensureServerBuilt(): Promise<void> {
  serverBuilt ??= (async () => {
    if (existsSync(SERVER_ENTRY) && statSync(SERVER_ENTRY).mtimeMs >= newestSourceMs()) return;
    await buildServer({ quiet: true });
  })();
  return serverBuilt;
}

export interface StartOptions {
  /** Extra environment; `undefined` values remove a variable inherited from this process. */
  env?: Record<string, string | undefined>;
  /** Data directory; a fresh temporary one (removed on stop) when absent. */
  dataDir?: string;
  /** How long to wait for /api/health. */
  timeoutMs?: number;
  /** Label used in messages and the log file name. */
  label?: string;
  /** Extra Node options before the script, e.g. ['--cpu-prof'] (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}

export interface RunningServer {
  baseURL: string;
  /** the server's process id */
  pid: number;
  port: number;
  dataDir: string;
  logFile: string;
  /** The last lines the server printed (stdout and stderr). */
  logTail(lines?: number): string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export function assertWebBuilt(): void {
  if (!existsSync(BUILT_INDEX)) {
    throw new Error(
      `The web app is not built: ${BUILT_INDEX} is missing. Run \`npm run build\` first ` +
        '(`npm test` and `npm run bench` do this for you).',
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const label = options.label ?? 'server';
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `stride-${label}-`));
  const logFile = join(ownDataDir ? dataDir : tmpdir(), `${label}-${port}.log`);
  const log = createWriteStream(logFile);

  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    // Run as `npm start` does: no NODE_ENV from the test runner.
    NODE_ENV: undefined,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    PUBLIC_URL: `http://localhost:${port}`,
    ...options.env,
    PORT: String(port),
    DATA_DIR: dataDir,
  })) {
    if (value !== undefined) env[key] = value;
  }

  await ensureServerBuilt();
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--enable-source-maps', SERVER_ENTRY],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exitPromise = new Promise<void>((r) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      r();
    }),
  );

  const baseURL = `http://localhost:${port}`;
  const logTail = (lines = 40) => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  };

  const stop = async ({ keepData = false } = {}) => {
    if (!exited) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(killer);
    }
    log.end();
    if (ownDataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let lastError = '';
  while (Date.now() < deadline) {
    if (exited) {
      const tail = logTail();
      await stop({ keepData: true });
      throw new Error(
        `The ${label} (dist/server/main.js) exited with ${exited.code ?? exited.signal} before answering ` +
          `/api/health. Its last output (${logFile}):\n${tail}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) {
        const body = (await res.json()) as { status?: string };
        if (body.status === 'ok') return { baseURL, pid: child.pid!, port, dataDir, logFile, logTail, stop };
        lastError = `health answered ${JSON.stringify(body)}`;
      } else {
        lastError = `health answered HTTP ${res.status}`;
      }
    } catch (error) {
      lastError = (error as Error).message;
    }
    await sleep(250);
  }
  const tail = logTail();
  await stop({ keepData: true });
  throw new Error(
    `The ${label} did not answer ${baseURL}/api/health in time (last: ${lastError}). ` +
      `Its last output (${logFile}):\n${tail}`,
  );
}

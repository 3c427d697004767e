import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Clock } from './platform/clock';
import { ROOT_DIR } from './platform/root-dir';
import { createTestClock } from './platform/test-clock';

/** A setting the server cannot start with: main prints its message alone, no stack. */
export class ConfigError extends Error {}

/** Every environment variable the server reads, with its default, in one place. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when null the embedded PGlite database in dataDir (or memory) is used. */
  databaseUrl: string | null;
  /** 'memory://' keeps PGlite in memory (tests). */
  pgliteDir: string;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /**
   * idleMs: the longest silence of the model's stream before the answer ends with an error
   * (AI_STREAM_IDLE_SECONDS, default 20; 0 waits as long as the model's server keeps the connection)
   */
  ai: { baseUrl: string; apiKey: string | null; model: string; idleMs?: number } | null;
  /**
   * Tracking events are also forwarded in batches to Segment's HTTP API (or a compatible endpoint) when a write
   * key is set (SEGMENT_WRITE_KEY, SEGMENT_ENDPOINT); null: they are only stored.
   */
  segment: { writeKey: string; endpoint: string } | null;
  /**
   * Outgoing calls to addresses others chose (the chat-platform webhook, the tracking destination) never reach
   * an internal address (decision 0067-standards), except the addresses and CIDR ranges named here
   * (OUTBOUND_ALLOW, comma-separated): a collector the operator runs on the private network, or a test's peer.
   */
  outbound: { allow: string[] };
  demoData: boolean;
  logLevel: string;
  /** how long an instance may reuse sessions, plans and identity fields it read (0 turns the caches off) */
  cacheSeconds: number;
  /**
   * Behind a load balancer: which X-Forwarded-For entries to believe, counted from the right (the entries a client
   * writes itself are on the left). A number of proxy hops, or the proxies' addresses and CIDR ranges; false on a
   * directly exposed server (the socket's address is the client's). Fastify's `trustProxy` takes all three.
   */
  trustProxy: false | number | string[];
  /** password hashes (argon2id) computed at once, and how many may wait; more answer 503 (decision 0028) */
  passwordHashing: { concurrency: number; queue: number };
  /** how long a client may take to send a request, its headers, or stay idle; how many connections at once */
  httpLimits: HttpLimits;
  /** Serve the built web app from this folder when it exists. */
  webDir: string;
  version: string;
  /** the server's one clock (default: the system clock); tests pass a manual clock to move time */
  clock?: Clock;
  /** where log lines go (default: standard output); tests read them */
  logStream?: { write(line: string): void };
  /** metrics, and how long a graceful stop may take (issue 34); defaults when absent */
  ops?: OpsConfig;
}

/** Operations settings (issue 34). */
export interface OpsConfig {
  /** METRICS_TOKEN: the bearer token of `GET /api/metrics` on the main port (null: not served there) */
  metricsToken: string | null;
  /** METRICS_PORT: a separate port for `GET /metrics` without a token (null: none) */
  metricsPort: number | null;
  /** METRICS_HOST: the address of that port (default 127.0.0.1, this machine only) */
  metricsHost: string;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long a stop waits for requests and job runs in flight (default 30) */
  shutdownTimeoutMs: number;
}

export const DEFAULT_OPS: OpsConfig = {
  metricsToken: null,
  metricsPort: null,
  metricsHost: '127.0.0.1',
  shutdownTimeoutMs: 30_000,
};

/** Slow or many clients cannot hold the server (issue 19): each limit in milliseconds, and a connection cap. */
export interface HttpLimits {
  /** the whole request (headers and body) must arrive within this time, or the connection is closed (408) */
  requestTimeoutMs: number;
  /** the headers must arrive within this time (at most requestTimeoutMs) */
  headersTimeoutMs: number;
  /** a connection that sends and receives nothing for this long is closed */
  connectionTimeoutMs: number;
  /** connections served at once; more are refused at once */
  maxConnections: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  connectionTimeoutMs: 60_000,
  maxConnections: 10_000,
};

function nonNegative(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0)
    throw new ConfigError(`${name} must be a number of seconds, 0 or more; got "${v}"`);
  return n;
}

function wholeNumber(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0)
    throw new ConfigError(`${name} must be a whole number, 0 or more; got "${v}"`);
  return n;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** OUTBOUND_ALLOW: addresses and CIDR ranges outgoing calls may reach although they are internal. */
export function parseOutboundAllow(v: string | undefined): string[] {
  const entries = (v ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => PROXY_RANGE_NAMES.includes(e) || !isAddressOrRange(e));
  if (bad.length)
    throw new ConfigError(
      `OUTBOUND_ALLOW must list IP addresses and CIDR ranges separated by commas; "${bad.join(', ')}" is not one`,
    );
  return entries;
}

/**
 * TRUST_PROXY (decision 0028): off by default; a number of hops; or a comma-separated list of the proxies'
 * addresses and CIDR ranges. `true` means one hop (a single load balancer in front): the client address is the
 * right-most X-Forwarded-For entry, the one that load balancer wrote, never the left-most one the client wrote.
 */
export function parseTrustProxy(v: string | undefined): false | number | string[] {
  const value = v?.trim() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be false, true (one proxy), a number of proxies, or the proxies' addresses and CIDR ranges separated by commas; "${bad.join(', ') || value}" is none of these`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 turns a bare hop count into "trust nothing" (it cannot check
 * the immediate peer), so a count is given as proxy-addr's trust function: the socket's peer and the next
 * `hops - 1` entries from the right are proxies; the entry after them is the client. A count is for a server
 * reachable only through its proxies; a directly reachable one names them instead.
 */
export function fastifyTrustProxy(
  setting: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Whether a URL names this machine (the demo's PUBLIC_URL must, unless DEMO_DATA=true says otherwise). */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    (isIP(host) === 4 && host.startsWith('127.'))
  );
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/** A secret kept in DATA_DIR so restarts keep sessions valid; generated on first start. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const jwtSecret = env.JWT_SECRET?.trim() || persistentSecret(dataDir, 'jwt-secret');
  const oidc =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
          name: env.OIDC_NAME ?? 'Single sign-on',
        }
      : null;
  const ai = env.AI_BASE_URL
    ? {
        baseUrl: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY ?? null,
        model: env.AI_MODEL ?? 'gpt-4o-mini',
        idleMs: nonNegative(env.AI_STREAM_IDLE_SECONDS, 20, 'AI_STREAM_IDLE_SECONDS') * 1000,
      }
    : null;
  const segmentKey = env.SEGMENT_WRITE_KEY?.trim();
  const segment = segmentKey
    ? {
        writeKey: segmentKey,
        endpoint: (env.SEGMENT_ENDPOINT?.trim() || 'https://api.segment.io').replace(/\/$/, ''),
      }
    : null;
  // demo data (working accounts with a known password) stays on this machine unless asked for by name
  const demoDataExplicit = bool(env.DEMO_DATA, false);
  const demoData = bool(env.DEMO_DATA, databaseUrl === null);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  if (demoData && !demoDataExplicit && !isLocalUrl(publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL is ${publicUrl}, not this machine, and the demo data would publish its accounts, whose password is known. ` +
        'Set DEMO_DATA=true to publish the demo on purpose, or DEMO_DATA=false to run without it ' +
        '(with DATABASE_URL, or a DATA_DIR that never held the demo).',
    );
  }
  const requestTimeout = nonNegative(env.REQUEST_TIMEOUT_SECONDS, 30, 'REQUEST_TIMEOUT_SECONDS') * 1000;
  // the browser journeys move time (platform/test-clock.ts); never on a server anyone else reaches
  const testClock = bool(env.STRIDE_TEST_CLOCK, false);
  if (testClock && !isLocalUrl(publicUrl))
    throw new ConfigError(
      `STRIDE_TEST_CLOCK moves the server's time: only on this machine, not at ${publicUrl}.`,
    );
  return {
    port,
    // the demo listens on this machine only, unless HOST says otherwise
    host: env.HOST?.trim() || (demoData ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pgdata'),
    redisUrl: env.REDIS_URL?.trim() || null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Stride <no-reply@stride.local>',
    publicUrl,
    jwtSecret,
    oidc,
    ai,
    segment,
    outbound: { allow: parseOutboundAllow(env.OUTBOUND_ALLOW) },
    demoData,
    logLevel: env.LOG_LEVEL ?? 'info',
    cacheSeconds: nonNegative(env.CACHE_SECONDS, 10, 'CACHE_SECONDS'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    passwordHashing: {
      // half the cores (at least one): a sign-in flood leaves the other half to everything else
      concurrency: Math.max(
        1,
        wholeNumber(
          env.PASSWORD_HASH_CONCURRENCY,
          Math.floor(availableParallelism() / 2),
          'PASSWORD_HASH_CONCURRENCY',
        ),
      ),
      queue: wholeNumber(env.PASSWORD_HASH_QUEUE, 16, 'PASSWORD_HASH_QUEUE'),
    },
    httpLimits: {
      requestTimeoutMs: requestTimeout,
      headersTimeoutMs:
        requestTimeout > 0
          ? Math.min(requestTimeout, DEFAULT_HTTP_LIMITS.headersTimeoutMs)
          : DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      connectionTimeoutMs: nonNegative(env.IDLE_TIMEOUT_SECONDS, 60, 'IDLE_TIMEOUT_SECONDS') * 1000,
      maxConnections: nonNegative(env.MAX_CONNECTIONS, DEFAULT_HTTP_LIMITS.maxConnections, 'MAX_CONNECTIONS'),
    },
    webDir: path.resolve(env.WEB_DIR ?? path.join(ROOT_DIR, 'dist/web')),
    version: env.npm_package_version ?? '0.1.0',
    ...(testClock ? { clock: createTestClock() } : {}),
    ops: loadOpsConfig(env),
  };
}

function loadOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long (it guards the metrics).');
  const port = env.METRICS_PORT?.trim();
  const metricsPort = port ? Number(port) : null;
  if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535))
    throw new ConfigError(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  return {
    metricsToken,
    metricsPort,
    metricsHost: env.METRICS_HOST?.trim() || DEFAULT_OPS.metricsHost,
    shutdownTimeoutMs:
      nonNegative(
        env.SHUTDOWN_TIMEOUT_SECONDS,
        DEFAULT_OPS.shutdownTimeoutMs / 1000,
        'SHUTDOWN_TIMEOUT_SECONDS',
      ) * 1000,
  };
}

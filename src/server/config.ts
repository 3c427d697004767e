import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Clock } from './platform/clock';
import { ROOT_DIR } from './platform/root-dir';

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
  ai: { baseUrl: string; apiKey: string | null; model: string } | null;
  demoData: boolean;
  logLevel: string;
  /** how long an instance may reuse sessions, plans and identity fields it read (0 turns the caches off) */
  cacheSeconds: number;
  /** behind a load balancer: take the client address from X-Forwarded-For (never on a directly exposed server) */
  trustProxy: boolean;
  /** password hashes (argon2id) computed at once, and how many may wait; more answer 503 (decision 0028) */
  passwordHashing: { concurrency: number; queue: number };
  /** how long a client may take to send a request, its headers, or stay idle; how many connections at once */
  httpLimits: HttpLimits;
  /** Serve the built web app from this folder when it exists. */
  webDir: string;
  version: string;
  /** the server's one clock (default: the system clock); tests pass a manual clock to move time */
  clock?: Clock;
}

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
    throw new Error(`${name} must be a number of seconds, 0 or more; got "${v}"`);
  return n;
}

function wholeNumber(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, 0 or more; got "${v}"`);
  return n;
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
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
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
    ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY ?? null, model: env.AI_MODEL ?? 'gpt-4o-mini' }
    : null;
  const requestTimeout = nonNegative(env.REQUEST_TIMEOUT_SECONDS, 30, 'REQUEST_TIMEOUT_SECONDS') * 1000;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pgdata'),
    redisUrl: env.REDIS_URL?.trim() || null,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Stride <no-reply@stride.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret,
    oidc,
    ai,
    demoData: bool(env.DEMO_DATA, databaseUrl === null),
    logLevel: env.LOG_LEVEL ?? 'info',
    cacheSeconds: nonNegative(env.CACHE_SECONDS, 10, 'CACHE_SECONDS'),
    trustProxy: bool(env.TRUST_PROXY, false),
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
  };
}

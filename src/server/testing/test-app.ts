import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '../../shared/enums';
import { buildApp } from '../app';
import { type AppConfig, DEFAULT_HTTP_LIMITS } from '../config';
import { hashPassword } from '../modules/identity';
import { type Database, openDatabase } from '../platform/db/client';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { seedDemoData } from '../seed/seed';

export interface TestApp {
  app: FastifyInstance;
  /** the PostgreSQL database of this file (null on PGlite), for a second instance */
  databaseUrl: string | null;
  /** signs in through the real login call and answers the access token */
  login(email: string, password?: string): Promise<string>;
  /** an authorization header for a token */
  bearer(token: string): { authorization: string };
  /** adds a person to Demo Co (password demo-password) and answers their access token */
  createPerson(p: {
    email: string;
    roles: Role[];
    consented?: boolean;
    fullName?: string;
    /** true: the plan's role challenges are done, so sprints are unlocked (the shared rule, sprint-unlock.ts) */
    roleChallengesCompleted?: boolean;
  }): Promise<string>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: process.env.DATABASE_URL ?? null,
    pgliteDir: 'memory://',
    redisUrl: null,
    smtpUrl: null,
    mailFrom: 'Stride <no-reply@stride.test>',
    publicUrl: 'http://stride.test',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    oidc: null,
    ai: null,
    segment: null,
    // a test that runs a peer on 127.0.0.1 allows it by name, as an operator would (OUTBOUND_ALLOW)
    outbound: { allow: [] },
    demoData: true,
    logLevel: 'silent',
    cacheSeconds: 10,
    trustProxy: false,
    httpLimits: DEFAULT_HTTP_LIMITS,
    passwordHashing: { concurrency: 2, queue: 200 },
    webDir: '/nonexistent',
    version: 'test',
    ...overrides,
  };
}

/** A fresh, migrated database for one test file: a copy of the PGlite snapshot, or of the PostgreSQL template. */
export async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `stride_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.href, pgliteDir: '', poolSize: 5 });
    return {
      database,
      url: dbUrl.href,
      async drop() {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
  const database = await openDatabase({
    databaseUrl: null,
    pgliteDir: 'memory://',
    pgliteSnapshot: snapshot,
  });
  return { database, url: null, drop: async () => undefined };
}

/** Builds the real app on a fresh database, seeded with the demo organisations unless told otherwise. */
export async function createTestApp(
  opts: { seed?: boolean; config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const app = await buildApp(testConfig(opts.config), database);
  await app.ready();
  if (opts.seed !== false) await seedDemoData(app.stride);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/api/v1/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  };
  return {
    app,
    databaseUrl: url,
    bearer,
    login,
    async createPerson(p) {
      const { repo } = app.stride.identity;
      const demo = await repo.userByEmail('admin@demo.test');
      const membership = demo ? await repo.preferredMembership(demo.id) : null;
      if (!membership) throw new Error('createPerson needs the demo data');
      const user = await repo.createUser({
        email: p.email,
        fullName: p.fullName ?? p.email.split('@')[0],
        passwordHash: await hashPassword(DEMO_PASSWORD),
        status: 'ACTIVE',
      });
      await repo.addMembership({ clientId: membership.clientId, userId: user.id, roles: p.roles });
      if (p.consented) await repo.recordConsent(user.id, membership.clientId, 'test');
      if (p.roleChallengesCompleted)
        await repo.setRoleChallengesCompleted(user.id, membership.clientId, true);
      return login(p.email);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

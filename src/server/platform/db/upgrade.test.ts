import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hashPassword } from '../../modules/identity';
import { testConfig } from '../../testing/test-app';
import { ROOT_DIR } from '../root-dir';
import { type Database, openDatabase } from './client';
import { migrateDatabase } from './migrate';

/**
 * The oldest database we still upgrade (issue 34, point 7): the first release's schema (migration 0000_init).
 * Every later version's migrations are in `drizzle/`, so any version from 0000 on upgrades directly to today's.
 */
const OLDEST = '0000_init';

let root: string;
let database: Database;
let dropDatabase: () => Promise<void> = async () => undefined;

/** An empty database: a new PostgreSQL database in the PostgreSQL pass, otherwise PGlite in memory. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  const name = `stride_upgrade_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const a = new pg.Client({ connectionString: url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return openDatabase({ databaseUrl: dbUrl.href, pgliteDir: '', poolSize: 3 });
}

/** Applies the migrations up to and including `tag` only (a copy of drizzle/ cut after it). */
async function migrateUpTo(db: Database, tag: string) {
  const folder = path.join(root, 'drizzle');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(ROOT_DIR, 'drizzle/meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    await copyFile(path.join(ROOT_DIR, 'drizzle', `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
  if (db.kind === 'pglite') await migratePglite(db.db as any, { migrationsFolder: folder });
  // biome-ignore lint/suspicious/noExplicitAny: driver-specific database type
  else await migratePg(db.db as any, { migrationsFolder: folder });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'stride-upgrade-'));
  database = await emptyDatabase();
  await migrateUpTo(database, OLDEST);
  // data as the first release wrote it, in its own schema
  const q = database.query.bind(database);
  const [client] = await q<{ id: number }>(
    `INSERT INTO clients (name, custom_model_enabled) VALUES ('Old Timers Ltd', true) RETURNING id`,
  );
  const hash = await hashPassword('an-old-password-1');
  const [user] = await q<{ id: number }>(
    `INSERT INTO users (email, password_hash, full_name, salutation, designation, language, theme)
     VALUES ('veteran@old.test', $1, 'Vera Veteran', 'Dr', 'Head of Operations', 'de', 'default') RETURNING id`,
    [hash],
  );
  await q(`INSERT INTO memberships (client_id, user_id, roles) VALUES ($1, $2, ARRAY['USER','ADMIN'])`, [
    client.id,
    user.id,
  ]);
  await q(`INSERT INTO consents (client_id, user_id, policy_version) VALUES ($1, $2, '2026-01')`, [
    client.id,
    user.id,
  ]);
  await q(`INSERT INTO user_tags (client_id, user_id, tag) VALUES ($1, $2, 'founding-member')`, [
    client.id,
    user.id,
  ]);
  await q(`INSERT INTO subscriptions (client_id, plan_code, status) VALUES ($1, 'PREMIUM', 'ACTIVE')`, [
    client.id,
  ]);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  await rm(root, { recursive: true, force: true });
});

describe(`upgrading from the oldest supported database (${OLDEST}) keeps the data (issue 34, point 7)`, () => {
  it("today's migrations apply on top, and the old data reads back through today's API", async () => {
    await migrateDatabase(database);
    const [{ n }] = await database.query<{ n: string }>(
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(await readFile(path.join(ROOT_DIR, 'drizzle/meta/_journal.json'), 'utf8'));
    expect(Number(n)).toBe(journal.entries.length);

    const app = await buildApp(testConfig({ demoData: false }), database);
    await app.ready();
    try {
      const ready = await app.inject({ url: '/api/health/ready' });
      expect(ready.json().checks.migrations).toBe(true);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/api/v1/login',
        payload: { email: 'veteran@old.test', password: 'an-old-password-1' },
      });
      expect(login.statusCode).toBe(200);
      const state = await app.inject({
        url: '/api/user/users/getUserState',
        headers: { authorization: `Bearer ${login.json().access_token}` },
      });
      expect(state.statusCode).toBe(200);
      expect(state.json()).toMatchObject({
        fullName: 'Vera Veteran',
        salutation: 'Dr',
        designation: 'Head of Operations',
        email: 'veteran@old.test',
        clientName: 'Old Timers Ltd',
        language: 'de',
        isAgree: true,
        userTags: ['founding-member'],
      });
      expect(state.json().roles).toEqual(expect.arrayContaining(['USER', 'ADMIN']));
    } finally {
      await app.close();
    }
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../platform/db/client';
import { migrateDatabase } from '../platform/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** One template per run, so that runs from several checkouts on one PostgreSQL do not drop each other's. */
export const TEMPLATE_DB = `stride_test_template_${process.pid}`;

/**
 * Migrates once per run: a PGlite snapshot file (embedded) or a template database (DATABASE_URL) that each
 * test file copies, so every file starts from a fresh, migrated database quickly.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: tplUrl.href, pgliteDir: '', poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await c.end();
    };
  }
  const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await migrateDatabase(database);
  const blob = await dumpPglite(database);
  await database.close();
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tgz`);
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => rm(file, { force: true });
}

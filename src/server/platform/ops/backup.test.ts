import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedDemoData } from '../../seed/seed';
import { testConfig } from '../../testing/test-app';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ROOT_DIR } from '../root-dir';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup';

const run = promisify(execFile);
let root: string;
const dir = (name: string) => path.join(root, name);
const open = (dataDir: string) =>
  openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pgdata') });

/** Every table's row count and a digest of all its rows. */
async function fingerprint(database: Database) {
  const tables = await database.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const t of tables) {
    const [r] = await database.query<{ rows: string; digest: string | null }>(
      `SELECT count(*) AS rows, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest
       FROM "${t.schema}"."${t.name}" x`,
    );
    out[`${t.schema}.${t.name}`] = { rows: Number(r.rows), digest: r.digest ?? '' };
  }
  return out;
}

const cli = (script: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', `src/server/${script}`, ...args], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });

let seeded: Awaited<ReturnType<typeof fingerprint>>;

// the embedded database's own backup: the PostgreSQL pass has nothing more to show here (pg_dump is PostgreSQL's)
describe.skipIf(process.env.DATABASE_URL)(
  'backup and restore of the embedded database (issue 34, point 6)',
  () => {
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), 'stride-backup-'));
      await mkdir(dir('live'));
      await writeFile(dir('live/jwt-secret'), 'the-generated-secret', { mode: 0o600 });
      const database = await open(dir('live'));
      await migrateDatabase(database);
      const app = await buildApp(testConfig(), database);
      await app.ready();
      await app.stride.jobs.stop();
      await seedDemoData(app.stride);
      await app.close();
      seeded = await fingerprint(database);
      await database.close();
    }, 180_000);
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it('npm run backup, then npm run restore into an empty data directory: every row and the secrets come back', async () => {
      await cli('backup-cli.ts', [dir('backup')], dir('live'));
      const restored = await cli('restore-cli.ts', [dir('backup')], dir('elsewhere'));
      expect(restored.stdout).toContain('Restored the backup');
      const database = await open(dir('elsewhere'));
      try {
        const copy = await fingerprint(database);
        expect(copy).toEqual(seeded);
        // the seeded demo really is in there: people, organisations, answers, migrations
        expect(copy['public.users'].rows).toBeGreaterThan(10);
        expect(Object.values(copy).filter((t) => t.rows > 0).length).toBeGreaterThan(30);
        expect(copy['drizzle.__drizzle_migrations'].rows).toBeGreaterThan(20);
      } finally {
        await database.close();
      }
      expect(await readFile(dir('elsewhere/jwt-secret'), 'utf8')).toBe('the-generated-secret');
    }, 180_000);

    it('never overwrites: a data directory with a database, or a backup folder in use, is refused', async () => {
      await expect(restoreEmbedded(dir('backup'), dir('live'))).rejects.toThrow(
        /already holds a database; restore into an empty data directory/,
      );
      await expect(backupEmbedded(dir('live'), dir('backup'))).rejects.toThrow(BackupError);
      await expect(restoreEmbedded(dir('live'), dir('third'))).rejects.toThrow(/is not a Stride backup/);
      const failed = await cli('restore-cli.ts', [dir('backup')], dir('live')).catch((e) => e);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/^Restore failed: .*already holds a database/);
    }, 120_000);
  },
);

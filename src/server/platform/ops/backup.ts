import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { newestMigrationMillis } from './health';

/** The files of a backup folder. */
export const BACKUP_DATABASE = 'database.tar.gz';
export const BACKUP_MANIFEST = 'manifest.json';
export const BACKUP_SECRETS = 'secrets';

export interface BackupManifest {
  kind: 'pglite';
  createdAt: string;
  /** the newest migration of the version that wrote the backup (restore needs this version or a newer one) */
  newestMigration: number;
  secrets: string[];
}

/** A clear refusal the command prints without a stack. */
export class BackupError extends Error {}

/** The files Stride generated in DATA_DIR (the JWT secret ...): everything there but the database folder. */
async function secretFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  const files: string[] = [];
  for (const name of names) {
    if (name === 'pgdata') continue;
    if ((await stat(path.join(dataDir, name))).isFile()) files.push(name);
  }
  return files.sort();
}

/** Copies the generated secrets of DATA_DIR into a backup folder (also used beside pg_dump for PostgreSQL). */
export async function backupSecrets(dataDir: string, outDir: string): Promise<string[]> {
  const files = await secretFiles(dataDir);
  await mkdir(path.join(outDir, BACKUP_SECRETS), { recursive: true, mode: 0o700 });
  for (const name of files) await copyFile(path.join(dataDir, name), path.join(outDir, BACKUP_SECRETS, name));
  return files;
}

/**
 * Backs up the embedded database (issue 34, point 6): PGlite's own dump of its data folder, consistent because
 * the command is the database's only user (the server must be stopped: PGlite runs in one process), with the
 * generated secrets and a manifest, into `outDir` (which must not exist yet or be empty).
 */
export async function backupEmbedded(dataDir: string, outDir: string): Promise<BackupManifest> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!(await stat(pgdata).catch(() => null))?.isDirectory())
    throw new BackupError(`There is no embedded database in ${pgdata}.`);
  if ((await readdir(outDir).catch(() => [])).length > 0)
    throw new BackupError(`${outDir} is not empty; name a new folder for the backup.`);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const client = new PGlite(pgdata);
  try {
    await client.waitReady;
    const dump = await client.dumpDataDir('gzip');
    await writeFile(path.join(outDir, BACKUP_DATABASE), Buffer.from(await dump.arrayBuffer()), {
      mode: 0o600,
    });
  } finally {
    await client.close();
  }
  const manifest: BackupManifest = {
    kind: 'pglite',
    createdAt: new Date().toISOString(),
    newestMigration: newestMigrationMillis(),
    secrets: await backupSecrets(dataDir, outDir),
  };
  await writeFile(path.join(outDir, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup folder into an empty data directory: the database from its dump, then the secrets. A data
 * directory that already holds a database is refused (a restore never overwrites data).
 */
export async function restoreEmbedded(backupDir: string, dataDir: string): Promise<BackupManifest> {
  const manifestText = await readFile(path.join(backupDir, BACKUP_MANIFEST), 'utf8').catch(() => null);
  if (manifestText === null)
    throw new BackupError(`${backupDir} is not a Stride backup (no ${BACKUP_MANIFEST}).`);
  const manifest = JSON.parse(manifestText) as BackupManifest;
  if (manifest.kind !== 'pglite')
    throw new BackupError(`${backupDir} is not a backup of the embedded database.`);
  if (manifest.newestMigration > newestMigrationMillis())
    throw new BackupError(
      'This backup was written by a newer Stride; restore it with that version or a later one.',
    );
  const pgdata = path.join(dataDir, 'pgdata');
  if ((await readdir(pgdata).catch(() => [])).length > 0)
    throw new BackupError(`${pgdata} already holds a database; restore into an empty data directory.`);
  const existing = await secretFiles(dataDir);
  const clash = manifest.secrets.filter((s) => existing.includes(s));
  if (clash.length > 0)
    throw new BackupError(
      `${dataDir} already has ${clash.join(', ')}; restore into an empty data directory.`,
    );
  const dump = new Blob([await readFile(path.join(backupDir, BACKUP_DATABASE))]);
  await mkdir(pgdata, { recursive: true, mode: 0o700 });
  const client = new PGlite(pgdata, { loadDataDir: dump });
  try {
    await client.waitReady;
  } finally {
    await client.close();
  }
  for (const name of manifest.secrets)
    await copyFile(path.join(backupDir, BACKUP_SECRETS, name), path.join(dataDir, name));
  return manifest;
}

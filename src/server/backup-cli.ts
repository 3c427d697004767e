import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, backupEmbedded, backupSecrets } from './platform/ops/backup';

/**
 * `npm run backup [folder]`: the embedded database (stop the server first) and the generated secrets into a new
 * folder (default `backups/stride-<time>`). With DATABASE_URL only the secrets: back the database up with
 * pg_dump (see the README).
 */
try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(process.argv[2] ?? path.join('backups', `stride-${stamp}`));
  if (config.databaseUrl) {
    const secrets = await backupSecrets(config.dataDir, outDir);
    process.stdout.write(
      `Saved the secrets of ${config.dataDir} (${secrets.join(', ') || 'none'}) to ${outDir}.\n` +
        'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump --format=custom (see the README).\n',
    );
  } else {
    const manifest = await backupEmbedded(config.dataDir, outDir);
    process.stdout.write(
      `Backed up the embedded database and ${manifest.secrets.length} secret file(s) of ${config.dataDir} to ${outDir}.\n`,
    );
  }
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  process.stderr.write(`Backup failed: ${err.message}\n`);
  process.exit(1);
}

import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, restoreEmbedded } from './platform/ops/backup';

/** `npm run restore <backup folder>`: brings a backup of the embedded database back into an empty DATA_DIR. */
try {
  const from = process.argv[2];
  if (!from) throw new BackupError('Name the backup folder: npm run restore -- backups/stride-<time>');
  // the secrets come from the backup: none is generated for the empty data directory
  const config = loadConfig({ JWT_SECRET: 'restore', ...process.env });
  if (config.databaseUrl)
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
  const manifest = await restoreEmbedded(path.resolve(from), config.dataDir);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}; start the server with npm start.\n`,
  );
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  process.stderr.write(`Restore failed: ${err.message}\n`);
  process.exit(1);
}

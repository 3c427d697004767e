/**
 * Lints the generated OpenAPI document with Redocly's recommended rules (`npm run lint:openapi`): builds the app
 * on an in-memory database, writes `/api/docs` to a temporary file and runs `redocly lint` on it. Any error fails;
 * warnings are printed. Pass `--keep` to keep the file (its path is printed).
 * `info-license` is skipped: the package is private and declares no licence, and the document must not invent one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/platform/db/client';
import { migrateDatabase } from '../src/server/platform/db/migrate';

const dir = mkdtempSync(path.join(tmpdir(), 'stride-openapi-'));
const config = loadConfig({
  JWT_SECRET: 'openapi-lint-secret-that-is-long-enough',
  DATA_DIR: dir,
  DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
await migrateDatabase(database);
const app = await buildApp({ ...config, databaseUrl: null, redisUrl: null, smtpUrl: null }, database);
await app.ready();
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();

const bin = path.resolve('node_modules/.bin/redocly');
const run = spawnSync(
  bin,
  ['lint', file, '--extends', 'recommended', '--skip-rule', 'info-license', '--format', 'stylish'],
  {
    stdio: 'inherit',
  },
);
if (process.argv.includes('--keep')) console.log(`the document: ${file}`);
else rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);

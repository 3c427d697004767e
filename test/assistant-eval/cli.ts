/**
 * `npm run eval:assistant`: runs the evaluation set against a fresh embedded database with the demo data, through
 * the real chat call, and prints the report; exits non-zero below 90%. With AI_BASE_URL (AI_API_KEY, AI_MODEL)
 * set, the same set runs against that provider instead of the offline coach.
 */
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createManualClock } from '../../src/server/platform/clock';
import { openDatabase } from '../../src/server/platform/db/client';
import { migrateDatabase } from '../../src/server/platform/db/migrate';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-data';
import { seedDemoData } from '../../src/server/seed/seed';
import { evaluate, PASS_MARK, report } from './evaluate';

const clock = createManualClock();
const config = {
  ...loadConfig({ ...process.env, DATABASE_URL: undefined, DEMO_DATA: 'true', DATA_DIR: '/tmp/stride-eval' }),
  pgliteDir: 'memory://',
  logLevel: 'silent' as const,
  clock,
};
const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
await migrateDatabase(database);
const app = await buildApp(config, database);
await app.ready();
await seedDemoData(app.stride);
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/api/v1/login',
  payload: { email: 'member@demo.test', password: DEMO_PASSWORD },
});
const { results, score } = await evaluate(app, login.json().access_token as string, clock);
process.stdout.write(`${report(app.stride.assistant.engine, results, score)}\n`);
await app.close();
await database.close();
process.exit(score >= PASS_MARK ? 0 : 1);

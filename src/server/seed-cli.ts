import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { seedDemoData } from './seed/seed';

/** `npm run seed`: migrates and seeds the demo data when the database is empty. */
const config = { ...loadConfig(), demoData: true, logLevel: 'warn' };
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
await migrateDatabase(database);
const app = await buildApp(config, database);
const seeded = await seedDemoData(app.stride);
process.stdout.write(
  seeded ? 'Seeded the demo organisations.\n' : 'The database already has data; nothing seeded.\n',
);
await app.close();
await database.close();

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './seed/demo-data';
import { seedDemoData } from './seed/seed';

/** Reads config, migrates, seeds demo data on an empty database, and listens. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrateDatabase(database);
  const app = await buildApp(config, database);
  if (config.demoData) {
    const seeded = await seedDemoData(app.stride);
    if (seeded) app.log.info('seeded the demo organisations');
  }
  await app.listen({ port: config.port, host: config.host });

  const where = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Stride is running at ${where}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.demoData) {
    lines.push(`  Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const p of DEMO_PEOPLE.filter((x) => !x.invited)) {
      lines.push(
        `    ${p.email.padEnd(28)} ${[...new Set(p.memberships.flatMap((m) => m.roles))].join(', ')}`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Stride failed to start: ${err?.stack ?? err}\n`);
  process.exit(1);
});

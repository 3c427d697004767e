import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
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

  const where = config.demoData ? config.publicUrl : `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Stride is running at ${where}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.demoData) {
    lines.push(
      `  DEMO MODE: listening on ${config.host}; the demo accounts below share one known password.`,
      '  Set DEMO_DATA=false for real use (see the README).',
    );
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
  // a setting it cannot start with is told in one clear sentence; anything else with its stack
  const detail = err instanceof ConfigError ? err.message : (err?.stack ?? err);
  process.stderr.write(`Stride failed to start: ${detail}\n`);
  process.exit(1);
});

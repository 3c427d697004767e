import { buildApp } from './app';
import { ConfigError, DEFAULT_OPS, loadConfig } from './config';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { installGracefulStop } from './platform/ops/graceful-stop';
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

  // SIGTERM drains: readiness false, new requests refused, requests and job runs in flight finished (point 5)
  installGracefulStop(app, database, {
    timeoutMs: (config.ops ?? DEFAULT_OPS).shutdownTimeoutMs,
  });
}

main().catch((err) => {
  // a setting it cannot start with is told in one clear sentence; anything else with its stack
  const detail = err instanceof ConfigError ? err.message : (err?.stack ?? err);
  process.stderr.write(`Stride failed to start: ${detail}\n`);
  process.exit(1);
});

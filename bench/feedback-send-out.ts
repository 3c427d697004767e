/**
 * The crew feedback scheduler's bulk send-out (issue 10): 10,000 sprints whose first feedback send-out is due at
 * once, 3 crew members each, on a fresh PostgreSQL database. Measures one scheduler run (requests, guest links and
 * mails written set-based, in batches) until every mail is in the outbox, then a second run (idempotent: nothing).
 * The aim: all feedback mails in the outbox within 60 s. BENCH_FEEDBACK_SPRINTS (default 10000).
 * Run alone: `DATABASE_URL=postgres://... node --import tsx bench/feedback-send-out.ts`.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createManualClock } from '../src/server/platform/clock';
import { openDatabase } from '../src/server/platform/db/client';
import { migrateDatabase } from '../src/server/platform/db/migrate';

const SPRINTS = Number(process.env.BENCH_FEEDBACK_SPRINTS ?? 10_000);
const CREW = 3;
const AIM_MS = 60_000;

export interface FeedbackSendOutFigure {
  sprints: number;
  mails: number;
  firstRunMs: number;
  secondRunMs: number;
  secondRunMails: number;
}

/** Runs the measure on a database at `url` (fresh: it is migrated here). */
export async function benchFeedbackSendOut(url: string): Promise<FeedbackSendOutFigure> {
  const clock = createManualClock(new Date('2030-03-18T00:00:00Z'));
  const database = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  await migrateDatabase(database);
  const app = await buildApp(
    {
      ...loadConfig({ ...process.env, DATABASE_URL: url, DEMO_DATA: 'false', LOG_LEVEL: 'warn' }),
      clock,
      webDir: '/nonexistent',
      dataDir: '/tmp',
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    },
    database,
  );
  await app.ready();
  try {
    const q = (text: string) => database.query(text);
    await q(`INSERT INTO users (email, full_name, status)
      SELECT 'fb-owner' || i || '@example.test', 'Owner ' || i, 'ACTIVE' FROM generate_series(1, ${SPRINTS}) AS i`);
    await q(`INSERT INTO sprints (client_id, user_id, label, status, design_step, duration_weeks,
        feedback_frequency_days, check_in_weekday, check_in_time, timezone, start_date, starts_at, ends_at, started_at)
      SELECT 1, u.id, 'Bench sprint ' || u.id, 'IN_PROGRESS', 'start', 4, 7, 5, '09:00', 'UTC', '2030-03-18',
        '2030-03-18T00:00:00Z', '2030-04-15T00:00:00Z', '2030-03-18T00:00:00Z'
      FROM users u WHERE u.email LIKE 'fb-owner%@example.test'`);
    await q(`INSERT INTO sprint_crew (sprint_id, client_id, name, email, role, status, language, invited_at)
      SELECT s.id, 1, 'Crew ' || s.id || '-' || k, 'crew' || s.id || '-' || k || '@example.test', 'Peer', 'ACTIVE',
        (ARRAY['en','de','ja'])[k], s.starts_at
      FROM sprints s, generate_series(1, ${CREW}) AS k WHERE s.label LIKE 'Bench sprint %'`);
    await q('ANALYZE');
    // the first send-out (day 7, 09:00 UTC) of every sprint is due
    clock.set(new Date('2030-03-25T09:30:00Z'));
    const sendOut = app.stride.sprints.feedback.sendOut;
    const t0 = performance.now();
    const first = await sendOut();
    const firstRunMs = performance.now() - t0;
    const [{ n: mails }] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'crew%@example.test'`,
    );
    if (first.requests !== mails) throw new Error(`made ${first.requests} requests but ${mails} mails`);
    const t1 = performance.now();
    const second = await sendOut();
    const secondRunMs = performance.now() - t1;
    return { sprints: SPRINTS, mails, firstRunMs, secondRunMs, secondRunMails: second.requests };
  } finally {
    await app.close();
    await database.close();
  }
}

export function reportFeedbackSendOut(f: FeedbackSendOutFigure, log: (line: string) => void) {
  log(
    `\n==== Crew feedback send-out: ${f.sprints} sprints due at once, ${CREW} crew each (PostgreSQL) ====\n`,
  );
  log(`first run: ${f.mails} feedback mails in the outbox in ${(f.firstRunMs / 1000).toFixed(1)} s`);
  log(
    `  (${((f.mails / f.firstRunMs) * 1000).toFixed(0)} mails/s; aim: within ${AIM_MS / 1000} s:` +
      ` ${f.firstRunMs <= AIM_MS ? 'met' : 'NOT met'})`,
  );
  log(`second run: ${f.secondRunMails} mails in ${(f.secondRunMs / 1000).toFixed(2)} s (idempotent)`);
}

/** A fresh database on the server of `adminUrl`, dropped afterwards. */
export async function withFreshDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `stride_bench_fb_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) {
    process.stdout.write('DATABASE_URL is not set: the feedback send-out bench needs PostgreSQL.\n');
    process.exit(0);
  }
  withFreshDatabase(adminUrl, benchFeedbackSendOut)
    .then((f) => reportFeedbackSendOut(f, (l) => process.stdout.write(`${l}\n`)))
    .then(() => process.exit(0))
    .catch((err) => {
      process.stderr.write(`${err?.stack ?? err}\n`);
      process.exit(1);
    });
}

import { createManualClock } from '../src/server/platform/clock';
import { withInProcessApp } from './in-process-app';

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
  return withInProcessApp(url, clock, async ({ app, database }) => {
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
  });
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

/**
 * The daily notification digest for 10,000 people (issue 11) on a fresh PostgreSQL database: each person takes
 * plan comments as a daily digest and has three unread, unmailed ones. Measures the digest job at 07:00 (the
 * schedule's job, which enqueues one job per person, then those jobs run by the jobs platform of one instance)
 * until every digest is in the outbox, then a second run (idempotent: nothing). BENCH_DIGEST_PEOPLE (default
 * 10000). Run alone: `DATABASE_URL=postgres://... node --import tsx bench/digest.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createManualClock } from '../src/server/platform/clock';
import { withFreshDatabase, withInProcessApp } from './in-process-app';

const PEOPLE = Number(process.env.BENCH_DIGEST_PEOPLE ?? 10_000);
const PER_PERSON = 3;

export interface DigestFigure {
  people: number;
  mails: number;
  ms: number;
  secondRunMails: number;
}

export async function benchDigest(url: string): Promise<DigestFigure> {
  const clock = createManualClock(new Date('2030-03-18T06:00:00Z'));
  return withInProcessApp(url, clock, async ({ app, database }) => {
    const q = (text: string) => database.query(text);
    await q(`INSERT INTO users (email, full_name, status)
    SELECT 'digest' || i || '@example.test', 'Person ' || i, 'ACTIVE' FROM generate_series(1, ${PEOPLE}) AS i`);
    await q(`INSERT INTO notification_email_preferences (user_id, client_id, kind, mode, updated_at)
    SELECT u.id, 1, 'PLAN_COMMENT', 'DAILY', now() FROM users u WHERE u.email LIKE 'digest%@example.test'`);
    await q(`INSERT INTO notifications (client_id, user_id, kind, type, text_key, params, dedup_key, created_at)
    SELECT 1, u.id, 'PLAN_COMMENT', 'UPDATE', 'planComment', '{"name":"Max Manager"}'::jsonb,
      'bench:' || k, '2030-03-17T12:00:00Z'
    FROM users u, generate_series(1, ${PER_PERSON}) AS k WHERE u.email LIKE 'digest%@example.test'`);
    await q('ANALYZE');
    clock.set(new Date('2030-03-18T07:00:00Z'));
    const mailsNow = async () =>
      (
        await database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'digest%@example.test'`,
        )
      )[0].n;
    const t0 = performance.now();
    await app.stride.jobs.enqueue('notification.digest', {});
    while ((await app.stride.jobs.runDue(['notification.digest', 'notification.digestOne'])) > 0) {}
    const ms = performance.now() - t0;
    const mails = await mailsNow();
    if (mails !== PEOPLE) throw new Error(`${PEOPLE} people but ${mails} digests`);
    clock.advance(60_000);
    await app.stride.jobs.enqueue('notification.digest', {});
    while ((await app.stride.jobs.runDue(['notification.digest', 'notification.digestOne'])) > 0) {}
    return { people: PEOPLE, mails, ms, secondRunMails: (await mailsNow()) - mails };
  });
}

export function reportDigest(f: DigestFigure, log: (line: string) => void) {
  log(`\n==== Daily digest: ${f.people} people, ${PER_PERSON} unread each (PostgreSQL) ====\n`);
  log(
    `all ${f.mails} digests in the outbox ${(f.ms / 1000).toFixed(1)} s after the 07:00 job started` +
      ` (${((f.mails / f.ms) * 1000).toFixed(0)} digests/s)`,
  );
  log(`second run: ${f.secondRunMails} more digests (idempotent)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (!adminUrl) {
    process.stdout.write('DATABASE_URL is not set: the digest bench needs PostgreSQL.\n');
    process.exit(0);
  }
  withFreshDatabase(adminUrl, benchDigest)
    .then((f) => reportDigest(f, (l) => process.stdout.write(`${l}\n`)))
    .then(() => process.exit(0))
    .catch((err) => {
      process.stderr.write(`${err?.stack ?? err}\n`);
      process.exit(1);
    });
}

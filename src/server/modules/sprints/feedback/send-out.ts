import { dueSendOut, FEEDBACK_DEADLINE_DAYS } from '../../../../shared/domain/feedback-send-outs';
import type { Language } from '../../../../shared/enums';
import type { Db } from '../../../platform/db/client';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import { defineJob, defineSchedule } from '../../../platform/jobs/types';
import type { SprintsDeps } from '../deps';
import { feedbackMailRenderer } from './mails';
import type { FeedbackRepo, MailableRequest } from './repo';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** makes the feedback requests due now (one per active crew member) and sends their mails and reminders */
    'sprint.feedbackSendOut': Record<string, never>;
  }
}

/** The scheduler looks for due send-outs and reminders this often. */
export const SEND_OUT_EVERY_MS = 5 * 60_000;
/** Sprints are written in transactions of at most this many (a bulk send-out: 10,000 sprints at once). */
const SPRINTS_PER_TRANSACTION = 2000;
const DAY_MS = 86_400_000;

export type SendOutDeps = Pick<
  SprintsDeps,
  'db' | 'clock' | 'mailer' | 'guestTokens' | 'publicUrl' | 'people'
>;

/**
 * The crew feedback scheduler (a job of the jobs platform every 5 minutes: durable, run by one instance at a time).
 * For each sprint in progress it finds the send-out due now (sprint time, the person's zone) and makes one request
 * per active crew member in one set-based INSERT ... ON CONFLICT DO NOTHING RETURNING; only the rows made by this
 * run are mailed, in the same transaction, so a repeated or concurrent run mails nothing twice. Reminders the crew
 * asked for are claimed the same way.
 */
export function createSendOut(deps: SendOutDeps, repo: FeedbackRepo) {
  /** The guest links (expiring at each request's deadline) and mails of freshly made or claimed requests. */
  async function mailAll(
    kind: 'request' | 'reminder',
    rows: readonly MailableRequest[],
    sprintsById: Map<number, { label: string; userId: number }>,
    names: Map<number, { fullName: string; language: string }>,
    tx: Db,
  ) {
    if (!rows.length) return;
    const tokens = await deps.guestTokens.issueMany(
      rows.map((r) => ({
        clientId: r.clientId,
        purpose: 'CREW_FEEDBACK' as const,
        objectId: r.crewId,
        email: r.email,
        expiresAt: r.deadlineAt,
      })),
      tx,
    );
    const render = feedbackMailRenderer(deps.publicUrl);
    await deps.mailer.sendMany(
      rows.map((r, i) => {
        const s = sprintsById.get(r.sprintId);
        const person = s ? names.get(s.userId) : undefined;
        return render({
          kind,
          lng: recipientLanguage({ person: r.language }) as Language,
          clientId: r.clientId,
          to: r.email,
          name: r.name,
          personName: person?.fullName ?? '',
          sprintLabel: s?.label ?? '',
          type: r.type,
          deadlineAt: r.deadlineAt,
          token: tokens[i],
        });
      }),
      tx,
    );
  }

  /** One run: answers how many request and reminder mails it wrote. */
  async function run(): Promise<{ requests: number; reminders: number }> {
    const now = deps.clock.now();
    // a final send-out may be due up to its deadline after the sprint's last day
    const running = await repo.runningSprints(now, FEEDBACK_DEADLINE_DAYS * DAY_MS);
    // sprints on the same schedule (start day, length, zone, check-in slot, frequency) share its computation
    const schedules = new Map<string, ReturnType<typeof dueSendOut>>();
    const due = running.flatMap((s) => {
      if (!s.startDate) return [];
      const schedule = { ...s, startDate: s.startDate };
      const key = [
        s.startDate,
        s.durationWeeks,
        s.extendedWeeks,
        s.timezone,
        s.checkInWeekday,
        s.checkInTime,
        s.feedbackFrequencyDays,
      ].join('|');
      if (!schedules.has(key)) schedules.set(key, dueSendOut(now, schedule));
      const o = schedules.get(key);
      return o ? [{ sprintId: s.id, userId: s.userId, ...o }] : [];
    });
    const sprintsById = new Map(running.map((s) => [s.id, { label: s.label, userId: s.userId }]));
    // people are read before the transactions (one connection on the embedded database)
    const names = await deps.people.peopleByIds([...new Set(running.map((s) => s.userId))]);
    let requests = 0;
    for (let i = 0; i < due.length; i += SPRINTS_PER_TRANSACTION) {
      const chunk = due.slice(i, i + SPRINTS_PER_TRANSACTION);
      requests += await deps.db.transaction(async (tx) => {
        const made = await repo.insertRequests(chunk, tx);
        await mailAll('request', made, sprintsById, names, tx);
        await repo.markMailed(
          made.map((r) => r.id),
          now,
          tx,
        );
        return made.length;
      });
    }
    const reminders = await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimReminders(now, tx);
      if (!claimed.length) return 0;
      // a reminder is before its deadline, so its sprint is among the running ones read above
      await mailAll('reminder', claimed, sprintsById, names, tx);
      return claimed.length;
    });
    return { requests, reminders };
  }

  return {
    run,
    jobs: [
      defineJob({
        name: 'sprint.feedbackSendOut',
        maxAttempts: 3,
        handler: async () => {
          await run();
        },
      }),
    ],
    schedules: [
      defineSchedule({
        key: 'sprint.feedbackSendOut',
        job: 'sprint.feedbackSendOut',
        payload: {},
        every: { ms: SEND_OUT_EVERY_MS },
      }),
    ],
  };
}
export type SendOut = ReturnType<typeof createSendOut>;

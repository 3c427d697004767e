import { EMAILED_KINDS, type EmailedKind, type EmailMode } from '../../../../shared/contracts/notifications';
import type { Principal } from '../../../platform/auth/access';
import type { GuestGrant, GuestTokenService } from '../../../platform/auth/guest-tokens';
import type { Db } from '../../../platform/db/client';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import { defineJob, defineSchedule } from '../../../platform/jobs/types';
import type { Mailer } from '../../../platform/mail/outbox';
import type { NotificationsDeps } from '../deps';
import type { NotificationRow } from '../tables';
import { digestMail, notificationMail } from './mails';
import type { EmailRepo } from './repo';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** writes today's daily digests, set-based in batches of people */
    'notification.digest': Record<string, never>;
    /** one person's daily digest (deduplicated per person and day; jobs queued before decision 0056) */
    'notification.digestOne': { userId: number; clientId: number; day: string };
  }
}

/** The daily digest goes out at 07:00 UTC. */
export const DIGEST_CRON = '0 7 * * *';
/** People whose digests one transaction writes. */
const DIGEST_BATCH = 500;
/** One-click unsubscribe links live a year. */
const UNSUBSCRIBE_DAYS = 365;
const DEFAULT_MODE: EmailMode = 'IMMEDIATE';

const isEmailed = (kind: string): kind is EmailedKind => (EMAILED_KINDS as readonly string[]).includes(kind);

export interface EmailDeps extends Pick<NotificationsDeps, 'db' | 'clock' | 'jobs' | 'people'> {
  mailer: Mailer;
  guestTokens: GuestTokenService;
  publicUrl: string;
}

/**
 * Notification e-mail: the kinds that matter go out in the person's language at once, in a daily digest or never,
 * as the person chooses per kind in the profile; every mail carries a one-click unsubscribe link (a guest token of
 * its own purpose, List-Unsubscribe + List-Unsubscribe-Post) that needs no sign-in.
 */
export function createEmailService(deps: EmailDeps, repo: EmailRepo) {
  /** The person (read before the transaction: PGlite has one connection) and their unsubscribe link (in it). */
  async function personOf(userId: number) {
    return deps.people.byId(userId);
  }
  type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

  async function recipient(person: Person, clientId: number, tx: Db) {
    const token = await deps.guestTokens.issue(
      {
        clientId,
        purpose: 'NOTIFICATION_UNSUBSCRIBE',
        objectId: person.id,
        email: person.email,
        ttlDays: UNSUBSCRIBE_DAYS,
      },
      tx,
    );
    return {
      lng: recipientLanguage({ person: person.language }),
      clientId,
      to: person.email,
      name: person.fullName,
      unsubscribeUrl: `${deps.publicUrl}/api/notification/notification/ui/unsubscribe?token=${token}`,
      unsubscribePage: `${deps.publicUrl}/notifications/unsubscribe?token=${token}`,
      profileUrl: `${deps.publicUrl}/profile/general-settings`,
    };
  }

  const linkOf = (n: Pick<NotificationRow, 'route'>) =>
    `${deps.publicUrl}${n.route ?? '/dashboard/main-dashboard'}`;

  /** The immediate mail of a delivered notification (once: the row is claimed in the mail's transaction). */
  async function mailNow(n: NotificationRow) {
    if (!isEmailed(n.kind)) return;
    const mode = (await repo.modeFor(n.userId, n.kind)) ?? DEFAULT_MODE;
    if (mode !== 'IMMEDIATE' || n.mailedAt) return;
    const person = await personOf(n.userId);
    if (!person) return;
    await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimForMail(n.id, deps.clock.now(), tx);
      if (!claimed) return;
      const r = await recipient(person, n.clientId, tx);
      await deps.mailer.send(notificationMail(r, claimed, linkOf(claimed)), tx);
    });
  }

  /**
   * The daily digest, set-based (decision 0056): in batches of DIGEST_BATCH people, their names and addresses in one
   * read (before the transaction: PGlite has one connection), then one transaction claims all their digest rows in
   * one statement and writes one mail per person and organisation. A claimed row is never mailed again, so a
   * retried or concurrent run sends nothing twice.
   */
  async function sendDigests(): Promise<number> {
    let mailed = 0;
    for (;;) {
      const recipients = await repo.digestRecipients(DIGEST_BATCH);
      if (!recipients.length) return mailed;
      const userIds = [...new Set(recipients.map((r) => r.userId))];
      const people = await deps.people.byIds(userIds);
      mailed += await deps.db.transaction(async (tx) => {
        const rows = await repo.claimDigests(userIds, deps.clock.now(), tx);
        const groups = new Map<string, NotificationRow[]>();
        for (const row of rows) {
          const key = `${row.userId}:${row.clientId}`;
          groups.set(key, [...(groups.get(key) ?? []), row]);
        }
        let sent = 0;
        for (const group of groups.values()) {
          const person = people.get(group[0]!.userId);
          if (!person) continue;
          const who = { ...person, id: group[0]!.userId, language: person.language ?? '' };
          const r = await recipient(who, group[0]!.clientId, tx);
          await deps.mailer.send(digestMail(r, group, `${deps.publicUrl}/dashboard/main-dashboard`), tx);
          sent++;
        }
        return sent;
      });
    }
  }

  const digest = defineJob({
    name: 'notification.digest',
    maxAttempts: 3,
    handler: async () => void (await sendDigests()),
  });

  const digestOne = defineJob({
    name: 'notification.digestOne',
    maxAttempts: 5,
    handler: async ({ userId, clientId }) => {
      const kinds = await repo.dailyKinds(userId);
      const person = await personOf(userId);
      if (!person) return;
      await deps.db.transaction(async (tx) => {
        const rows = await repo.claimDigest(userId, clientId, kinds, deps.clock.now(), tx);
        if (!rows.length) return;
        const r = await recipient(person, clientId, tx);
        await deps.mailer.send(digestMail(r, rows, `${deps.publicUrl}/dashboard/main-dashboard`), tx);
      });
    },
  });

  return {
    mailNow,
    sendDigests,
    jobs: [digest, digestOne],
    schedules: [
      defineSchedule({
        key: 'notification.digest',
        job: 'notification.digest',
        payload: {},
        cron: DIGEST_CRON,
      }),
    ],

    async preferences(p: Principal) {
      const saved = new Map((await repo.preferences(p.userId, p.clientId)).map((r) => [r.kind, r.mode]));
      return {
        items: EMAILED_KINDS.map((kind) => ({ kind, mode: (saved.get(kind) as EmailMode) ?? DEFAULT_MODE })),
      };
    },

    async savePreferences(p: Principal, items: { kind: EmailedKind; mode: EmailMode }[]) {
      await repo.save(p.userId, p.clientId, items, deps.clock.now());
      return this.preferences(p);
    },

    /** One click from the mail: no notification e-mail any more (the person can turn them on in the profile). */
    async unsubscribe(grant: GuestGrant) {
      const person = await deps.people.byId(grant.objectId);
      await repo.save(
        grant.objectId,
        grant.clientId,
        EMAILED_KINDS.map((kind) => ({ kind, mode: 'NEVER' as const })),
        deps.clock.now(),
      );
      return { unsubscribed: true as const, email: person?.email ?? '' };
    },
  };
}
export type EmailService = ReturnType<typeof createEmailService>;

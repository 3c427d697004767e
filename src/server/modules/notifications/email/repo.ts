import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { EmailedKind, EmailMode } from '../../../../shared/contracts/notifications';
import type { Db } from '../../../platform/db/client';
import { notifications, notificationEmailPreferences as prefs } from '../tables';

/** E-mail preferences and the queries of the mails (immediate and digest). */
export function createEmailRepo(db: Db) {
  return {
    async preferences(userId: number, clientId: number) {
      return db
        .select({ kind: prefs.kind, mode: prefs.mode })
        .from(prefs)
        .where(and(eq(prefs.userId, userId), eq(prefs.clientId, clientId)));
    },

    async modeFor(userId: number, kind: string): Promise<EmailMode | null> {
      const [row] = await db
        .select({ mode: prefs.mode })
        .from(prefs)
        .where(and(eq(prefs.userId, userId), eq(prefs.kind, kind)));
      return (row?.mode as EmailMode | undefined) ?? null;
    },

    async save(
      userId: number,
      clientId: number,
      items: { kind: EmailedKind; mode: EmailMode }[],
      at: Date,
      tx: Db = db,
    ) {
      if (!items.length) return;
      await tx
        .insert(prefs)
        .values(items.map((i) => ({ userId, clientId, kind: i.kind, mode: i.mode, updatedAt: at })))
        .onConflictDoUpdate({
          target: [prefs.userId, prefs.kind],
          set: { mode: sql`excluded.mode`, updatedAt: at },
        });
    },

    /** Claims one notification for its immediate mail: answers it once, never to a second caller. */
    async claimForMail(id: number, at: Date, tx: Db) {
      const [row] = await tx
        .update(notifications)
        .set({ mailedAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.mailedAt)))
        .returning();
      return row ?? null;
    },

    /** Who has unread, unmailed notifications of a kind they want in the daily digest. */
    async digestRecipients(limit?: number): Promise<{ userId: number; clientId: number }[]> {
      const q = db
        .selectDistinct({ userId: notifications.userId, clientId: notifications.clientId })
        .from(notifications)
        .innerJoin(
          prefs,
          and(
            eq(prefs.userId, notifications.userId),
            eq(prefs.kind, notifications.kind),
            eq(prefs.mode, 'DAILY'),
          ),
        )
        .where(and(isNull(notifications.mailedAt), not(notifications.isRead)))
        .orderBy(notifications.userId, notifications.clientId);
      return limit ? q.limit(limit) : q;
    },

    /**
     * Claims the digest notifications of many people at once (marked mailed in the caller's transaction): each
     * person's unread, unmailed ones of the kinds they take daily. Oldest first.
     */
    async claimDigests(userIds: number[], at: Date, tx: Db) {
      if (!userIds.length) return [];
      const rows = await tx
        .update(notifications)
        .set({ mailedAt: at })
        .where(
          and(
            inArray(notifications.userId, userIds),
            isNull(notifications.mailedAt),
            not(notifications.isRead),
            sql`exists (select 1 from ${prefs} p where p.user_id = ${notifications.userId}
              and p.kind = ${notifications.kind} and p.mode = 'DAILY')`,
          ),
        )
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    },

    /** Claims a person's digest notifications (marks them mailed in the caller's transaction). */
    async claimDigest(userId: number, clientId: number, kinds: string[], at: Date, tx: Db) {
      if (!kinds.length) return [];
      const rows = await tx
        .update(notifications)
        .set({ mailedAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.clientId, clientId),
            inArray(notifications.kind, kinds),
            isNull(notifications.mailedAt),
            not(notifications.isRead),
          ),
        )
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async dailyKinds(userId: number): Promise<string[]> {
      const rows = await db
        .select({ kind: prefs.kind })
        .from(prefs)
        .where(and(eq(prefs.userId, userId), eq(prefs.mode, 'DAILY')))
        .orderBy(asc(prefs.kind));
      return rows.map((r) => r.kind);
    },
  };
}
export type EmailRepo = ReturnType<typeof createEmailRepo>;

import { and, count, desc, eq, inArray, isNull, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type NotificationRow, notifications } from './tables';

export type NewNotification = typeof notifications.$inferInsert;

/** Queries of the notifications table; every read names its person and organisation. */
export function createNotificationsRepo(db: Db) {
  const own = (userId: number, clientId: number) =>
    and(eq(notifications.userId, userId), eq(notifications.clientId, clientId));
  /** no team, or one of the person's teams */
  const visible = (teamIds: number[]): SQL =>
    (teamIds.length
      ? or(isNull(notifications.teamId), inArray(notifications.teamId, teamIds))
      : isNull(notifications.teamId)) as SQL;

  return {
    /** Inserts unless the person already has one with this key; answers the new row or null (a duplicate). */
    async insert(values: NewNotification, tx: Db = db): Promise<NotificationRow | null> {
      const [row] = await tx
        .insert(notifications)
        .values(values)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupKey] })
        .returning();
      return row ?? null;
    },

    async byIdOnly(id: number): Promise<NotificationRow | null> {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ?? null;
    },

    /** One of the person's notifications that they may see (else null: 404). */
    async byId(userId: number, clientId: number, id: number, teamIds: number[]) {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(own(userId, clientId), eq(notifications.id, id), visible(teamIds)));
      return row ?? null;
    },

    list(userId: number, clientId: number, teamIds: number[], unreadOnly: boolean, limit = 100) {
      return db
        .select()
        .from(notifications)
        .where(
          and(own(userId, clientId), visible(teamIds), unreadOnly ? not(notifications.isRead) : undefined),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number, clientId: number, teamIds: number[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(own(userId, clientId), visible(teamIds), not(notifications.isRead)));
      return Number(row?.n ?? 0);
    },

    /** Marks one read (a no-op when it is read already); answers the row. */
    async markRead(userId: number, clientId: number, id: number, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true, readAt: at })
        .where(and(own(userId, clientId), eq(notifications.id, id), not(notifications.isRead)))
        .returning();
      return row ?? null;
    },

    /**
     * Marks read every unread notification the person can see, in one statement: a notification that arrives
     * meanwhile is either in it (read) or after it (unread), never counted twice. Answers how many it marked.
     */
    async markAllRead(userId: number, clientId: number, teamIds: number[], at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true, readAt: at })
        .where(and(own(userId, clientId), visible(teamIds), not(notifications.isRead)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async complete(userId: number, clientId: number, id: number, at: Date) {
      const [row] = await db
        .update(notifications)
        .set({ status: 'COMPLETED', isRead: true, readAt: at })
        .where(and(own(userId, clientId), eq(notifications.id, id)))
        .returning();
      return row ?? null;
    },

    /** The person's open notifications with these text keys become COMPLETED and read; answers how many did. */
    async completeByTextKeys(
      userId: number,
      clientId: number,
      textKeys: readonly string[],
      at: Date,
      tx: Db = db,
    ): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ status: 'COMPLETED', isRead: true, readAt: at })
        .where(
          and(
            own(userId, clientId),
            inArray(notifications.textKey, [...textKeys]),
            or(isNull(notifications.status), not(eq(notifications.status, 'COMPLETED'))),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** The person's ACTIVE notification with this key becomes COMPLETED and read; answers whether one did. */
    async completeByKey(userId: number, dedupKey: string, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(notifications)
        .set({ status: 'COMPLETED', isRead: true, readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.dedupKey, dedupKey),
            eq(notifications.status, 'ACTIVE'),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

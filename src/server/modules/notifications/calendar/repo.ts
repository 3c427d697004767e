import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { calendarConference, calendarFeedItems, calendarFeeds } from './tables';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type CalendarFeedItemRow = typeof calendarFeedItems.$inferSelect;

/** Calendar feeds and what each feed last showed. */
export function createCalendarRepo(db: Db) {
  return {
    async conferenceOf(clientId: number, userId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(calendarConference)
        .where(and(eq(calendarConference.clientId, clientId), eq(calendarConference.userId, userId)));
      return row ?? null;
    },
    /** one row per person: a second choice replaces the first (the slug stays, so Jitsi rooms keep their names) */
    async saveConference(v: {
      clientId: number;
      userId: number;
      provider: string;
      roomUrl: string | null;
      slug: string;
    }) {
      await db
        .insert(calendarConference)
        .values(v)
        .onConflictDoUpdate({
          target: [calendarConference.clientId, calendarConference.userId],
          set: { provider: v.provider, roomUrl: v.roomUrl, updatedAt: new Date() },
        });
    },
    async feedOf(userId: number): Promise<CalendarFeedRow | null> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },
    async feedByHash(tokenHash: string): Promise<CalendarFeedRow | null> {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },
    /** Creates the person's feed unless they have one (two tabs at once make one), and answers it. */
    async ensureFeed(values: { clientId: number; userId: number; nonce: string; tokenHash: string }) {
      await db.insert(calendarFeeds).values(values).onConflictDoNothing({ target: calendarFeeds.userId });
      return (await this.feedOf(values.userId))!;
    },
    async deleteFeed(userId: number): Promise<boolean> {
      const gone = await db
        .delete(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))
        .returning({ id: calendarFeeds.id });
      return gone.length > 0;
    },
    async touch(id: number, at: Date) {
      await db.update(calendarFeeds).set({ lastReadAt: at }).where(eq(calendarFeeds.id, id));
    },
    async items(userId: number): Promise<CalendarFeedItemRow[]> {
      return db.select().from(calendarFeedItems).where(eq(calendarFeedItems.userId, userId));
    },
    /** Records an item as shown now: a new item starts at SEQUENCE 0, a changed one goes one up. */
    async upsertItem(values: {
      clientId: number;
      userId: number;
      uid: string;
      fingerprint: string;
      sequence: number;
      event: Record<string, unknown>;
      at: Date;
    }) {
      await db
        .insert(calendarFeedItems)
        .values({ ...values, updatedAt: values.at, cancelledAt: null })
        .onConflictDoUpdate({
          target: [calendarFeedItems.userId, calendarFeedItems.uid],
          set: {
            fingerprint: values.fingerprint,
            sequence: sql`greatest(${calendarFeedItems.sequence}, ${values.sequence})`,
            event: values.event,
            cancelledAt: null,
            updatedAt: values.at,
          },
        });
    },
    async cancelItem(id: number, sequence: number, at: Date) {
      await db
        .update(calendarFeedItems)
        .set({ cancelledAt: at, sequence, updatedAt: at })
        .where(and(eq(calendarFeedItems.id, id), isNull(calendarFeedItems.cancelledAt)));
    },
    /** Cancelled items are published for a while (so every subscriber sees them go), then forgotten. */
    async forgetCancelledBefore(userId: number, before: Date) {
      await db
        .delete(calendarFeedItems)
        .where(and(eq(calendarFeedItems.userId, userId), lt(calendarFeedItems.cancelledAt, before)));
    },
  };
}
export type CalendarRepo = ReturnType<typeof createCalendarRepo>;

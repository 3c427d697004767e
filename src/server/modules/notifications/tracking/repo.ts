import { and, countDistinct, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { trackingEvents } from './tables';

export type NewTrackingEvent = typeof trackingEvents.$inferInsert;

/** Stored product events and the console's figures from them (scoped by the organisation). */
export function createTrackingRepo(db: Db) {
  return {
    async insert(row: NewTrackingEvent) {
      await db.insert(trackingEvents).values(row);
    },
    async insertMany(rows: NewTrackingEvent[]) {
      if (rows.length) await db.insert(trackingEvents).values(rows);
    },
    /** How many people of the organisation sent any event since `since`. */
    async activePeople(clientId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(trackingEvents.userId) })
        .from(trackingEvents)
        .where(
          and(
            eq(trackingEvents.clientId, clientId),
            isNotNull(trackingEvents.userId),
            gte(trackingEvents.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },
    /** Which of these TRACK events each person of the organisation sent (one row per person and event). */
    async peopleEvents(clientId: number, events: readonly string[]) {
      return db
        .selectDistinct({ userId: trackingEvents.userId, event: trackingEvents.event })
        .from(trackingEvents)
        .where(
          and(
            eq(trackingEvents.clientId, clientId),
            eq(trackingEvents.kind, 'TRACK'),
            isNotNull(trackingEvents.userId),
            inArray(trackingEvents.event, [...events]),
          ),
        );
    },
    /** for tests and the demo: how many events an organisation has */
    async count(clientId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trackingEvents)
        .where(clientId === null ? sql`client_id is null` : eq(trackingEvents.clientId, clientId));
      return row?.n ?? 0;
    },
  };
}
export type TrackingRepo = ReturnType<typeof createTrackingRepo>;

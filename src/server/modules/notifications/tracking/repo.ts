import { and, countDistinct, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { type TrackingEventRow, trackingEvents } from './tables';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
    /**
     * Claims up to `limit` events not yet forwarded, oldest first, marking them handed on at `at` in the same
     * statement (`skip locked`: two instances claim different events). Answers their ids.
     */
    async claimUnforwarded(limit: number, at: Date, tx: Db = db): Promise<number[]> {
      const result = await tx.execute(sql`
        update tracking_events set forwarded_at = ${at.toISOString()}::timestamptz
        where id in (
          select id from tracking_events where forwarded_at is null order by id limit ${limit} for update skip locked
        )
        returning id`);
      return rowsOf<{ id: number }>(result)
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
    },
    /** The events with these ids, oldest first. */
    async byIds(ids: number[]): Promise<TrackingEventRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(trackingEvents)
        .where(inArray(trackingEvents.id, ids))
        .orderBy(trackingEvents.id);
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

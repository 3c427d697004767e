import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Product events (the segment-event calls): TRACK, PAGE, GROUP or IDENTIFY, by a signed-in person (user and
 * organisation) or a guest (no user). Password fields are masked before they are stored.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id'),
    userId: integer('user_id'),
    /** TRACKING_KINDS */
    kind: text('kind').notNull(),
    /** the event's name (TRACK), the page's path (PAGE), or the kind itself */
    event: text('event').notNull(),
    traits: jsonb('traits').$type<Record<string, unknown>>().notNull().default({}),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * when it was handed to a forwarding batch job (durable, retried until SEGMENT_WRITE_KEY's endpoint takes it);
     * null: not yet, or forwarding is not configured
     */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    index('tracking_events_client_time_idx').on(t.clientId, t.createdAt),
    index('tracking_events_unforwarded_idx').on(t.id).where(sql`forwarded_at is null`),
  ],
);

export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/** Guest tracking calls per address and window (the platform throttle's table shape). */
export const trackingThrottle = pgTable('tracking_throttle', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

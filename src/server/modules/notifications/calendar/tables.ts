import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A person's private calendar feed (decision 0046). The secret in its URL is derived from the server secret and
 * `nonce` (so the profile can show the URL again) and looked up by its hash; revoking deletes the row, and a new
 * feed gets a new nonce, so the old URL stops working for good.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_idx').on(t.userId),
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
  ],
);

/** What a calendar last read of one feed item: SEQUENCE goes up when its fingerprint changes; gone items cancel. */
export const calendarFeedItems = pgTable(
  'calendar_feed_items',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    uid: text('uid').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** the event as last shown (without uid, sequence and stamp), to publish it as CANCELLED once it is gone */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feed_items_uid_idx').on(t.userId, t.uid),
    index('calendar_feed_items_client_idx').on(t.clientId),
  ],
);

/**
 * How a person's activity meetings get a video link (the calendar's conference provider): NONE, JITSI (rooms
 * named by `slug`, random, and the meeting's id) or OWN_ROOM (`roomUrl`). One row per person and organisation.
 */
export const calendarConference = pgTable(
  'calendar_conference',
  {
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    provider: text('provider').notNull(),
    roomUrl: text('room_url'),
    slug: text('slug').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_conference_person_idx').on(t.clientId, t.userId)],
);

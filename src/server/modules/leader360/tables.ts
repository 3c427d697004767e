import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OwnItem360 } from '../../../shared/contracts/leader360';

/** Open answers: keep doing / do differently (either may be empty). */
export type Comments360 = { KEEP?: string; CHANGE?: string };

/**
 * One 360 of a person (user_id) in one organisation: the Leader 360, or the organisation's Custom 360
 * (custom = true, with the name and items it had when started). item_codes is the bank snapshot it asks.
 * window_ends_at moves when the person extends; closed_at is set when the person closes it or the window ends.
 * self_answers: item code -> 0..5 (0: not observed).
 */
export const reviews360 = pgTable(
  'leader360_reviews',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    custom: boolean('custom').notNull().default(false),
    title: text('title'),
    language: text('language').notNull(),
    itemCodes: jsonb('item_codes').$type<string[]>().notNull(),
    /** a Custom 360's own questions as they were when it started (their codes are in item_codes) */
    ownItems: jsonb('own_items').$type<OwnItem360[]>().notNull().default([]),
    selfAnswers: jsonb('self_answers').$type<Record<string, number>>().notNull().default({}),
    selfComments: jsonb('self_comments').$type<Comments360>().notNull().default({}),
    selfSubmittedAt: timestamp('self_submitted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('leader360_reviews_user_idx').on(t.clientId, t.userId, t.custom, t.id)],
);

/**
 * A rater of a 360: nominated by e-mail in one group (MANAGER, PEER, DIRECT_REPORT, OTHER). status INVITED,
 * STARTED (saved answers), DONE, DECLINED. Their answers stay on this row and are read only by the rater's own link
 * and, folded and averaged, by the report.
 */
export const raters360 = pgTable(
  'leader360_raters',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews360.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    grp: text('grp').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('INVITED'),
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    comments: jsonb('comments').$type<Comments360>().notNull().default({}),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('leader360_raters_review_idx').on(t.reviewId)],
);

/**
 * The organisation's Custom 360 (decision 0047): which bank items it asks and its own questions in the languages
 * the admin wrote them. Whether it is on and its name stay in the organisation's settings (identity, edited in
 * the console); a 360 started from it copies the items, so later edits never change a running or finished one.
 */
export const custom360Definitions = pgTable('leader360_custom_definitions', {
  clientId: integer('client_id').primaryKey(),
  itemCodes: jsonb('item_codes').$type<string[]>().notNull().default([]),
  ownItems: jsonb('own_items').$type<OwnItem360[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sprintCrew, sprintItems, sprints } from '../tables';

/**
 * A feedback send-out to one crew member (issue 10): created by the scheduler for each send-out date of the
 * sprint's feedback frequency and the final check-in (FEEDBACK_TYPES). The unique key makes the scheduler
 * idempotent: a repeated or concurrent run inserts nothing twice and mails nothing twice (`mailedAt`). The guest
 * link works until `deadlineAt`.
 */
export const sprintFeedbackRequests = pgTable(
  'sprint_feedback_requests',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => sprintCrew.id, { onDelete: 'cascade' }),
    /** FEEDBACK_TYPES */
    type: text('type').notNull(),
    /** the send-out date (UTC) */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** the crew member asked to be reminded at this time */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sprint_feedback_requests_crew_due_idx').on(t.sprintId, t.crewId, t.dueAt),
    index('sprint_feedback_requests_unmailed_idx').on(t.dueAt).where(sql`mailed_at is null`),
  ],
);

/** Feedback given by a crew member for one send-out: a comment, and a score per behaviour and outcome. */
export const sprintFeedback = pgTable(
  'sprint_feedback',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => sprintCrew.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => sprintFeedbackRequests.id, { onDelete: 'set null' }),
    /** FEEDBACK_TYPES */
    type: text('type').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprint_feedback_sprint_idx').on(t.sprintId, t.createdAt),
    uniqueIndex('sprint_feedback_request_idx').on(t.requestId),
  ],
);

/** One score (0-100) of a feedback for one behaviour or outcome. */
export const sprintFeedbackScores = pgTable(
  'sprint_feedback_scores',
  {
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => sprintFeedback.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => sprintItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
  },
  (t) => [uniqueIndex('sprint_feedback_scores_pk').on(t.feedbackId, t.itemId)],
);

/** Advice from a crew member: free text, any time while the sprint runs. */
export const sprintAdvice = pgTable(
  'sprint_advice',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => sprintCrew.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sprint_advice_sprint_idx').on(t.sprintId, t.createdAt)],
);

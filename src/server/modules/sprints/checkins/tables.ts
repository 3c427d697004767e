import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sprintItems, sprints } from '../tables';

/**
 * A check-in (issue 10): one per check-in date of a sprint, FIRST / WEEKLY / FINAL (CHECK_IN_TYPES), due at the
 * person's weekly slot (UTC). `status` null until the person opens it, then CHECK_IN_STATUSES; a check-in not
 * COMPLETED or SKIPPED when the next one is due shows as incomplete on the timeline. `step` is the furthest
 * CHECK_IN_STEPS reached (resume there). For a team sprint `userId` is the sprint team member checking in.
 */
export const sprintCheckIns = pgTable(
  'sprint_check_ins',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** CHECK_IN_TYPES */
    type: text('type').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** CHECK_IN_STATUSES; null while not opened */
    status: text('status'),
    /** CHECK_IN_STEPS: the furthest step reached */
    step: text('step'),
    /** ENERGY_LEVELS */
    energyLevel: smallint('energy_level'),
    /** the person's notes on new progress (review step) */
    progressNote: text('progress_note'),
    /** CHECK_IN_RATINGS, once rated (once only) */
    rating: smallint('rating'),
    /** set when the job opened it (notification sent) */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sprint_check_ins_sprint_user_due_idx').on(t.sprintId, t.userId, t.dueAt),
    index('sprint_check_ins_due_idx').on(t.dueAt).where(sql`opened_at is null`),
  ],
);

/** A check-in's answer for one behaviour or outcome: how far it was practised, 0-100. */
export const sprintCheckInScores = pgTable(
  'sprint_check_in_scores',
  {
    checkInId: integer('check_in_id')
      .notNull()
      .references(() => sprintCheckIns.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => sprintItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
  },
  (t) => [uniqueIndex('sprint_check_in_scores_pk').on(t.checkInId, t.itemId)],
);

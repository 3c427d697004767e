import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One subscription per organisation: its plan, status, term and seats. */
export const subscriptions = pgTable('subscriptions', {
  clientId: integer('client_id').primaryKey(),
  planCode: text('plan_code').notNull(),
  status: text('status').notNull(),
  currentTermEnd: timestamp('current_term_end', { withTimezone: true }),
  buyerUserId: integer('buyer_user_id'),
  /** how many people with the USER role the organisation may have; null: no limit */
  seatCount: integer('seat_count'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Product feature flags per organisation; a flag without a row is on. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    clientId: integer('client_id').notNull(),
    flag: text('flag').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.flag] })],
);

/** Every plan, status or term change an operator made (payments are out of scope): who, when, from what. */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planCode: text('plan_code').notNull(),
    status: text('status').notNull(),
    currentTermEnd: timestamp('current_term_end', { withTimezone: true }),
    previousPlanCode: text('previous_plan_code'),
    previousStatus: text('previous_status'),
    changedByUserId: integer('changed_by_user_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_changes_client_idx').on(t.clientId, t.changedAt)],
);

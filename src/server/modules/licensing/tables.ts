import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One subscription per organisation: its plan, status and term. */
export const subscriptions = pgTable('subscriptions', {
  clientId: integer('client_id').primaryKey(),
  planCode: text('plan_code').notNull(),
  status: text('status').notNull(),
  currentTermEnd: timestamp('current_term_end', { withTimezone: true }),
  buyerUserId: integer('buyer_user_id'),
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

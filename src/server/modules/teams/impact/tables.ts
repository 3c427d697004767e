import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last request of each kind a manager sent about a member (POST /notification/ui/event). One row per member and
 * event: the same request within a day is refused by one conditional upsert on this key, so 50 identical requests at
 * once still send one (decision 0045).
 */
export const teamImpactRequests = pgTable(
  'team_impact_requests',
  {
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** IMPACT_EVENTS */
    event: text('event').notNull(),
    teamId: integer('team_id').notNull(),
    sentBy: integer('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    index('team_impact_requests_client_user_idx').on(t.clientId, t.userId),
  ],
);
export type TeamImpactRequestRow = typeof teamImpactRequests.$inferSelect;

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from '../tables';

/**
 * What a member shares with their team's manager, per team and item (decision 0044). One row per team, member and
 * item: REQUESTED by the manager, GRANTED or REFUSED by the member. A right is held by whoever manages the team.
 */
export const teamViewingRights = pgTable(
  'team_viewing_rights',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** the member whose item it is */
    userId: integer('user_id').notNull(),
    /** VIEWING_RIGHT_ITEMS */
    item: text('item').notNull(),
    /** VIEWING_RIGHT_STATUSES */
    status: text('status').notNull(),
    /** who asked last, and when (the throttle: one request a day) */
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_viewing_rights_key').on(t.teamId, t.userId, t.item),
    index('team_viewing_rights_user_idx').on(t.clientId, t.userId),
  ],
);

import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A team of an organisation; its manager is a person of that organisation. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** TEAM_TYPES */
    teamType: text('team_type').notNull(),
    /** TEAM_PURPOSES */
    purpose: text('purpose'),
    /** work mode: TEAM_DISTRIBUTIONS */
    distribution: text('distribution'),
    managerId: integer('manager_id').notNull(),
    /** the team's duration (YYYY-MM-DD; either may be unset) */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_client_manager_idx').on(t.clientId, t.managerId)],
);

/** Who belongs to a team. The manager has a row too (ACCEPTED). Guests (GUEST) are PENDING until they accept. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** TEAM_MEMBER_TYPES */
    memberType: text('member_type').notNull().default('TEAM_MEMBERS'),
    /** TEAM_MEMBER_STATUSES: only ACCEPTED members count as belonging */
    status: text('status').notNull().default('ACCEPTED'),
    /** TEAM_STAFF_ROLES: the team role chosen at invitation (getAllRole), if any */
    teamRole: text('team_role'),
    addedBy: integer('added_by'),
    /** when a guest accepted the invitation */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_members_team_user_idx').on(t.teamId, t.userId),
    index('team_members_client_user_idx').on(t.clientId, t.userId),
  ],
);

import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Milestones a team sets for itself (the teams module's teams). */
export const teamMilestones = pgTable(
  'team_milestones',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_milestones_team_idx').on(t.clientId, t.teamId)],
);

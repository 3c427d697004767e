import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '../tables';

/** Notes of a team; the manager writes the team's focus (type FOCUS_NOTE), members read them. */
export const teamNotes = pgTable(
  'team_notes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** TEAM_NOTE_TYPES */
    type: text('type').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_notes_team_idx').on(t.clientId, t.teamId)],
);

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { teamNotes } from './tables';

export type TeamNoteRow = typeof teamNotes.$inferSelect;

/** The team's notes, scoped by the organisation. */
export function createTeamNotesRepo(db: Db) {
  return {
    async list(clientId: number, teamId: number, type: string): Promise<TeamNoteRow[]> {
      return db
        .select()
        .from(teamNotes)
        .where(and(eq(teamNotes.clientId, clientId), eq(teamNotes.teamId, teamId), eq(teamNotes.type, type)))
        .orderBy(desc(teamNotes.updatedAt), desc(teamNotes.id));
    },
    async insert(values: typeof teamNotes.$inferInsert): Promise<TeamNoteRow> {
      const [row] = await db.insert(teamNotes).values(values).returning();
      return row;
    },
  };
}
export type TeamNotesRepo = ReturnType<typeof createTeamNotesRepo>;

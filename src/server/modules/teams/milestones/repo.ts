import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { teamMilestones } from './tables';

export type TeamMilestoneRow = typeof teamMilestones.$inferSelect;

/** Team milestones, scoped by the organisation. */
export function createTeamMilestonesRepo(db: Db) {
  return {
    async byId(clientId: number, id: number): Promise<TeamMilestoneRow | null> {
      const [row] = await db
        .select()
        .from(teamMilestones)
        .where(and(eq(teamMilestones.clientId, clientId), eq(teamMilestones.id, id)));
      return row ?? null;
    },
    async ofTeams(clientId: number, teamIds: number[]): Promise<TeamMilestoneRow[]> {
      if (teamIds.length === 0) return [];
      return db
        .select()
        .from(teamMilestones)
        .where(and(eq(teamMilestones.clientId, clientId), inArray(teamMilestones.teamId, teamIds)))
        .orderBy(asc(teamMilestones.date), asc(teamMilestones.id));
    },
    async insert(values: typeof teamMilestones.$inferInsert): Promise<TeamMilestoneRow> {
      const [row] = await db.insert(teamMilestones).values(values).returning();
      return row;
    },
    async markDone(clientId: number, id: number): Promise<TeamMilestoneRow> {
      const [row] = await db
        .update(teamMilestones)
        .set({ done: true })
        .where(and(eq(teamMilestones.clientId, clientId), eq(teamMilestones.id, id)))
        .returning();
      return row;
    },
    /** Every milestone of a team (the team was deleted). */
    async removeOfTeam(clientId: number, teamId: number): Promise<void> {
      await db
        .delete(teamMilestones)
        .where(and(eq(teamMilestones.clientId, clientId), eq(teamMilestones.teamId, teamId)));
    },
    async remove(clientId: number, id: number): Promise<void> {
      await db
        .delete(teamMilestones)
        .where(and(eq(teamMilestones.clientId, clientId), eq(teamMilestones.id, id)));
    },
  };
}
export type TeamMilestonesRepo = ReturnType<typeof createTeamMilestonesRepo>;

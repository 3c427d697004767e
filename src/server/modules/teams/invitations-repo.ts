import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { teamMembers, teams } from './tables';

/** The queries of invitations and durations; scoped by the organisation like the rest of the module. */
export function createInvitationsRepo(db: Db) {
  return {
    async insertMember(values: typeof teamMembers.$inferInsert, tx: Db = db) {
      const [row] = await tx
        .insert(teamMembers)
        .values(values)
        .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.userId] })
        .returning();
      return row ?? null;
    },
    async memberById(clientId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.id, id), eq(teamMembers.clientId, clientId)));
      return row ?? null;
    },
    /** PENDING -> ACCEPTED, once: answers false when the row is gone or was accepted already. */
    async accept(clientId: number, id: number, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(teamMembers)
        .set({ status: 'ACCEPTED', acceptedAt: new Date() })
        .where(
          and(eq(teamMembers.id, id), eq(teamMembers.clientId, clientId), eq(teamMembers.status, 'PENDING')),
        )
        .returning({ id: teamMembers.id });
      return rows.length > 0;
    },
    async setDuration(
      clientId: number,
      teamId: number,
      values: { startDate?: string | null; endDate?: string | null },
    ) {
      const [row] = await db
        .update(teams)
        .set(values)
        .where(and(eq(teams.id, teamId), eq(teams.clientId, clientId)))
        .returning({ startDate: teams.startDate, endDate: teams.endDate });
      return row ?? null;
    },
  };
}
export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;

import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { type TeamImpactRequestRow, teamImpactRequests } from './tables';

/** The requests managers sent about members (one row per member and event: the last one). */
export function createImpactRepo(db: Db) {
  return {
    /**
     * Records a request unless the same one for the same member was sent after `windowStart`: one conditional upsert
     * on (user, event), so concurrent identical requests serialise on the key and only the first one wins. Answers
     * whether this call won (and may send).
     */
    async claim(row: TeamImpactRequestRow, windowStart: Date, tx: Db): Promise<boolean> {
      const won = await tx
        .insert(teamImpactRequests)
        .values(row)
        .onConflictDoUpdate({
          target: [teamImpactRequests.userId, teamImpactRequests.event],
          set: {
            clientId: row.clientId,
            teamId: row.teamId,
            sentBy: row.sentBy,
            sentAt: row.sentAt,
          },
          setWhere: sql`${teamImpactRequests.sentAt} <= ${windowStart.toISOString()}`,
        })
        .returning({ userId: teamImpactRequests.userId });
      return won.length > 0;
    },
    /** The requests about these members sent after `since`. */
    async recentOf(clientId: number, userIds: number[], since: Date): Promise<TeamImpactRequestRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(teamImpactRequests)
        .where(
          and(
            eq(teamImpactRequests.clientId, clientId),
            inArray(teamImpactRequests.userId, userIds),
            gt(teamImpactRequests.sentAt, since),
          ),
        );
    },
  };
}
export type ImpactRepo = ReturnType<typeof createImpactRepo>;

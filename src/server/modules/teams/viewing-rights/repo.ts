import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { teamMembers, teams } from '../tables';
import { teamViewingRights } from './tables';

export type ViewingRightRow = typeof teamViewingRights.$inferSelect;

/** Viewing rights, scoped by the organisation. */
export function createViewingRightsRepo(db: Db) {
  // the one question every consumer asks: held by whoever manages a team the member still belongs to
  const holds = db
    .select({ one: sql<number>`1` })
    .from(teamViewingRights)
    .innerJoin(
      teams,
      and(eq(teams.id, teamViewingRights.teamId), eq(teams.managerId, sql.placeholder('viewerId'))),
    )
    .innerJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teamViewingRights.teamId),
        eq(teamMembers.userId, teamViewingRights.userId),
        eq(teamMembers.status, 'ACCEPTED'),
      ),
    )
    .where(
      and(
        eq(teamViewingRights.clientId, sql.placeholder('clientId')),
        eq(teamViewingRights.userId, sql.placeholder('userId')),
        eq(teamViewingRights.item, sql.placeholder('item')),
        eq(teamViewingRights.status, 'GRANTED'),
      ),
    )
    .limit(1)
    .prepare('team_viewing_right_holds');

  return {
    async holds(clientId: number, viewerId: number, userId: number, item: string): Promise<boolean> {
      return (await holds.execute({ clientId, viewerId, userId, item })).length > 0;
    },
    async ofMember(clientId: number, userId: number, teamIds?: number[]): Promise<ViewingRightRow[]> {
      return db
        .select()
        .from(teamViewingRights)
        .where(
          and(
            eq(teamViewingRights.clientId, clientId),
            eq(teamViewingRights.userId, userId),
            teamIds ? inArray(teamViewingRights.teamId, teamIds.length ? teamIds : [0]) : undefined,
          ),
        )
        .orderBy(asc(teamViewingRights.teamId), asc(teamViewingRights.item));
    },
    async ofTeam(clientId: number, teamId: number): Promise<ViewingRightRow[]> {
      return db
        .select()
        .from(teamViewingRights)
        .where(and(eq(teamViewingRights.clientId, clientId), eq(teamViewingRights.teamId, teamId)))
        .orderBy(asc(teamViewingRights.userId), asc(teamViewingRights.item));
    },
    async one(clientId: number, teamId: number, userId: number, item: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(teamViewingRights)
        .where(
          and(
            eq(teamViewingRights.clientId, clientId),
            eq(teamViewingRights.teamId, teamId),
            eq(teamViewingRights.userId, userId),
            eq(teamViewingRights.item, item),
          ),
        );
      return row ?? null;
    },
    /**
     * Asks for these items of these members at once, where it is due: an item already shared, or asked for after
     * `dueBefore`, is left as it is. One conditional upsert on the unique (team, member, item) key, so concurrent
     * identical requests serialise and each pair is asked once; answers the pairs it asked for.
     */
    async requestIfDue(
      r: { clientId: number; teamId: number; requestedBy: number; requestedAt: Date; dueBefore: Date },
      pairs: Array<{ userId: number; item: string }>,
      tx: Db = db,
    ): Promise<ViewingRightRow[]> {
      if (pairs.length === 0) return [];
      return tx
        .insert(teamViewingRights)
        .values(
          pairs.map((x) => ({
            clientId: r.clientId,
            teamId: r.teamId,
            userId: x.userId,
            item: x.item,
            status: 'REQUESTED',
            requestedBy: r.requestedBy,
            requestedAt: r.requestedAt,
            decidedAt: null,
          })),
        )
        .onConflictDoUpdate({
          target: [teamViewingRights.teamId, teamViewingRights.userId, teamViewingRights.item],
          set: {
            status: 'REQUESTED',
            requestedBy: r.requestedBy,
            requestedAt: r.requestedAt,
            decidedAt: null,
          },
          setWhere: and(
            ne(teamViewingRights.status, 'GRANTED'),
            or(isNull(teamViewingRights.requestedAt), lte(teamViewingRights.requestedAt, r.dueBefore)),
          ),
        })
        .returning();
    },
    /** Writes one item's state (insert or update on the team, member and item). */
    async put(values: typeof teamViewingRights.$inferInsert, tx: Db = db): Promise<ViewingRightRow> {
      const { clientId: _c, teamId: _t, userId: _u, item: _i, ...changes } = values;
      const [row] = await tx
        .insert(teamViewingRights)
        .values(values)
        .onConflictDoUpdate({
          target: [teamViewingRights.teamId, teamViewingRights.userId, teamViewingRights.item],
          set: changes,
        })
        .returning();
      return row;
    },
  };
}
export type ViewingRightsRepo = ReturnType<typeof createViewingRightsRepo>;

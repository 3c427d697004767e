import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { TeamsPeoplePort } from './deps';
import { teamMembers, teams } from './tables';

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
/** A team with its manager's name and how many people belong to it. */
export type TeamListRow = TeamRow & { managerName: string; memberCount: number };

/**
 * Teams and their members; every query is scoped by the organisation. People's names come from identity in one
 * batch per list (decision 0017), never by joining its tables.
 */
export function createTeamsRepo(db: Db, people: TeamsPeoplePort) {
  // the outer table named in full: drizzle leaves a lone table's columns unqualified, and tm has an id too
  const listColumns = {
    team: teams,
    memberCount: sql<number>`(SELECT count(*)::int FROM team_members tm WHERE tm.team_id = "teams"."id" AND tm.status = 'ACCEPTED')`,
  };
  const toList = async (rows: { team: TeamRow; memberCount: number }[]): Promise<TeamListRow[]> => {
    const names = await people.peopleByIds(rows.map((r) => r.team.managerId));
    return rows.map((r) => ({
      ...r.team,
      managerName: names.get(r.team.managerId)?.fullName ?? '',
      memberCount: r.memberCount,
    }));
  };

  // hot: the plan asks these on every team milestone call and milestone tab
  const findTeam = db
    .select()
    .from(teams)
    .where(and(eq(teams.id, sql.placeholder('teamId')), eq(teams.clientId, sql.placeholder('clientId'))))
    .prepare('teams_by_id');
  const findMembership = db
    .select({ status: teamMembers.status })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, sql.placeholder('teamId')),
        eq(teamMembers.clientId, sql.placeholder('clientId')),
        eq(teamMembers.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('teams_membership');
  // the team with the person's membership status, in one round trip (every team sprint call asks it)
  const findPlace = db
    .select({ team: teams, status: teamMembers.status })
    .from(teams)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.teamId, teams.id),
        eq(teamMembers.clientId, teams.clientId),
        eq(teamMembers.userId, sql.placeholder('userId')),
      ),
    )
    .where(and(eq(teams.id, sql.placeholder('teamId')), eq(teams.clientId, sql.placeholder('clientId'))))
    .prepare('teams_place_of');
  const findTeamIdsOf = db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.clientId, sql.placeholder('clientId')),
        or(
          eq(teams.managerId, sql.placeholder('userId')),
          sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = ${teams.id} AND tm.user_id = ${sql.placeholder('userId')} AND tm.status = 'ACCEPTED')`,
        ),
      ),
    )
    .orderBy(asc(teams.id))
    .prepare('teams_ids_of');

  return {
    async byId(clientId: number, teamId: number): Promise<TeamRow | null> {
      return (await findTeam.execute({ clientId, teamId }))[0] ?? null;
    },
    async membershipStatus(clientId: number, teamId: number, userId: number): Promise<string | null> {
      return (await findMembership.execute({ clientId, teamId, userId }))[0]?.status ?? null;
    },
    /** The team and the person's membership status in it (null without one), or null for no such team. */
    async placeOf(
      clientId: number,
      teamId: number,
      userId: number,
    ): Promise<{ team: TeamRow; status: string | null } | null> {
      return (await findPlace.execute({ clientId, teamId, userId }))[0] ?? null;
    },
    /** Teams the person manages or belongs to (ACCEPTED). */
    async teamIdsOf(clientId: number, userId: number): Promise<number[]> {
      return (await findTeamIdsOf.execute({ clientId, userId })).map((r) => r.id);
    },
    /** as teamIdsOf with names, inside a transaction (the express setup's "one team" check holds with its insert) */
    async teamsOfIn(clientId: number, userId: number, tx: Db): Promise<Array<{ id: number; name: string }>> {
      return tx
        .select({ id: teams.id, name: teams.name })
        .from(teams)
        .where(
          and(
            eq(teams.clientId, clientId),
            or(
              eq(teams.managerId, userId),
              sql`EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = ${teams.id} AND tm.user_id = ${userId} AND tm.status = 'ACCEPTED')`,
            ),
          ),
        )
        .orderBy(asc(teams.id));
    },
    async listByIds(clientId: number, ids: number[]): Promise<TeamListRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(listColumns)
        .from(teams)
        .where(and(eq(teams.clientId, clientId), inArray(teams.id, ids)))
        .orderBy(asc(teams.name), asc(teams.id));
      return toList(rows);
    },
    async managedBy(clientId: number, managerId: number): Promise<TeamListRow[]> {
      const rows = await db
        .select(listColumns)
        .from(teams)
        .where(and(eq(teams.clientId, clientId), eq(teams.managerId, managerId)))
        .orderBy(asc(teams.name), asc(teams.id));
      return toList(rows);
    },
    /** Serialises team creation in an organisation (the team-limit count and the insert hold together). */
    lockOrganisation: (clientId: number, tx: Db): Promise<void> => people.lockOrganisation(clientId, tx),
    async countInOrganisation(clientId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(teams).where(eq(teams.clientId, clientId));
      return row?.n ?? 0;
    },
    async insert(values: typeof teams.$inferInsert, tx: Db = db): Promise<TeamRow> {
      const [row] = await tx.insert(teams).values(values).returning();
      return row;
    },
    async update(
      clientId: number,
      teamId: number,
      values: Partial<Pick<TeamRow, 'name' | 'description' | 'teamType' | 'purpose' | 'distribution'>>,
    ): Promise<TeamRow | null> {
      const [row] = await db
        .update(teams)
        .set(values)
        .where(and(eq(teams.id, teamId), eq(teams.clientId, clientId)))
        .returning();
      return row ?? null;
    },
    /** Deletes the team; its member rows go with it. */
    async remove(clientId: number, teamId: number): Promise<boolean> {
      const rows = await db
        .delete(teams)
        .where(and(eq(teams.id, teamId), eq(teams.clientId, clientId)))
        .returning({ id: teams.id });
      return rows.length > 0;
    },

    // ---- members ----
    async members(clientId: number, teamId: number) {
      const rows = await db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.clientId, clientId), eq(teamMembers.teamId, teamId)))
        .orderBy(asc(teamMembers.addedAt), asc(teamMembers.id));
      const names = await people.peopleByIds(rows.map((r) => r.userId));
      // as the inner join did: a member whose person is gone is left out
      return rows.flatMap((member) => {
        const person = names.get(member.userId);
        return person ? [{ member, name: person.fullName, email: person.email }] : [];
      });
    },
    async memberById(clientId: number, id: number): Promise<TeamMemberRow | null> {
      const [row] = await db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.id, id), eq(teamMembers.clientId, clientId)));
      return row ?? null;
    },
    async memberUserIds(clientId: number, teamId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.clientId, clientId), eq(teamMembers.teamId, teamId)));
      return rows.map((r) => r.userId);
    },
    /** Inserts member rows, skipping people already in the team; answers how many were inserted. */
    async insertMembers(values: (typeof teamMembers.$inferInsert)[], tx: Db = db): Promise<number> {
      if (!values.length) return 0;
      const rows = await tx
        .insert(teamMembers)
        .values(values)
        .onConflictDoNothing({ target: [teamMembers.teamId, teamMembers.userId] })
        .returning({ id: teamMembers.id });
      return rows.length;
    },
    async removeMember(clientId: number, id: number): Promise<void> {
      await db.delete(teamMembers).where(and(eq(teamMembers.id, id), eq(teamMembers.clientId, clientId)));
    },

    // ---- people of the organisation (identity's, through the port) ----
    /** Names, e-mails and languages of these people, in one query; unknown ids are left out. */
    peopleByIds: (ids: readonly number[]) => people.peopleByIds(ids),
    /** The person's interface language (for option names); null when unknown. */
    languageOf: async (userId: number): Promise<string | null> =>
      (await people.peopleByIds([userId])).get(userId)?.language ?? null,
    /** Which of these people are active members of the organisation, with their name, e-mail and language. */
    activePeople: (clientId: number, userIds: number[], tx: Db = db) =>
      people.activeMembers(clientId, userIds, tx),
    /** People of the organisation whose name contains the keyword (any case). */
    searchPeople: (clientId: number, keyword: string, activeOnly: boolean, limit = 20) =>
      people.searchMembers(clientId, keyword, activeOnly, limit),
  };
}
export type TeamsRepo = ReturnType<typeof createTeamsRepo>;

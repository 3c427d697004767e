import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprintFeedback, sprintFeedbackScores } from '../feedback/tables';
import {
  activityById,
  crewOfFeedback,
  crewScoreColumns,
  itemById,
  itemsOfSprint,
  type Param,
  type SprintRow,
  sprintById,
  teamSprints,
} from '../run/sprint-queries';
import {
  sprintActivities,
  sprintCheckInScores,
  sprintCheckIns,
  sprintCrew,
  sprintItems,
  sprintStandUps,
  sprints,
  sprintTeamMembers,
} from '../tables';

export type { SprintRow };
export type SprintTeamMemberRow = typeof sprintTeamMembers.$inferSelect;
export type StandUpRow = typeof sprintStandUps.$inferSelect;
export type TeamActivityRow = typeof sprintActivities.$inferSelect;

/** Team sprints' queries (issue 13): every read is scoped by organisation; a foreign id reads as none. */
export function createTeamSprintRepo(db: Db) {
  /** the team's newest sprint of a status */
  const newestOfTeam = (tx: Db, clientId: Param, teamId: Param, status: Param<string>) =>
    tx
      .select()
      .from(sprints)
      .where(and(...teamSprints(clientId, teamId), eq(sprints.status, status)))
      .orderBy(desc(sprints.id))
      .limit(1);
  const activeOfTeam = newestOfTeam(
    db,
    sql.placeholder('clientId'),
    sql.placeholder('teamId'),
    'IN_PROGRESS',
  ).prepare('team_sprint_active');
  const membersQuery = (tx: Db, sprintId: Param) =>
    tx
      .select()
      .from(sprintTeamMembers)
      .where(eq(sprintTeamMembers.sprintId, sprintId))
      .orderBy(asc(sprintTeamMembers.id));
  const membersOf = membersQuery(db, sql.placeholder('sprintId')).prepare('team_sprint_members');
  const actionsQuery = (tx: Db, sprintId: Param) =>
    tx
      .select()
      .from(sprintItems)
      .where(and(eq(sprintItems.sprintId, sprintId), eq(sprintItems.kind, 'ACTION')))
      .orderBy(asc(sprintItems.sortIndex), asc(sprintItems.id));
  const actionsOf = actionsQuery(db, sql.placeholder('sprintId')).prepare('team_sprint_actions');
  const activitiesOf = db
    .select()
    .from(sprintActivities)
    .where(eq(sprintActivities.sprintId, sql.placeholder('sprintId')))
    .orderBy(asc(sprintActivities.status), asc(sprintActivities.position), asc(sprintActivities.id))
    .prepare('team_sprint_activities');
  return {
    sprint: sprintById(db, 'team_sprint_by_id', eq(sprints.sprintType, 'TEAM_SPRINT')),
    /** the team's sprint of a status (the newest) */
    async ofTeam(clientId: number, teamId: number, status: string, tx: Db = db): Promise<SprintRow | null> {
      const [row] =
        status === 'IN_PROGRESS' && tx === db
          ? await activeOfTeam.execute({ clientId, teamId })
          : await newestOfTeam(tx, clientId, teamId, status);
      return row ?? null;
    },
    /** the current sprint (in progress, else the design) of each of the teams */
    async currentOfTeams(clientId: number, teamIds: number[]): Promise<SprintRow[]> {
      if (!teamIds.length) return [];
      return db
        .select()
        .from(sprints)
        .where(
          and(...teamSprints(clientId, teamIds), inArray(sprints.status, ['IN_PROGRESS', 'NOT_STARTED'])),
        )
        .orderBy(desc(sprints.id));
    },
    /** a team's sprints saved to the portfolio, newest first */
    async portfolioOfTeam(clientId: number, teamId: number): Promise<SprintRow[]> {
      return db
        .select()
        .from(sprints)
        .where(and(...teamSprints(clientId, teamId), eq(sprints.status, 'PORTFOLIO')))
        .orderBy(desc(sprints.finishedAt));
    },
    async members(sprintId: number, tx: Db = db): Promise<SprintTeamMemberRow[]> {
      return tx === db ? membersOf.execute({ sprintId }) : membersQuery(tx, sprintId);
    },
    async membersOfSprints(sprintIds: number[]): Promise<SprintTeamMemberRow[]> {
      if (!sprintIds.length) return [];
      return db.select().from(sprintTeamMembers).where(inArray(sprintTeamMembers.sprintId, sprintIds));
    },
    /** the sprint team becomes exactly these people (the manager typed TEAM_MANAGER); settings of those kept stay */
    async replaceMembers(
      s: Pick<SprintRow, 'id' | 'clientId'>,
      userIds: number[],
      managerId: number,
      tx: Db,
    ): Promise<void> {
      const kept = await this.members(s.id, tx);
      for (const m of kept)
        if (!userIds.includes(m.userId))
          await tx.delete(sprintTeamMembers).where(eq(sprintTeamMembers.id, m.id));
      const added = userIds.filter((id) => !kept.some((m) => m.userId === id));
      if (added.length)
        await tx
          .insert(sprintTeamMembers)
          .values(
            added.map((userId) => ({
              sprintId: s.id,
              clientId: s.clientId,
              userId,
              type: userId === managerId ? 'TEAM_MANAGER' : 'OTHER',
            })),
          )
          .onConflictDoNothing();
    },
    /** clears the leads who are no longer in the sprint team */
    async clearLeadsOutside(sprintId: number, userIds: number[], tx: Db): Promise<void> {
      for (const a of await actionsQuery(tx, sprintId))
        if (a.actionLeadId !== null && !userIds.includes(a.actionLeadId))
          await tx.update(sprintItems).set({ actionLeadId: null }).where(eq(sprintItems.id, a.id));
    },
    async setLead(actionId: number, leadId: number, tx: Db): Promise<void> {
      await tx.update(sprintItems).set({ actionLeadId: leadId }).where(eq(sprintItems.id, actionId));
    },
    async actions(sprintId: number, tx: Db = db) {
      return tx === db ? actionsOf.execute({ sprintId }) : actionsQuery(tx, sprintId);
    },
    async item(clientId: number, id: number, tx: Db = db) {
      const q = itemById(tx, clientId, id);
      const [row] = tx === db ? await q : await q.for('update');
      return row ?? null;
    },
    async setActionStatus(id: number, status: string, now: Date, tx: Db): Promise<void> {
      await tx
        .update(sprintItems)
        .set({ status, finishedAt: status === 'FINISHED' ? now : null })
        .where(eq(sprintItems.id, id));
    },
    async deleteAction(id: number, tx: Db): Promise<void> {
      await tx.delete(sprintItems).where(eq(sprintItems.id, id));
    },
    /** marks today's reminder (UTC day); false when this member was reminded today already */
    async markReminded(memberId: number, day: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(sprintTeamMembers)
        .set({ remindedOn: day })
        .where(
          and(
            eq(sprintTeamMembers.id, memberId),
            or(isNull(sprintTeamMembers.remindedOn), sql`${sprintTeamMembers.remindedOn} <> ${day}`),
          ),
        )
        .returning({ id: sprintTeamMembers.id });
      return rows.length === 1;
    },
    async setAssistant(sprintId: number, userId: number, enabled: boolean): Promise<void> {
      await db
        .update(sprintTeamMembers)
        .set({ standUpAssistantEnabled: enabled })
        .where(and(eq(sprintTeamMembers.sprintId, sprintId), eq(sprintTeamMembers.userId, userId)));
    },

    // ---------- activities ----------
    async activities(sprintId: number): Promise<TeamActivityRow[]> {
      return activitiesOf.execute({ sprintId });
    },
    async activity(clientId: number, id: number): Promise<TeamActivityRow | null> {
      const [row] = await activityById(db, clientId, id);
      return row ?? null;
    },

    // ---------- stand-ups ----------
    async saveStandUp(
      row: {
        sprintId: number;
        clientId: number;
        userId: number;
        day: string;
        done: string;
        next: string;
        blockers: string;
      },
      now: Date,
      tx: Db = db,
    ): Promise<StandUpRow> {
      const [saved] = await tx
        .insert(sprintStandUps)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [sprintStandUps.sprintId, sprintStandUps.userId, sprintStandUps.day],
          set: { done: row.done, next: row.next, blockers: row.blockers, updatedAt: now },
        })
        .returning();
      return saved;
    },
    async standUps(sprintId: number, sinceDay: string): Promise<StandUpRow[]> {
      return db
        .select()
        .from(sprintStandUps)
        .where(and(eq(sprintStandUps.sprintId, sprintId), gte(sprintStandUps.day, sinceDay)))
        .orderBy(desc(sprintStandUps.day), desc(sprintStandUps.updatedAt));
    },
    async standUpCounts(sprintId: number): Promise<Array<{ day: string; n: number }>> {
      return db
        .select({ day: sprintStandUps.day, n: sql<number>`count(*)::int` })
        .from(sprintStandUps)
        .where(eq(sprintStandUps.sprintId, sprintId))
        .groupBy(sprintStandUps.day);
    },

    /** each person's latest sign of life in the sprint: an activity made, a check-in done, a stand-up answered */
    async lastActivity(sprintId: number): Promise<Map<number, Date>> {
      const result = (await db.execute(sql`
        SELECT user_id, max(at) AS at FROM (
          SELECT created_by AS user_id, updated_at AS at FROM ${sprintActivities} WHERE sprint_id = ${sprintId}
          UNION ALL
          SELECT user_id, completed_at AS at FROM ${sprintCheckIns}
            WHERE sprint_id = ${sprintId} AND completed_at IS NOT NULL
          UNION ALL
          SELECT user_id, updated_at AS at FROM ${sprintStandUps} WHERE sprint_id = ${sprintId}
        ) x GROUP BY user_id`)) as unknown as { rows: Array<{ user_id: number; at: string | Date }> };
      return new Map(result.rows.map((r) => [Number(r.user_id), new Date(r.at)]));
    },
    async checkIns(sprintId: number) {
      return db
        .select()
        .from(sprintCheckIns)
        .where(eq(sprintCheckIns.sprintId, sprintId))
        .orderBy(asc(sprintCheckIns.dueAt));
    },

    // ---------- feedback and analytics ----------
    /** every sprint team member's check-in scores: who, when due, which item, how far */
    async checkInScores(sprintId: number) {
      return db
        .select({
          userId: sprintCheckIns.userId,
          dueAt: sprintCheckIns.dueAt,
          itemId: sprintCheckInScores.itemId,
          score: sprintCheckInScores.score,
        })
        .from(sprintCheckInScores)
        .innerJoin(sprintCheckIns, eq(sprintCheckIns.id, sprintCheckInScores.checkInId))
        .where(eq(sprintCheckIns.sprintId, sprintId));
    },
    /** the crew's feedback scores with when given and by whom */
    async feedbackScores(sprintId: number) {
      return db
        .select(crewScoreColumns)
        .from(sprintFeedbackScores)
        .innerJoin(sprintFeedback, eq(sprintFeedback.id, sprintFeedbackScores.feedbackId))
        .innerJoin(sprintCrew, crewOfFeedback)
        .where(eq(sprintFeedback.sprintId, sprintId));
    },
    /** the crew's comments, newest first, with the crew member's name and role */
    async feedbackComments(sprintId: number) {
      return db
        .select({
          id: sprintFeedback.id,
          comment: sprintFeedback.comment,
          updatedAt: sprintFeedback.updatedAt,
          name: sprintCrew.name,
          role: sprintCrew.role,
        })
        .from(sprintFeedback)
        .innerJoin(sprintCrew, crewOfFeedback)
        .where(eq(sprintFeedback.sprintId, sprintId))
        .orderBy(desc(sprintFeedback.updatedAt));
    },
    async items(sprintId: number) {
      return itemsOfSprint(db, sprintId);
    },

    // ---------- the stand-up job ----------
    /** sprint team members of team sprints in progress whose stand-up assistant is on */
    async standUpAudience(): Promise<Array<{ sprint: SprintRow; member: SprintTeamMemberRow }>> {
      const rows = await db
        .select({ sprint: sprints, member: sprintTeamMembers })
        .from(sprintTeamMembers)
        .innerJoin(sprints, eq(sprints.id, sprintTeamMembers.sprintId))
        .where(
          and(
            eq(sprints.sprintType, 'TEAM_SPRINT'),
            eq(sprints.status, 'IN_PROGRESS'),
            eq(sprintTeamMembers.standUpAssistantEnabled, true),
          ),
        );
      return rows;
    },
  };
}
export type TeamSprintRepo = ReturnType<typeof createTeamSprintRepo>;

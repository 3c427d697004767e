import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprintFeedback, sprintFeedbackScores } from '../feedback/tables';
import { crewOfFeedback, crewScoreColumns } from '../run/sprint-queries';
import {
  sprintActivities,
  sprintCheckInScores,
  sprintCheckIns,
  sprintCrew,
  sprintItems,
  sprints,
  sprintTeamMembers,
} from '../tables';

export type CheckInRow = typeof sprintCheckIns.$inferSelect;
export type CheckInScoreRow = typeof sprintCheckInScores.$inferSelect;
export type SprintRow = typeof sprints.$inferSelect;

/** Queries of check-ins and analytics; every read of a person's rows is scoped by organisation and person. */
export function createCheckInRepo(db: Db) {
  return {
    /** Creates the rows of the given dates (idempotent); an extension turns the former FINAL into WEEKLY. */
    async ensure(
      sprint: Pick<SprintRow, 'id' | 'clientId' | 'userId'>,
      dates: Array<{ dueAt: Date; type: string }>,
      tx: Db = db,
    ) {
      if (!dates.length) return;
      await tx
        .insert(sprintCheckIns)
        .values(
          dates.map((d) => ({
            sprintId: sprint.id,
            clientId: sprint.clientId,
            userId: sprint.userId,
            type: d.type,
            dueAt: d.dueAt,
          })),
        )
        .onConflictDoUpdate({
          target: [sprintCheckIns.sprintId, sprintCheckIns.userId, sprintCheckIns.dueAt],
          set: { type: sql`excluded.type` },
          setWhere: sql`${sprintCheckIns.type} <> excluded.type`,
        });
    },
    /** Sprints in progress, personal and team (the job creates their missing check-in rows lazily). */
    async sprintsInProgress(): Promise<SprintRow[]> {
      return db.select().from(sprints).where(eq(sprints.status, 'IN_PROGRESS'));
    },
    /** who checks in on a sprint: its owner, or every sprint team member of a team sprint (issue 13) */
    async checkInUserIds(s: Pick<SprintRow, 'id' | 'userId' | 'sprintType'>, tx: Db = db): Promise<number[]> {
      if (s.sprintType !== 'TEAM_SPRINT') return [s.userId];
      const rows = await tx
        .select({ userId: sprintTeamMembers.userId })
        .from(sprintTeamMembers)
        .where(eq(sprintTeamMembers.sprintId, s.id));
      return rows.map((r) => r.userId);
    },
    async sprint(clientId: number, id: number, tx: Db = db): Promise<SprintRow | null> {
      const [row] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, id), eq(sprints.clientId, clientId)));
      return row ?? null;
    },
    async list(clientId: number, sprintId: number, userId: number, tx: Db = db): Promise<CheckInRow[]> {
      return tx
        .select()
        .from(sprintCheckIns)
        .where(
          and(
            eq(sprintCheckIns.clientId, clientId),
            eq(sprintCheckIns.sprintId, sprintId),
            eq(sprintCheckIns.userId, userId),
          ),
        )
        .orderBy(asc(sprintCheckIns.dueAt));
    },
    /** One check-in of the person, locked for the save (null: none, or another's). */
    async mine(clientId: number, userId: number, id: number, tx: Db): Promise<CheckInRow | null> {
      const [row] = await tx
        .select()
        .from(sprintCheckIns)
        .where(
          and(
            eq(sprintCheckIns.id, id),
            eq(sprintCheckIns.clientId, clientId),
            eq(sprintCheckIns.userId, userId),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async scores(checkInIds: number[], tx: Db = db): Promise<CheckInScoreRow[]> {
      if (!checkInIds.length) return [];
      return tx.select().from(sprintCheckInScores).where(inArray(sprintCheckInScores.checkInId, checkInIds));
    },
    async update(id: number, set: Partial<CheckInRow>, tx: Db) {
      const [row] = await tx
        .update(sprintCheckIns)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(sprintCheckIns.id, id))
        .returning();
      return row;
    },
    async saveScores(checkInId: number, scores: Array<{ itemId: number; score: number }>, tx: Db) {
      if (!scores.length) return;
      await tx
        .insert(sprintCheckInScores)
        .values(scores.map((s) => ({ checkInId, itemId: s.itemId, score: s.score })))
        .onConflictDoUpdate({
          target: [sprintCheckInScores.checkInId, sprintCheckInScores.itemId],
          set: { score: sql`excluded.score` },
        });
    },
    /** The sprint's behaviours and outcomes (the items a check-in scores). */
    async scoredItems(sprintId: number, tx: Db = db) {
      return tx
        .select({ id: sprintItems.id, kind: sprintItems.kind, label: sprintItems.label })
        .from(sprintItems)
        .where(and(eq(sprintItems.sprintId, sprintId), inArray(sprintItems.kind, ['BEHAVIOUR', 'OUTCOME'])))
        .orderBy(asc(sprintItems.kind), asc(sprintItems.sortIndex), asc(sprintItems.id));
    },
    async actions(sprintId: number) {
      return db
        .select({ id: sprintItems.id, label: sprintItems.label })
        .from(sprintItems)
        .where(and(eq(sprintItems.sprintId, sprintId), eq(sprintItems.kind, 'ACTION')))
        .orderBy(asc(sprintItems.sortIndex), asc(sprintItems.id));
    },
    async setCurrent(scores: Array<{ itemId: number; score: number }>, tx: Db) {
      for (const s of scores)
        await tx.update(sprintItems).set({ current: s.score }).where(eq(sprintItems.id, s.itemId));
    },
    /**
     * Claims due check-ins of sprints in progress that nobody opened yet (opened_at set in the same statement, so
     * a second run or instance finds nothing), at most `limit` at once.
     */
    async claimDue(now: Date, limit: number, tx: Db): Promise<CheckInRow[]> {
      const due = tx
        .select({ id: sprintCheckIns.id })
        .from(sprintCheckIns)
        .innerJoin(sprints, eq(sprints.id, sprintCheckIns.sprintId))
        .where(
          and(
            isNull(sprintCheckIns.openedAt),
            lte(sprintCheckIns.dueAt, now),
            eq(sprints.status, 'IN_PROGRESS'),
          ),
        )
        .orderBy(asc(sprintCheckIns.dueAt))
        .limit(limit)
        .for('update', { of: sprintCheckIns, skipLocked: true });
      return tx
        .update(sprintCheckIns)
        .set({ openedAt: now })
        .where(and(inArray(sprintCheckIns.id, due), isNull(sprintCheckIns.openedAt)))
        .returning();
    },
    /** Crew feedback scores of a sprint with the crew member's role and when it was given (analytics). */
    async feedbackScores(sprintId: number) {
      return db
        .select(crewScoreColumns)
        .from(sprintFeedback)
        .innerJoin(sprintCrew, crewOfFeedback)
        .leftJoin(sprintFeedbackScores, eq(sprintFeedbackScores.feedbackId, sprintFeedback.id))
        .where(eq(sprintFeedback.sprintId, sprintId));
    },
    /** Feedback received since a moment (the check-in's "new feedback" step): comment, name and role. */
    async feedbackSince(sprintId: number, since: Date | null) {
      return db
        .select({
          id: sprintFeedback.id,
          comment: sprintFeedback.comment,
          createdAt: sprintFeedback.createdAt,
          name: sprintCrew.name,
          role: sprintCrew.role,
        })
        .from(sprintFeedback)
        .innerJoin(sprintCrew, crewOfFeedback)
        .where(
          and(
            eq(sprintFeedback.sprintId, sprintId),
            since ? sql`${sprintFeedback.createdAt} > ${since}` : undefined,
          ),
        )
        .orderBy(sql`${sprintFeedback.createdAt} desc`);
    },
    async activeCrew(sprintId: number) {
      return db
        .select({ id: sprintCrew.id, role: sprintCrew.role })
        .from(sprintCrew)
        .where(and(eq(sprintCrew.sprintId, sprintId), sql`${sprintCrew.status} <> 'REMOVED'`));
    },
    async doneActivities(sprintId: number) {
      return db
        .select({ actionId: sprintActivities.actionId, doneAt: sprintActivities.doneAt })
        .from(sprintActivities)
        .where(and(eq(sprintActivities.sprintId, sprintId), isNotNull(sprintActivities.doneAt)));
    },
  };
}
export type CheckInRepo = ReturnType<typeof createCheckInRepo>;

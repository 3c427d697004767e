import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SprintFacts } from '../../../../shared/domain/certification';
import { checkInState } from '../../../../shared/domain/sprint-cards';
import type { Db } from '../../../platform/db/client';
import { sprintFeedback, sprintFeedbackRequests, sprintFeedbackScores } from '../feedback/tables';
import {
  sprintActivities,
  sprintActivityPeople,
  sprintCheckIns,
  sprintCrew,
  sprintItems,
  sprints,
} from '../tables';

/** A sprint as the certification sees it: whose, what, and its facts for the criteria (decision 0043). */
export interface CertificationSprint {
  id: number;
  clientId: number;
  userId: number;
  label: string;
  status: string;
  startDate: string | null;
  finishedAt: Date | null;
  facts: SprintFacts;
}

const pct = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

/**
 * The sprints module's answer to the gamification's questions (its port, decision 0017): the facts the
 * certification criteria check, read in the caller's transaction. A crew member is fast-forward when a finished
 * Feedforward (FF) activity involved them, and feedback-goals-and-behaviour when they gave feedback rating the
 * sprint's behaviours and outcomes (decision 0043).
 */
export function createCertificationFacts(db: Db) {
  return {
    async facts(
      clientId: number,
      sprintId: number,
      now: Date,
      tx: Db = db,
    ): Promise<CertificationSprint | null> {
      const [s] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, sprintId), eq(sprints.clientId, clientId)));
      if (!s) return null;
      const [items, crew, ff, rated, finalScores, checkIns, requests] = await Promise.all([
        tx
          .select({ id: sprintItems.id, kind: sprintItems.kind })
          .from(sprintItems)
          .where(eq(sprintItems.sprintId, s.id)),
        tx
          .select({ id: sprintCrew.id, role: sprintCrew.role })
          .from(sprintCrew)
          .where(and(eq(sprintCrew.sprintId, s.id), sql`${sprintCrew.status} <> 'REMOVED'`)),
        tx
          .selectDistinct({ crewId: sprintActivityPeople.crewId })
          .from(sprintActivityPeople)
          .innerJoin(sprintActivities, eq(sprintActivities.id, sprintActivityPeople.activityId))
          .where(
            and(
              eq(sprintActivities.sprintId, s.id),
              eq(sprintActivities.code, 'FF'),
              eq(sprintActivities.status, 'DONE'),
            ),
          ),
        tx
          .selectDistinct({ crewId: sprintFeedback.crewId })
          .from(sprintFeedback)
          .innerJoin(sprintFeedbackScores, eq(sprintFeedbackScores.feedbackId, sprintFeedback.id))
          .where(eq(sprintFeedback.sprintId, s.id)),
        tx
          .select({
            itemId: sprintFeedbackScores.itemId,
            avg: sql<string>`avg(${sprintFeedbackScores.score})`,
          })
          .from(sprintFeedbackScores)
          .innerJoin(sprintFeedback, eq(sprintFeedback.id, sprintFeedbackScores.feedbackId))
          .where(and(eq(sprintFeedback.sprintId, s.id), eq(sprintFeedback.type, 'FINAL')))
          .groupBy(sprintFeedbackScores.itemId),
        tx
          .select({ status: sprintCheckIns.status, dueAt: sprintCheckIns.dueAt })
          .from(sprintCheckIns)
          .where(and(eq(sprintCheckIns.sprintId, s.id), lte(sprintCheckIns.dueAt, now))),
        tx
          .select({ answeredAt: sprintFeedbackRequests.answeredAt })
          .from(sprintFeedbackRequests)
          .where(and(eq(sprintFeedbackRequests.sprintId, s.id), lte(sprintFeedbackRequests.dueAt, now))),
      ]);
      const dueAts = checkIns.map((c) => c.dueAt.getTime());
      const closed = checkIns.filter(
        (c) =>
          !['open', 'future'].includes(
            checkInState(
              { status: c.status, dueAt: c.dueAt.getTime() },
              dueAts,
              now.getTime(),
              s.status === 'IN_PROGRESS',
            ),
          ),
      );
      const ffIds = new Set(ff.map((r) => r.crewId));
      const ratedIds = new Set(rated.map((r) => r.crewId));
      const averages = new Map(finalScores.map((r) => [r.itemId, Number(r.avg)]));
      const count = (kind: string) => items.filter((i) => i.kind === kind).length;
      return {
        id: s.id,
        clientId: s.clientId,
        userId: s.userId,
        label: s.label,
        status: s.status,
        startDate: s.startDate,
        finishedAt: s.finishedAt,
        facts: {
          durationWeeks: s.durationWeeks + s.extendedWeeks,
          crew: crew.map((c) => ({
            role: c.role,
            fastForward: ffIds.has(c.id),
            feedbackGoalsAndBehaviour: ratedIds.has(c.id),
          })),
          feedbackFrequencyDays: s.feedbackFrequencyDays,
          finalScores: items
            .filter((i) => i.kind === 'BEHAVIOUR' || i.kind === 'OUTCOME')
            .map((i) => averages.get(i.id) ?? null),
          actionCount: count('ACTION'),
          behaviourCount: count('BEHAVIOUR'),
          outcomeCount: count('OUTCOME'),
          // of the check-ins closed or missed (sprint-cards `checkInState`): today's open one is not yet due
          checkInParticipation: pct(closed.filter((c) => c.status === 'COMPLETED').length, closed.length),
          crewParticipation: pct(requests.filter((r) => r.answeredAt !== null).length, requests.length),
          sprintType: s.sprintType,
        },
      };
    },
    /** the ids of the person's sprints saved to the portfolio, newest first (the demo's certificate) */
    async savedSprintIds(clientId: number, userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: sprints.id })
        .from(sprints)
        .where(
          and(eq(sprints.clientId, clientId), eq(sprints.userId, userId), eq(sprints.status, 'PORTFOLIO')),
        )
        .orderBy(sql`${sprints.finishedAt} desc nulls last`, sql`${sprints.id} desc`);
      return rows.map((r) => r.id);
    },
    /** how many of the person's sprints are in the portfolio */
    async portfolioCount(clientId: number, userId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sprints)
        .where(
          and(
            eq(sprints.clientId, clientId),
            eq(sprints.userId, userId),
            inArray(sprints.status, ['PORTFOLIO']),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type CertificationFacts = ReturnType<typeof createCertificationFacts>;

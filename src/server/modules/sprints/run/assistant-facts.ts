import { and, asc, desc, eq } from 'drizzle-orm';
import { sprintEndDate } from '../../../../shared/domain/sprint-end-date';
import type { Db } from '../../../platform/db/client';
import { sprintAdvice, sprintFeedback } from '../feedback/tables';
import { sprintCheckIns, sprintCrew, sprintItems, sprints } from '../tables';

/**
 * What the assistant may read of ONE person's personal sprint in progress (their own): its items, their own
 * check-ins and the crew's feedback and advice on it; null when no sprint runs. Read-only.
 */
export function createSprintAssistantFacts(db: Db) {
  return async (userId: number, clientId: number) => {
    const [sprint] = await db
      .select()
      .from(sprints)
      .where(
        and(
          eq(sprints.clientId, clientId),
          eq(sprints.userId, userId),
          eq(sprints.sprintType, 'USER_SPRINT'),
          eq(sprints.status, 'IN_PROGRESS'),
        ),
      )
      .orderBy(desc(sprints.id))
      .limit(1);
    if (!sprint) return null;
    const [items, checkIns, feedback, advice] = await Promise.all([
      db
        .select()
        .from(sprintItems)
        .where(and(eq(sprintItems.sprintId, sprint.id), eq(sprintItems.clientId, clientId)))
        .orderBy(asc(sprintItems.kind), asc(sprintItems.sortIndex)),
      db
        .select()
        .from(sprintCheckIns)
        .where(
          and(
            eq(sprintCheckIns.sprintId, sprint.id),
            eq(sprintCheckIns.clientId, clientId),
            eq(sprintCheckIns.userId, userId),
          ),
        )
        .orderBy(asc(sprintCheckIns.dueAt)),
      db
        .select({ comment: sprintFeedback.comment, name: sprintCrew.name, at: sprintFeedback.createdAt })
        .from(sprintFeedback)
        .innerJoin(sprintCrew, eq(sprintCrew.id, sprintFeedback.crewId))
        .where(and(eq(sprintFeedback.sprintId, sprint.id), eq(sprintFeedback.clientId, clientId)))
        .orderBy(desc(sprintFeedback.createdAt))
        .limit(10),
      db
        .select({ text: sprintAdvice.text, name: sprintCrew.name, at: sprintAdvice.createdAt })
        .from(sprintAdvice)
        .innerJoin(sprintCrew, eq(sprintCrew.id, sprintAdvice.crewId))
        .where(and(eq(sprintAdvice.sprintId, sprint.id), eq(sprintAdvice.clientId, clientId)))
        .orderBy(desc(sprintAdvice.createdAt))
        .limit(10),
    ]);
    const of = (kind: string) =>
      items
        .filter((i) => i.kind === kind)
        .map((i) => ({ label: i.label, current: i.current, status: i.status }));
    return {
      sprintId: sprint.id,
      code: sprint.sprintCode,
      label: sprint.label,
      startDate: sprint.startDate,
      lastDate: sprintEndDate(sprint),
      actions: of('ACTION'),
      behaviours: of('BEHAVIOUR'),
      outcomes: of('OUTCOME'),
      checkIns: checkIns.map((c) => ({
        type: c.type,
        dueAt: c.dueAt.toISOString(),
        status: c.status,
        progressNote: c.progressNote,
      })),
      feedback: [
        ...feedback.flatMap((f) =>
          f.comment ? [{ from: f.name, text: f.comment, at: f.at.toISOString() }] : [],
        ),
        ...advice.map((a) => ({ from: a.name, text: a.text, at: a.at.toISOString() })),
      ].sort((a, b) => b.at.localeCompare(a.at)),
    };
  };
}
export type SprintAssistantFacts = Awaited<ReturnType<ReturnType<typeof createSprintAssistantFacts>>>;

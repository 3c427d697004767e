import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../../../shared/domain/sprint-time';
import type { Db } from '../../../platform/db/client';
import { sprintFeedback, sprintFeedbackRequests, sprintFeedbackScores } from '../feedback/tables';
import { sprintCheckIns, sprintItems } from '../tables';

const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000);

/**
 * The record of a finished demo sprint as it really ran (issue 30, point 11): a weekly check-in completed each
 * week, and every crew member's final feedback rating each behaviour and outcome with `scores` (percent, in turn).
 * Its certificate is then earned by the same criteria the product applies, read from these rows.
 */
export async function seedFinishedRecord(
  db: Db,
  input: {
    clientId: number;
    userId: number;
    sprintId: number;
    startDate: string;
    weeks: number;
    crewIds: number[];
    scores: number[];
  },
): Promise<void> {
  const { clientId, userId, sprintId, startDate, weeks } = input;
  await db.transaction(async (tx) => {
    await tx.insert(sprintCheckIns).values(
      Array.from({ length: weeks }, (_, i) => {
        const due = at(addDays(startDate, i * 7 + 6), 9);
        return {
          sprintId,
          clientId,
          userId,
          type: 'WEEKLY',
          dueAt: due,
          openedAt: due,
          status: 'COMPLETED',
          step: 'COMPLETED',
          completedAt: new Date(due.getTime() + 3_600_000),
        };
      }),
    );
    const rated = await tx
      .select({ id: sprintItems.id })
      .from(sprintItems)
      .where(and(eq(sprintItems.sprintId, sprintId), inArray(sprintItems.kind, ['BEHAVIOUR', 'OUTCOME'])));
    const last = addDays(startDate, weeks * 7 - 1);
    for (const [k, crewId] of input.crewIds.entries()) {
      const [request] = await tx
        .insert(sprintFeedbackRequests)
        .values({
          sprintId,
          clientId,
          crewId,
          type: 'FINAL',
          dueAt: at(addDays(last, -2), 9),
          deadlineAt: at(addDays(last, 7), 0),
          mailedAt: at(addDays(last, -2), 9),
          answeredAt: at(addDays(last, -1), 10 + k),
        })
        .returning({ id: sprintFeedbackRequests.id });
      const [feedback] = await tx
        .insert(sprintFeedback)
        .values({ sprintId, clientId, crewId, requestId: request!.id, type: 'FINAL' })
        .returning({ id: sprintFeedback.id });
      await tx.insert(sprintFeedbackScores).values(
        rated.map((item, i) => ({
          feedbackId: feedback!.id,
          itemId: item.id,
          score: input.scores[(i + k) % input.scores.length]!,
        })),
      );
    }
  });
}

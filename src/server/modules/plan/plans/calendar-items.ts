import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agileMilestones, agilePlans } from '../tables';

/** The milestones of a person's plans from this year on (the notifications module's calendar feed). */
export function createPlanCalendarMilestones(db: Db) {
  return async (
    userId: number,
    clientId: number,
    fromYear: number,
  ): Promise<Array<{ id: number; title: string; date: string }>> =>
    db
      .select({ id: agileMilestones.id, title: agileMilestones.title, date: agileMilestones.date })
      .from(agileMilestones)
      .innerJoin(agilePlans, eq(agilePlans.id, agileMilestones.planId))
      .where(
        and(
          eq(agileMilestones.clientId, clientId),
          eq(agilePlans.clientId, clientId),
          eq(agilePlans.userId, userId),
          gte(agilePlans.year, fromYear),
        ),
      )
      .orderBy(asc(agileMilestones.date), asc(agileMilestones.id));
}

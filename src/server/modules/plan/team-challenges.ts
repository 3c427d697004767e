import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';
import { currentYear } from './access';
import { planOptions } from './options';
import { agilePlanItems, agilePlans } from './tables';

/**
 * For the teams module's dashboard: the role challenges these people chose in this year's plan, one row per
 * person and challenge (a chosen option's label in the language asked; free text as written).
 */
export function createTeamChallenges(db: Db) {
  // hot: one prepared statement per dashboard request (userIds as one int[] parameter)
  const chosen = db
    .select({ userId: agilePlans.userId, code: agilePlanItems.code, label: agilePlanItems.label })
    .from(agilePlanItems)
    .innerJoin(agilePlans, eq(agilePlans.id, agilePlanItems.planId))
    .where(
      and(
        eq(agilePlans.clientId, sql.placeholder('clientId')),
        eq(agilePlans.year, sql.placeholder('year')),
        sql`${agilePlans.userId} = any(${sql.placeholder('userIds')}::int[])`,
        eq(agilePlanItems.type, 'ROLE_CHALLENGE'),
      ),
    )
    .prepare('plan_team_challenges');
  return async (clientId: number, userIds: readonly number[], lng: Language) => {
    if (userIds.length === 0) return [];
    const rows = await chosen.execute({ clientId, year: currentYear(), userIds: [...userIds] });
    return rows.map((r) => ({
      userId: r.userId,
      key: r.code ?? r.label.trim().toLowerCase(),
      title: (r.code ? planOptions.challengeLabel(r.code, lng) : null) ?? r.label,
    }));
  };
}

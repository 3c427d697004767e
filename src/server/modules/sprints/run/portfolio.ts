import { PORTFOLIO_STATUSES } from '../../../../shared/domain/sprint-status';
import { localDateOf } from '../../../../shared/domain/sprint-time';
import type { SprintOutcomeStatus, SprintStatus } from '../../../../shared/sprint-enums';
import type { SprintRunRepo } from './repo';

/**
 * A person's ended sprints by year of their first day, newest year first (saved, incomplete, closed; not
 * cancelled): `/my/portfolio` and, through the plan's port, the plan's portfolio (read-only).
 */
export async function portfolioOf(repo: SprintRunRepo, clientId: number, userId: number, year?: number) {
  const rows = await repo.ended(clientId, userId, PORTFOLIO_STATUSES);
  const byYear = new Map<number, typeof rows>();
  for (const r of rows) {
    const y = Number((r.startDate ?? localDateOf(r.createdAt, r.timezone)).slice(0, 4));
    if (year && y !== year) continue;
    byYear.set(y, [...(byYear.get(y) ?? []), r]);
  }
  const years = [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([y, list]) => ({
      year: y,
      sprints: list.map((r) => ({
        id: r.id,
        label: r.label,
        icon: r.icon,
        sprintStatus: r.status as SprintStatus,
        outcomeStatus: r.outcomeStatus as SprintOutcomeStatus | null,
        startDate: r.startDate,
        finishedAt: r.finishedAt?.toISOString() ?? null,
        duration: r.durationWeeks + r.extendedWeeks,
      })),
    }));
  return { years, total: years.reduce((n, y) => n + y.sprints.length, 0) };
}

import type { KanbanWeek } from '../../../../shared/contracts/team-sprint';

/** Query keys of team sprints. */
export const teamSprintKeys = {
  all: ['team-sprint'] as const,
  summaryOfTeams: ['team-sprint', 'team-summary'] as const,
  active: (teamId: number) => ['team-sprint', 'active', teamId] as const,
  /** everything read of one running sprint (its summary, stand-ups, feedback, analytics) */
  sprint: (sprintId: number) => ['team-sprint', 'sprint', sprintId] as const,
  summary: (sprintId: number) => ['team-sprint', 'sprint', sprintId, 'summary'] as const,
  feedback: (sprintId: number) => ['team-sprint', 'sprint', sprintId, 'feedback'] as const,
  analytics: (sprintId: number) => ['team-sprint', 'sprint', sprintId, 'analytics'] as const,
  activities: (teamId: number, timeZone: string, week: KanbanWeek | 'current') =>
    ['team-sprint', 'activities', teamId, timeZone, week] as const,
};

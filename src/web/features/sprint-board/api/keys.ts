/** Query keys of the sprint board. */
export const sprintBoardKeys = {
  all: ['sprint-board'] as const,
  current: ['sprint-board', 'current'] as const,
  summary: (id: number) => ['sprint-board', 'summary', id] as const,
  activityTypes: ['sprint-board', 'activity-types'] as const,
  portfolio: (year: number | null) => ['sprint-board', 'portfolio', year] as const,
};

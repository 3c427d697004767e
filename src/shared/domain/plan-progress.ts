/** The steps of a Leader Impact plan, in the order of its tabs. */
export const PLAN_STEPS = ['roleAndChallenges', 'developmentPlan', 'goals', 'milestones', 'network'] as const;
export type PlanStep = (typeof PLAN_STEPS)[number];

/** What is filled in a plan (counts), as the plan module reads it. */
export interface PlanFacts {
  rolesChosen: boolean;
  roleChallenges: number;
  developmentItems: number;
  goals: number;
  milestones: number;
  networkEntries: number;
}

/** How far a plan is: each step done when something is in it (roles and challenges: both roles and a challenge). */
export function planProgress(f: PlanFacts): {
  done: number;
  total: number;
  steps: Record<PlanStep, boolean>;
} {
  const steps: Record<PlanStep, boolean> = {
    roleAndChallenges: f.rolesChosen && f.roleChallenges > 0,
    developmentPlan: f.developmentItems > 0,
    goals: f.goals > 0,
    milestones: f.milestones > 0,
    network: f.networkEntries > 0,
  };
  return { done: Object.values(steps).filter(Boolean).length, total: PLAN_STEPS.length, steps };
}

/** The first milestone on or after today (dates as YYYY-MM-DD), or null. */
export function nextByDate<T extends { date: string }>(items: readonly T[], today: string): T | null {
  return [...items].filter((m) => m.date >= today).sort((a, b) => a.date.localeCompare(b.date))[0] ?? null;
}

/** Where a plan stands, as its dashboard chip says it: the chip and the "n of 5 steps" line never disagree. */
export type PlanStage = 'notStarted' | 'inProgress' | 'ready' | 'complete';

/**
 * The plan's stage: complete when every step is done; ready when role and challenges are done (sprints unlocked)
 * and other steps are still open; in progress once the plan exists; else not started. `progress` is the plan's
 * step count when known (null while it loads: the stage then rests on the flags alone).
 */
export function planStage(input: {
  started: boolean;
  roleChallengesDone: boolean;
  progress: { done: number; total: number } | null;
}): PlanStage {
  if (input.progress && input.progress.total > 0 && input.progress.done >= input.progress.total)
    return 'complete';
  if (input.roleChallengesDone) return 'ready';
  if (input.started || (input.progress?.done ?? 0) > 0) return 'inProgress';
  return 'notStarted';
}

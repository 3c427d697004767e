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

import { CHECK_IN_STEPS, type CheckInStep, type CheckInType } from '../sprint-enums';

/**
 * The check-in's steps in the spec's order (practised behaviours, practised outcomes, energy level, review of new
 * progress, new feedback, activities in progress, completed), and its title by type.
 */
export const stepIndex = (step: CheckInStep | null): number => (step ? CHECK_IN_STEPS.indexOf(step) : 0);

/** The step after `step`, the last one staying last. */
export function nextStep(step: CheckInStep): CheckInStep {
  return CHECK_IN_STEPS[Math.min(CHECK_IN_STEPS.length - 1, stepIndex(step) + 1)];
}

/** The furthest of two steps: a save never moves a check-in's progress back. */
export function furthestStep(a: CheckInStep | null, b: CheckInStep | null): CheckInStep | null {
  if (!a) return b;
  if (!b) return a;
  return stepIndex(a) >= stepIndex(b) ? a : b;
}

/** The spec's titles: 'First Weekly Check-in', 'Weekly Check-in', 'Final Weekly Check-in' (i18n keys). */
export const CHECK_IN_TITLE_KEYS: Record<CheckInType, string> = {
  FIRST: 'title.first',
  WEEKLY: 'title.weekly',
  FINAL: 'title.final',
};

/** The type of the i-th of n check-in dates: FIRST, then WEEKLY, the last FINAL (a single one is FIRST). */
export function checkInTypeAt(index: number, count: number): CheckInType {
  if (index === 0) return 'FIRST';
  return index === count - 1 ? 'FINAL' : 'WEEKLY';
}

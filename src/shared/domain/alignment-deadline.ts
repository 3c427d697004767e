/**
 * The team alignment survey's deadline rules (one derivation for the page's default and the server's check).
 * Days are `yyyy-mm-dd`; a deadline is the end (UTC) of its day, so answers are taken until then.
 */

const DAY = 86_400_000;
/** the new deadline the page proposes: this many days after the later of today and the current deadline */
export const ALIGNMENT_EXTEND_DEFAULT_DAYS = 7;

const dayOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The end (UTC) of the day `yyyy-mm-dd`. */
export const endOfDeadlineDay = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

/** The first day an extension may name: the day after the current deadline, and never before today. */
export function earliestExtension(currentDeadline: Date | string, now: Date): string {
  const afterCurrent = addDays(dayOf(currentDeadline), 1);
  const today = dayOf(now);
  // ISO days sort as text
  return [afterCurrent, today].sort()[1]!;
}

/** The new deadline the page offers first: a week after the earliest day allowed (so Extend always works). */
export function defaultExtension(currentDeadline: Date | string, now: Date): string {
  return addDays(earliestExtension(currentDeadline, now), ALIGNMENT_EXTEND_DEFAULT_DAYS - 1);
}

export type ExtensionProblem = 'DEADLINE_IN_PAST' | 'DEADLINE_NOT_LATER';

/** Why `day` cannot be the new deadline, or null when it can. */
export function extensionProblem(
  currentDeadline: Date | string,
  day: string,
  now: Date,
): ExtensionProblem | null {
  if (endOfDeadlineDay(day) <= now) return 'DEADLINE_IN_PAST';
  if (endOfDeadlineDay(day) <= new Date(currentDeadline)) return 'DEADLINE_NOT_LATER';
  return null;
}

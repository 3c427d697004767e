/**
 * A sprint's shared scores (issue 30): the outcome (and behaviour) score card, the crew's engagement week by week
 * and its card, and where a check-in stands. The sprint dashboard, the team sprint dashboard and the analytics of
 * both read these facts through the functions here, so one sprint shows one number everywhere. Pure.
 */

import { currentWeek, daysBetween, localDateOf, type SprintSchedule, totalWeeks } from './sprint-time';

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The week of the sprint (1-based) an instant falls in, in the sprint's zone; null before the first day. */
export function sprintWeekOf(s: SprintSchedule, at: Date): number | null {
  const d = daysBetween(s.startDate, localDateOf(at, s.timezone));
  if (d < 0) return null;
  return Math.min(totalWeeks(s), Math.floor(d / 7) + 1);
}

/** Weeks begun so far: the current week while the sprint runs, every week once it has ended. */
export function elapsedWeeks(s: SprintSchedule, status: string, now: Date): number {
  return status === 'IN_PROGRESS' ? currentWeek(now, s) : totalWeeks(s);
}

/** The mean of scores (0-100), 1 decimal; null when there are none. */
export function meanScore(scores: readonly number[]): number | null {
  return scores.length ? round1(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
}

/**
 * A score card from the means of the check-ins in order (null: a check-in without such scores): the latest mean,
 * and its change against the one before (null while there is only one).
 */
export function scoreCard(means: readonly (number | null)[]): {
  score: number | null;
  fluctuation: number | null;
} {
  const known = means.filter((m): m is number => m !== null);
  const score = known.at(-1) ?? null;
  const before = known.at(-2);
  return { score, fluctuation: score !== null && before !== undefined ? round1(score - before) : null };
}

/** What the crew engagement of a sprint is computed from. */
export interface EngagementInput {
  /** the sprint's weeks (duration and extensions) */
  weeks: number;
  /** weeks begun so far: the current week while the sprint runs, every week once it has ended */
  elapsed: number;
  /** crew members not removed */
  crew: number;
  /** the week (1-based) of the first feedback send-out already gone out, null before the first one */
  firstSendOutWeek: number | null;
  /** who answered in which week (1-based), one entry per feedback */
  answers: ReadonlyArray<{ crewId: number; week: number }>;
}

/**
 * Crew engagement per week: the share of the crew (in %, 1 decimal) who gave feedback that week. No data (null)
 * for a week not yet begun, before the first send-out went out (nobody was asked yet), or without a crew.
 */
export function crewEngagementByWeek(e: EngagementInput): (number | null)[] {
  return Array.from({ length: e.weeks }, (_, i) => {
    const w = i + 1;
    if (w > e.elapsed || e.crew === 0 || e.firstSendOutWeek === null || w < e.firstSendOutWeek) return null;
    const answered = new Set(e.answers.filter((a) => a.week === w).map((a) => a.crewId));
    return round1((Math.min(answered.size, e.crew) / e.crew) * 100);
  });
}

/** The crew engagement card: this week's engagement and its change against last week (null: no data). */
export function engagementCard(
  engagement: readonly (number | null)[],
  elapsed: number,
): { percentage: number | null; change: number | null } {
  const current = elapsed > 0 ? (engagement[elapsed - 1] ?? null) : null;
  const previous = elapsed > 1 ? (engagement[elapsed - 2] ?? null) : null;
  return {
    percentage: current,
    change: current !== null && previous !== null ? round1(current - previous) : null,
  };
}

/** The summary's card shape (contract `scoreCard`): current, fluctuation, new. */
export const summaryCard = (current: number | null, fluctuation: number | null) => ({
  current,
  fluctuation,
  new: null,
});

/** Where a check-in stands (the check-in list, the timelines): closed, future, open or missed. */
export type CheckInState = 'completed' | 'skipped' | 'future' | 'open' | 'incomplete';

/**
 * A check-in's state at `now`: completed or skipped once closed; future before it is due; open while it is the
 * latest one due of a sprint in progress (today's, until the next one is due); incomplete (missed) once a later
 * one is due or the sprint has ended.
 */
export function checkInState(
  c: { status: string | null; dueAt: number },
  allDueAts: readonly number[],
  now: number,
  sprintRunning: boolean,
): CheckInState {
  if (c.status === 'COMPLETED') return 'completed';
  if (c.status === 'SKIPPED') return 'skipped';
  if (c.dueAt > now) return 'future';
  const laterDue = allDueAts.some((d) => d > c.dueAt && d <= now);
  return laterDue || !sprintRunning ? 'incomplete' : 'open';
}

/** A check-in date on the timeline: future, completed, open (due, still to do) or incomplete (missed, skipped). */
export type TimelineCheckInStatus = 'future' | 'completed' | 'open' | 'incomplete';
export const timelineStatusOf = (state: CheckInState): TimelineCheckInStatus =>
  state === 'skipped' ? 'incomplete' : state;

import { lastDayOf, localDateOf } from './sprint-time';

/** What the end date of a sprint is read from: its schedule, and when and how it ended. */
export interface SprintEnd {
  /** the first day, 'YYYY-MM-DD' in `timezone`; null while designing */
  startDate: string | null;
  durationWeeks: number;
  extendedWeeks: number;
  timezone: string;
  finishedAt: Date | null;
  outcomeStatus: string | null;
}

/** Outcomes of a sprint that ended before its last day: it ends on the day it stopped. */
const STOPPED_EARLY = new Set(['COMPLETED_EARLY', 'CANCELLED']);

/**
 * The end date a person reads of a sprint (decision 0068), 'YYYY-MM-DD' in the sprint's zone: its last day,
 * inclusive (the first day + 7 x (weeks + extensions) - 1), or the day it stopped when it was stopped early or
 * cancelled before that. Null while it has no first day. The instants `sprintReviewEndTime` and `ends_at` are the
 * exclusive end (midnight after the last day) for the time rules only: never shown as a date.
 */
export function sprintEndDate(s: SprintEnd): string | null {
  if (!s.startDate) return null;
  const last = lastDayOf({
    startDate: s.startDate,
    durationWeeks: s.durationWeeks,
    extendedWeeks: s.extendedWeeks,
  });
  if (s.finishedAt && s.outcomeStatus && STOPPED_EARLY.has(s.outcomeStatus)) {
    const stopped = localDateOf(s.finishedAt, s.timezone);
    // the earlier of two 'YYYY-MM-DD' days (text order is day order)
    return [stopped, last].sort()[0];
  }
  return last;
}

import type { FeedbackType } from '../sprint-enums';
import { checkInDates, feedbackSendOuts, type SprintSchedule } from './sprint-time';

/** A crew member answers a feedback request within this many days of its send-out (then the link expires). */
export const FEEDBACK_DEADLINE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface FeedbackSendOut {
  type: FeedbackType;
  dueAt: Date;
  deadlineAt: Date;
}

/**
 * Every feedback send-out of a sprint, in time order: one each `feedbackFrequencyDays` (sprint-time's
 * feedbackSendOuts) before the final check-in, and one at the final check-in. The first is FIRST, the one at the final check-in FINAL (it
 * wins when both fall on the same instant), the others WEEKLY.
 */
export function feedbackSchedule(s: SprintSchedule): FeedbackSendOut[] {
  const finalAt = checkInDates(s).at(-1);
  const times = new Map<number, FeedbackType>();
  // the final check-in's request is the last: none goes out after it
  for (const d of feedbackSendOuts(s))
    if (!finalAt || d.getTime() < finalAt.getTime()) times.set(d.getTime(), 'WEEKLY');
  if (finalAt) times.set(finalAt.getTime(), 'FINAL');
  const sorted = [...times.entries()].sort((a, b) => a[0] - b[0]);
  return sorted.map(([t, type], i) => ({
    type: i === 0 && type !== 'FINAL' ? 'FIRST' : type,
    dueAt: new Date(t),
    deadlineAt: new Date(t + FEEDBACK_DEADLINE_DAYS * DAY_MS),
  }));
}

/**
 * The send-out to make now: the latest one already due whose deadline has not passed, or null. A scheduler that
 * was down for a while sends the current request once, never the ones whose time is over.
 */
export function dueSendOut(now: Date, s: SprintSchedule): FeedbackSendOut | null {
  const t = now.getTime();
  let found: FeedbackSendOut | null = null;
  for (const o of feedbackSchedule(s)) {
    if (o.dueAt.getTime() > t) break;
    if (o.deadlineAt.getTime() > t) found = o;
  }
  return found;
}

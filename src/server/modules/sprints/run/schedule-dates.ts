import {
  checkInDates,
  feedbackSendOuts,
  lastDayOf,
  type SprintSchedule,
  sprintWindow,
} from '../../../../shared/domain/sprint-time';

/** A sprint's dates that depend on its schedule only (not on now), in UTC. */
export interface ScheduleDates {
  lastDate: string;
  window: { startsAt: Date; endsAt: Date };
  checkIns: Date[];
  sendOuts: Date[];
}

const MAX = 5000;
const memo = new Map<string, ScheduleDates>();

/**
 * The schedule's dates, remembered per schedule: each is a wall-clock time converted to UTC in the sprint's time
 * zone (Intl), about 30 conversions for a sprint of 12 weeks, which made most of the dashboard's CPU time (bench,
 * decision 0048). A schedule never changes under the same key; the memo forgets its oldest entries past MAX.
 * Callers must not change the dates they get.
 */
export function scheduleDates(s: SprintSchedule): ScheduleDates {
  const key = `${s.startDate}|${s.durationWeeks}|${s.extendedWeeks}|${s.timezone}|${s.checkInWeekday}|${s.checkInTime}|${s.feedbackFrequencyDays}`;
  let dates = memo.get(key);
  if (!dates) {
    dates = {
      lastDate: lastDayOf(s),
      window: sprintWindow(s),
      checkIns: checkInDates(s),
      sendOuts: feedbackSendOuts(s),
    };
    if (memo.size >= MAX) memo.delete(memo.keys().next().value as string);
    memo.set(key, dates);
  }
  return dates;
}

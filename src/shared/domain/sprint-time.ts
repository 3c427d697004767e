/**
 * Sprint time (spec sprints-teams 4, "Sprint time helpers", and the overview's timeline). Dates are computed in the
 * person's IANA time zone, daylight-saving changes included, and answered as UTC instants. Pure: the caller passes
 * `now` (the server's clock).
 */

import { addDays, isoWeekday, isTimeZone, offsetAt, todayIn, zonedToUtc } from './zoned-time';

/** What the rules need of a sprint: its first day and length, in the person's zone. */
export interface SprintSchedule {
  /** the first day, 'YYYY-MM-DD' in `timezone` */
  startDate: string;
  durationWeeks: number;
  /** weeks added by extensions */
  extendedWeeks: number;
  timezone: string;
  /** ISO weekday 1 (Monday) .. 7 and 'HH:MM' local */
  checkInWeekday: number;
  checkInTime: string;
  feedbackFrequencyDays: number;
}

const DAY_MS = 86_400_000;
export const REVIEW_WINDOW_DAYS = 7;

/** The zone's offset from UTC at an instant, in minutes (Europe/Berlin in summer: 120). */
export const zoneOffsetMinutes = (instant: Date, timeZone: string): number =>
  Math.round(offsetAt(instant, timeZone) / 60_000);

/** The calendar day of an instant in a zone, 'YYYY-MM-DD'. */
export const localDateOf = (instant: Date, timeZone: string): string => todayIn(timeZone, instant);

/**
 * The instant of a local date and time in a zone: a time a spring-forward change skips moves forward by the gap,
 * a repeated autumn hour takes its first occurrence (zoned-time.ts).
 */
export const localToUtc = zonedToUtc;

export { addDays, isoWeekday, isTimeZone };

/** Whole calendar days from a to b (b later: positive). */
export function daysBetween(a: string, b: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(b) - t(a)) / DAY_MS);
}

export const totalWeeks = (s: Pick<SprintSchedule, 'durationWeeks' | 'extendedWeeks'>) =>
  s.durationWeeks + s.extendedWeeks;

/** The last day of the sprint, local: the day its end date names (inclusive, decision 0068). */
export function lastDayOf(s: Pick<SprintSchedule, 'startDate' | 'durationWeeks' | 'extendedWeeks'>): string {
  return addDays(s.startDate, totalWeeks(s) * 7 - 1);
}

/** Start of the first day and end of the last day (the spec's sprintReviewEndTime; exclusive) in UTC. */
export function sprintWindow(s: SprintSchedule): { startsAt: Date; endsAt: Date } {
  return {
    startsAt: localToUtc(s.startDate, '00:00', s.timezone),
    endsAt: localToUtc(addDays(lastDayOf(s), 1), '00:00', s.timezone),
  };
}

/** Before the last day: the person's today is earlier than the sprint's last day. */
export function isBeforeLastDay(now: Date, s: SprintSchedule): boolean {
  return localDateOf(now, s.timezone) < lastDayOf(s);
}

/** The first day: the start is the same calendar day as today, in the person's zone. */
export function isFirstDay(now: Date, s: SprintSchedule): boolean {
  return localDateOf(now, s.timezone) === s.startDate;
}

/** Within one week after the end: the sprint has ended less than 7 days ago. */
export function isWithinWeekAfterEnd(now: Date, s: SprintSchedule): boolean {
  const { endsAt } = sprintWindow(s);
  const past = now.getTime() - endsAt.getTime();
  return past >= 0 && past < REVIEW_WINDOW_DAYS * DAY_MS;
}

/** More than one week after the end: 7 days or more have passed since the end. */
export function isMoreThanWeekAfterEnd(now: Date, s: SprintSchedule): boolean {
  return now.getTime() - sprintWindow(s).endsAt.getTime() >= REVIEW_WINDOW_DAYS * DAY_MS;
}

/** Where the sprint stands for its final review. */
export type ReviewPhase = 'before-last-day' | 'review-due' | 'review-closed';

/** The final review is due from the last day until a week after the end. */
export function reviewPhase(now: Date, s: SprintSchedule): ReviewPhase {
  if (isBeforeLastDay(now, s)) return 'before-last-day';
  return isMoreThanWeekAfterEnd(now, s) ? 'review-closed' : 'review-due';
}

/** Days left to complete the sprint, today included (0 once the last day has passed). */
export function daysLeft(now: Date, s: SprintSchedule): number {
  return Math.max(0, daysBetween(localDateOf(now, s.timezone), lastDayOf(s)) + 1);
}

/** The week of the sprint today falls in (1-based; 0 before the start, capped at the last week). */
export function currentWeek(now: Date, s: SprintSchedule): number {
  const d = daysBetween(s.startDate, localDateOf(now, s.timezone));
  if (d < 0) return 0;
  return Math.min(totalWeeks(s), Math.floor(d / 7) + 1);
}

/** The weekly check-ins: each check-in weekday from the first day to the last, at the local time, in UTC. */
export function checkInDates(s: SprintSchedule): Date[] {
  const shift = (s.checkInWeekday - isoWeekday(s.startDate) + 7) % 7;
  const last = lastDayOf(s);
  const out: Date[] = [];
  for (let day = addDays(s.startDate, shift); day <= last; day = addDays(day, 7))
    out.push(localToUtc(day, s.checkInTime, s.timezone));
  return out;
}

/** The next check-in at or after now, or null when none is left. */
export function nextCheckIn(now: Date, s: SprintSchedule): Date | null {
  return checkInDates(s).find((d) => d.getTime() >= now.getTime()) ?? null;
}

/** When feedback requests go out to the crew: every `feedbackFrequencyDays` after the first day, at check-in time. */
export function feedbackSendOuts(s: SprintSchedule): Date[] {
  const last = lastDayOf(s);
  const out: Date[] = [];
  const step = Math.max(1, s.feedbackFrequencyDays);
  for (let day = addDays(s.startDate, step); day <= last; day = addDays(day, step))
    out.push(localToUtc(day, s.checkInTime, s.timezone));
  return out;
}

/** How far through the sprint now is, 0..100 (1 decimal). */
export function timelineProgress(now: Date, s: SprintSchedule): number {
  return progressThrough(now, sprintWindow(s));
}

/** timelineProgress of a window already computed (sprintWindow converts two wall-clock times: Intl, costly). */
export function progressThrough(now: Date, { startsAt, endsAt }: { startsAt: Date; endsAt: Date }): number {
  const f = (now.getTime() - startsAt.getTime()) / (endsAt.getTime() - startsAt.getTime());
  return Math.round(Math.min(1, Math.max(0, f)) * 1000) / 10;
}

/**
 * Sprint time (spec sprints-teams 4, "Sprint time helpers", and the overview's timeline). Dates are computed in the
 * person's IANA time zone, daylight-saving changes included, and answered as UTC instants. Pure: the caller passes
 * `now` (the server's clock).
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the zone is one the platform knows (a bad zone is a 400 at the edge). */
export function isTimeZone(zone: string): boolean {
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(instant: Date, timeZone: string) {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Berlin in summer: 120). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day of an instant in a zone, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The instant of a local date and time in a zone. A time that a spring-forward change skips is moved forward by
 * the gap (02:30 on the change day in Berlin is 03:30); a repeated autumn hour takes its first occurrence.
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // the offsets half a day either side cover both sides of a change on that day
  const offsets = [-12, 0, 12].map((h) => zoneOffsetMinutes(new Date(wall + h * 3_600_000), timeZone));
  const candidates = [...new Set(offsets.map((o) => wall - o * 60_000))].sort((a, b) => a - b);
  for (const c of candidates) {
    const w = wallClock(new Date(c), timeZone);
    if (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === wall) return new Date(c);
  }
  // a skipped time: the offset before the change puts it just after the gap
  return new Date(wall - offsets[0] * 60_000);
}

/** 'YYYY-MM-DD' plus n calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (b later: positive). */
export function daysBetween(a: string, b: string): number {
  const t = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((t(b) - t(a)) / DAY_MS);
}

/** ISO weekday of a date: Monday 1 .. Sunday 7. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

export const totalWeeks = (s: Pick<SprintSchedule, 'durationWeeks' | 'extendedWeeks'>) =>
  s.durationWeeks + s.extendedWeeks;

/** The last day of the sprint, local. */
export function lastDayOf(s: SprintSchedule): string {
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
  const { startsAt, endsAt } = sprintWindow(s);
  const f = (now.getTime() - startsAt.getTime()) / (endsAt.getTime() - startsAt.getTime());
  return Math.round(Math.min(1, Math.max(0, f)) * 1000) / 10;
}

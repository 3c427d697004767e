/**
 * Relative time (spec sprints 9): under a day 'Today', then years, months (30 days), weeks, days
 * as '{n} {unit}(s) ago'. The result is a translation key plus a count; the UI translates it.
 */
export type RelativeTimeUnit = 'years' | 'months' | 'weeks' | 'days';
export type RelativeTime = { key: 'today'; count: 0 } | { key: RelativeTimeUnit; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): RelativeTime {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  const current = now instanceof Date ? now.getTime() : now;
  const diff = current - then;
  if (!Number.isFinite(diff) || diff < DAY_MS) return { key: 'today', count: 0 };
  const days = Math.floor(diff / DAY_MS);
  const years = Math.floor(days / 365);
  if (years >= 1) return { key: 'years', count: years };
  const months = Math.floor(days / 30);
  if (months >= 1) return { key: 'months', count: months };
  const weeks = Math.floor(days / 7);
  if (weeks >= 1) return { key: 'weeks', count: weeks };
  return { key: 'days', count: days };
}

const ENGLISH_UNITS: Record<RelativeTimeUnit, string> = {
  years: 'year',
  months: 'month',
  weeks: 'week',
  days: 'day',
};

/** English wording of a relative time, as the spec writes it ('Today', '1 day ago', '3 weeks ago'). */
export function formatRelativeTimeEn(value: RelativeTime): string {
  if (value.key === 'today') return 'Today';
  const unit = ENGLISH_UNITS[value.key];
  return `${value.count} ${unit}${value.count === 1 ? '' : 's'} ago`;
}

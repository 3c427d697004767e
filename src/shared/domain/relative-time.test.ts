import { describe, expect, it } from 'vitest';
import { formatRelativeTimeEn, relativeTime } from './relative-time';

const NOW = new Date('2024-06-30T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('is Today under a day, and for future dates', () => {
    expect(relativeTime(ago(0), NOW)).toEqual({ key: 'today', count: 0 });
    expect(relativeTime(ago(23 * HOUR), NOW)).toEqual({ key: 'today', count: 0 });
    expect(relativeTime(ago(-5 * DAY), NOW)).toEqual({ key: 'today', count: 0 });
  });

  it('counts days below a week', () => {
    expect(relativeTime(ago(DAY), NOW)).toEqual({ key: 'days', count: 1 });
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), NOW)).toEqual({ key: 'days', count: 6 });
  });

  it('counts weeks below 30 days', () => {
    expect(relativeTime(ago(7 * DAY), NOW)).toEqual({ key: 'weeks', count: 1 });
    expect(relativeTime(ago(29 * DAY), NOW)).toEqual({ key: 'weeks', count: 4 });
  });

  it('counts months of 30 days below a year', () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toEqual({ key: 'months', count: 1 });
    expect(relativeTime(ago(364 * DAY), NOW)).toEqual({ key: 'months', count: 12 });
  });

  it('counts years from 365 days', () => {
    expect(relativeTime(ago(365 * DAY), NOW)).toEqual({ key: 'years', count: 1 });
    expect(relativeTime(ago(3 * 365 * DAY + DAY), NOW)).toEqual({ key: 'years', count: 3 });
  });

  it('accepts ISO strings and epoch numbers', () => {
    expect(relativeTime('2024-06-20T12:00:00Z', NOW.getTime())).toEqual({ key: 'weeks', count: 1 });
  });

  it('treats an invalid date as Today rather than failing', () => {
    expect(relativeTime('nonsense', NOW)).toEqual({ key: 'today', count: 0 });
  });
});

describe('formatRelativeTimeEn', () => {
  it('writes the spec wording with singular and plural units', () => {
    expect(formatRelativeTimeEn({ key: 'today', count: 0 })).toBe('Today');
    expect(formatRelativeTimeEn({ key: 'days', count: 1 })).toBe('1 day ago');
    expect(formatRelativeTimeEn({ key: 'days', count: 3 })).toBe('3 days ago');
    expect(formatRelativeTimeEn({ key: 'weeks', count: 2 })).toBe('2 weeks ago');
    expect(formatRelativeTimeEn({ key: 'months', count: 1 })).toBe('1 month ago');
    expect(formatRelativeTimeEn({ key: 'years', count: 5 })).toBe('5 years ago');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPercentage, formatScore, formattersFor } from './format';

describe('formatPercentage', () => {
  it('shows two decimals with a percent sign', () => {
    expect(formatPercentage(12.345)).toBe('12.35%');
    expect(formatPercentage(50)).toBe('50.00%');
    expect(formatPercentage(0)).toBe('0.00%');
    expect(formatPercentage(1.005)).toBe('1.01%');
    expect(formatPercentage(-3.333)).toBe('-3.33%');
  });

  it('can leave the sign out', () => {
    expect(formatPercentage(66.666, { withSign: false })).toBe('66.67');
  });

  it('is empty for missing values', () => {
    expect(formatPercentage(null)).toBe('');
    expect(formatPercentage(undefined)).toBe('');
    expect(formatPercentage(Number.NaN)).toBe('');
  });
});

describe('formatScore', () => {
  it('shows one decimal', () => {
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(4.94)).toBe('4.9');
    expect(formatScore(4.96)).toBe('5.0');
  });

  it('is empty for missing values', () => {
    expect(formatScore(null)).toBe('');
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatLongDate', () => {
  it('formats dd MMM YYYY in English', () => {
    expect(formatLongDate('2024-03-05T10:00:00Z', { timeZone: 'UTC' })).toBe('05 Mar 2024');
    expect(formatLongDate(new Date(Date.UTC(2023, 11, 31, 12)), { timeZone: 'UTC' })).toBe('31 Dec 2023');
  });

  it('uses the given time zone for the day', () => {
    expect(formatLongDate('2024-03-05T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('06 Mar 2024');
  });

  it('names the month in the given language', () => {
    expect(formatLongDate('2024-03-05T10:00:00Z', { timeZone: 'UTC', locale: 'fr' })).toMatch(
      /^05 mars 2024$/,
    );
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formattersFor on the server (decision 0079)', () => {
  it('names a weekday (ISO 1 Monday .. 7 Sunday) in the language', () => {
    expect(formattersFor('en').weekday(1)).toBe('Monday');
    expect(formattersFor('de').weekday(3)).toBe('Mittwoch');
    expect(formattersFor('ja').weekday(7)).toBe('日曜日');
  });

  it('reads an instant in the given time zone, a calendar day never shifted', () => {
    const late = '2026-12-02T23:30:00Z';
    expect(formattersFor('de', { timeZone: 'Asia/Tokyo' }).date(late)).toBe('03.12.2026');
    expect(formattersFor('de', { timeZone: 'UTC' }).date(late)).toBe('02.12.2026');
    expect(formattersFor('de', { timeZone: 'Asia/Tokyo' }).time(late)).toBe('08:30');
    expect(formattersFor('de', { timeZone: 'Pacific/Honolulu' }).date('2026-12-02')).toBe('02.12.2026');
  });
});

import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

describe('formattersFor', () => {
  it('writes numbers in the interface language', () => {
    expect(formattersFor('de').number(3.4, 1)).toBe('3,4');
    expect(formattersFor('en').number(3.4, 1)).toBe('3.4');
    expect(formattersFor('fr').percent(42.5, 1)).toMatch(/^42,5\s%$/);
  });

  it('writes dates in the interface language and keeps a calendar day on its day', () => {
    expect(formattersFor('de').date('2026-11-22')).toBe('22.11.2026');
    expect(formattersFor('en').date('2026-11-22')).toBe('Nov 22, 2026');
    expect(formattersFor('ja').longDate('2026-11-22')).toBe('2026年11月22日');
  });

  it('writes a clock time the way the language writes times, like every other time on the page', () => {
    expect(formattersFor('en').clock('09:00')).toBe('9:00 AM');
    expect(formattersFor('en').clock('17:30')).toBe('5:30 PM');
    expect(formattersFor('de').clock('09:00')).toBe('09:00');
    expect(formattersFor('ja').clock('17:30')).toBe('17:30');
    // the same as a moment's time in the same language
    expect(formattersFor('en').clock('09:00')).toBe(
      new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 9)),
    );
    expect(formattersFor('en').clock('')).toBe('');
  });

  it('answers an empty string for a missing or invalid value', () => {
    const f = formattersFor('en');
    expect(f.date(null)).toBe('');
    expect(f.date('not a date')).toBe('');
    expect(f.number(Number.NaN)).toBe('');
  });
});

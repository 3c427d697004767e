import { describe, expect, it } from 'vitest';
import { formatDateInput, formatTimeInput, parseDateInput, parseTimeInput } from './date-input';

describe('date input in the interface language', () => {
  it('writes an ISO day in the language order', () => {
    expect(formatDateInput('2026-11-03', 'de')).toBe('03.11.2026');
    expect(formatDateInput('2026-11-03', 'ja')).toBe('2026/11/03');
    expect(formatDateInput('2026-11-03', 'en')).toBe('11/03/2026');
    expect(formatDateInput('2026-11-03', 'fr')).toBe('03/11/2026');
    expect(formatDateInput('', 'de')).toBe('');
  });

  it('reads what was typed in the language order and keeps ISO', () => {
    expect(parseDateInput('3.11.2026', 'de')).toBe('2026-11-03');
    expect(parseDateInput('03112026', 'de')).toBe('2026-11-03');
    expect(parseDateInput('2026/11/3', 'ja')).toBe('2026-11-03');
    expect(parseDateInput('11/3/26', 'en')).toBe('2026-11-03');
    expect(parseDateInput('2026-11-03', 'de')).toBe('2026-11-03');
    expect(parseDateInput('  ', 'de')).toBe('');
  });

  it('refuses what is not a calendar day', () => {
    expect(parseDateInput('31.02.2026', 'de')).toBeNull();
    expect(parseDateInput('11/03/2026', 'ja')).toBeNull();
    expect(parseDateInput('13.13.2026', 'de')).toBeNull();
    expect(parseDateInput('tomorrow', 'en')).toBeNull();
  });

  it('writes and reads a time of day', () => {
    expect(formatTimeInput('14:05', 'en')).toBe('2:05 PM');
    expect(formatTimeInput('00:30', 'en')).toBe('12:30 AM');
    expect(formatTimeInput('14:05', 'de')).toBe('14:05');
    expect(formatTimeInput('14:05', 'id')).toBe('14.05');
    expect(parseTimeInput('2:05 pm')).toBe('14:05');
    expect(parseTimeInput('12 AM')).toBe('00:00');
    expect(parseTimeInput('14.05')).toBe('14:05');
    expect(parseTimeInput('1405')).toBe('14:05');
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('13 pm')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sprintEndDate } from './sprint-end-date';
import { sprintWindow } from './sprint-time';

const base = {
  startDate: '2026-11-12',
  durationWeeks: 8,
  extendedWeeks: 0,
  timezone: 'Europe/Berlin',
  finishedAt: null,
  outcomeStatus: null,
};

describe('the end date a person reads (decision 0068)', () => {
  it('is the last day, inclusive: 8 weeks from Nov 12, 2026 end on Jan 6, 2027', () => {
    expect(sprintEndDate(base)).toBe('2027-01-06');
    expect(sprintEndDate({ ...base, extendedWeeks: 2 })).toBe('2027-01-20');
    expect(sprintEndDate({ ...base, startDate: null })).toBeNull();
  });

  it('is never the exclusive end instant read as a date (midnight after the last day)', () => {
    const { endsAt } = sprintWindow({
      ...base,
      startDate: '2026-11-12',
      checkInWeekday: 1,
      checkInTime: '09:00',
      feedbackFrequencyDays: 7,
    });
    expect(endsAt.toISOString()).toBe('2027-01-06T23:00:00.000Z'); // Jan 7, 00:00 in Berlin
    expect(sprintEndDate(base)).not.toBe('2027-01-07');
  });

  it('is the day a sprint stopped early or was cancelled, in its zone; a saved one keeps its last day', () => {
    const stopped = new Date('2026-12-01T23:30:00Z'); // Dec 2, 00:30 in Berlin
    expect(sprintEndDate({ ...base, finishedAt: stopped, outcomeStatus: 'COMPLETED_EARLY' })).toBe(
      '2026-12-02',
    );
    expect(sprintEndDate({ ...base, finishedAt: stopped, outcomeStatus: 'CANCELLED' })).toBe('2026-12-02');
    const later = new Date('2027-01-10T10:00:00Z');
    expect(sprintEndDate({ ...base, finishedAt: later, outcomeStatus: 'COMPLETED' })).toBe('2027-01-06');
  });
});

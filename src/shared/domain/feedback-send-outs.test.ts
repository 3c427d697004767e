import { describe, expect, it } from 'vitest';
import { dueSendOut, feedbackSchedule } from './feedback-send-outs';
import type { SprintSchedule } from './sprint-time';

const base: SprintSchedule = {
  startDate: '2026-03-16', // a Monday
  durationWeeks: 4,
  extendedWeeks: 0,
  timezone: 'Europe/Berlin',
  checkInWeekday: 5, // Friday
  checkInTime: '09:00',
  feedbackFrequencyDays: 7,
};

describe('feedback send-outs', () => {
  it.each([
    [1, 25], // days 1..24 and the final check-in (day 25, a Friday); none after it
    [7, 4], // days 7, 14, 21 and the final check-in
    [14, 2], // day 14 and the final check-in
    [28, 1], // day 28 is past the last day: the final check-in only
  ])('every %i days in a 4-week sprint: %i send-outs, FIRST then WEEKLY, FINAL last', (days, count) => {
    const all = feedbackSchedule({ ...base, feedbackFrequencyDays: days });
    expect(all).toHaveLength(count);
    expect(all.at(-1)?.type).toBe('FINAL');
    if (count > 1) expect(all[0].type).toBe('FIRST');
    expect(all.slice(1, -1).every((o) => o.type === 'WEEKLY')).toBe(true);
    // in time order, each answerable for 7 days
    for (const [i, o] of all.entries()) {
      if (i) expect(o.dueAt.getTime()).toBeGreaterThan(all[i - 1].dueAt.getTime());
      expect(o.deadlineAt.getTime() - o.dueAt.getTime()).toBe(7 * 86_400_000);
    }
  });

  it('sends at the check-in time in the person’s zone, across a daylight-saving change', () => {
    const [first, second] = feedbackSchedule(base);
    expect(first.dueAt.toISOString()).toBe('2026-03-23T08:00:00.000Z'); // CET
    expect(second.dueAt.toISOString()).toBe('2026-03-30T07:00:00.000Z'); // CEST from 29 March
  });

  it('the due send-out is the latest one whose deadline has not passed', () => {
    const all = feedbackSchedule(base);
    expect(dueSendOut(new Date('2026-03-20T00:00:00Z'), base)).toBeNull();
    expect(dueSendOut(new Date(all[0].dueAt.getTime() + 1000), base)).toEqual(all[0]);
    // down for two send-outs: only the current one
    expect(dueSendOut(new Date(all[2].dueAt.getTime() + 1000), base)).toEqual(all[2]);
    expect(dueSendOut(new Date(all.at(-1)!.deadlineAt.getTime()), base)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkInDates,
  daysLeft,
  feedbackSendOuts,
  isBeforeLastDay,
  isFirstDay,
  isMoreThanWeekAfterEnd,
  isWithinWeekAfterEnd,
  localDateOf,
  localToUtc,
  nextCheckIn,
  progressThrough,
  reviewPhase,
  type SprintSchedule,
  sprintWindow,
  timelineProgress,
} from './sprint-time';

const berlin: SprintSchedule = {
  startDate: '2026-03-16',
  durationWeeks: 4,
  extendedWeeks: 0,
  timezone: 'Europe/Berlin',
  checkInWeekday: 5,
  checkInTime: '09:00',
  feedbackFrequencyDays: 7,
};
const at = (iso: string) => new Date(iso);

describe('local times in a zone', () => {
  it('turns a local time into UTC on both sides of a daylight-saving change', () => {
    expect(localToUtc('2026-03-27', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(localToUtc('2026-03-30', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(localToUtc('2026-11-02', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(localToUtc('2026-10-30', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-10-30T13:00:00.000Z',
    );
  });
  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(localToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(localToUtc('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
  it('names the calendar day of an instant in the zone', () => {
    expect(localDateOf(at('2026-03-15T23:30:00Z'), 'Europe/Berlin')).toBe('2026-03-16');
    expect(localDateOf(at('2026-03-16T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-15');
  });
});

describe('check-ins and send-outs', () => {
  it('keeps the weekly check-in at 09:00 local across the spring change', () => {
    expect(checkInDates(berlin).map((d) => d.toISOString())).toEqual([
      '2026-03-20T08:00:00.000Z',
      '2026-03-27T08:00:00.000Z',
      '2026-04-03T07:00:00.000Z',
      '2026-04-10T07:00:00.000Z',
    ]);
  });
  it('starts the check-ins on the first chosen weekday on or after the first day', () => {
    const monday = { ...berlin, checkInWeekday: 1 };
    expect(checkInDates(monday).map((d) => localDateOf(d, 'Europe/Berlin'))).toEqual([
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(checkInDates({ ...monday, extendedWeeks: 2 })).toHaveLength(6);
  });
  it('sends feedback requests every chosen number of days within the sprint', () => {
    expect(feedbackSendOuts(berlin).map((d) => localDateOf(d, 'Europe/Berlin'))).toEqual([
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(feedbackSendOuts({ ...berlin, feedbackFrequencyDays: 14 })).toHaveLength(1);
    expect(feedbackSendOuts({ ...berlin, feedbackFrequencyDays: 1 })).toHaveLength(27);
  });
  it('answers the next check-in, none after the last', () => {
    expect(nextCheckIn(at('2026-03-21T00:00:00Z'), berlin)?.toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(nextCheckIn(at('2026-04-11T00:00:00Z'), berlin)).toBeNull();
  });
});

describe('the time helpers of the final review', () => {
  it('ends the sprint at the end of its last local day', () => {
    const w = sprintWindow(berlin);
    expect(w.startsAt.toISOString()).toBe('2026-03-15T23:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-04-12T22:00:00.000Z');
  });
  it('first day, before the last day, within a week after, more than a week after', () => {
    const firstDay = at('2026-03-16T06:00:00Z');
    expect(isFirstDay(firstDay, berlin)).toBe(true);
    expect(isFirstDay(at('2026-03-16T23:30:00Z'), berlin)).toBe(false);
    expect(isBeforeLastDay(firstDay, berlin)).toBe(true);
    expect(reviewPhase(firstDay, berlin)).toBe('before-last-day');
    // the last day (Sunday 12 April, Berlin): the review is due, the sprint has not ended
    const lastDay = at('2026-04-12T10:00:00Z');
    expect(isBeforeLastDay(lastDay, berlin)).toBe(false);
    expect(isWithinWeekAfterEnd(lastDay, berlin)).toBe(false);
    expect(reviewPhase(lastDay, berlin)).toBe('review-due');
    expect(daysLeft(lastDay, berlin)).toBe(1);
    const after = at('2026-04-19T21:59:00Z');
    expect(isWithinWeekAfterEnd(after, berlin)).toBe(true);
    expect(reviewPhase(after, berlin)).toBe('review-due');
    const late = at('2026-04-19T22:00:00Z');
    expect(isMoreThanWeekAfterEnd(late, berlin)).toBe(true);
    expect(isWithinWeekAfterEnd(late, berlin)).toBe(false);
    expect(reviewPhase(late, berlin)).toBe('review-closed');
    expect(daysLeft(late, berlin)).toBe(0);
  });
  it('counts the days left in the person zone, not in UTC', () => {
    const tokyo = { ...berlin, timezone: 'Asia/Tokyo' };
    // 2026-03-16T16:00Z is already the 17th in Tokyo
    expect(daysLeft(at('2026-03-16T16:00:00Z'), tokyo)).toBe(27);
    expect(daysLeft(at('2026-03-16T16:00:00Z'), berlin)).toBe(28);
  });
  it('an extension moves the last day by two weeks', () => {
    const extended = { ...berlin, extendedWeeks: 2 };
    expect(reviewPhase(at('2026-04-12T10:00:00Z'), extended)).toBe('before-last-day');
    expect(reviewPhase(at('2026-04-26T10:00:00Z'), extended)).toBe('review-due');
  });
});

describe('the timeline progress', () => {
  it('is 0 before the first day, 100 from the end, and the same from a remembered window as from the schedule', () => {
    const w = sprintWindow(berlin);
    expect(progressThrough(at('2026-03-10T12:00:00Z'), w)).toBe(0);
    expect(progressThrough(at('2026-04-20T12:00:00Z'), w)).toBe(100);
    // the middle instant of the window
    const middle = new Date((w.startsAt.getTime() + w.endsAt.getTime()) / 2);
    expect(progressThrough(middle, w)).toBe(50);
    for (const now of ['2026-03-16T06:00:00Z', '2026-03-29T01:30:00Z', '2026-04-12T21:59:00Z'])
      expect(progressThrough(at(now), w)).toBe(timelineProgress(at(now), berlin));
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkInState,
  crewEngagementByWeek,
  elapsedWeeks,
  engagementCard,
  meanScore,
  scoreCard,
  sprintWeekOf,
  timelineStatusOf,
} from './sprint-cards';
import type { SprintSchedule } from './sprint-time';

const schedule: SprintSchedule = {
  startDate: '2026-11-02',
  durationWeeks: 4,
  extendedWeeks: 0,
  timezone: 'Europe/Berlin',
  checkInWeekday: 1,
  checkInTime: '09:00',
  feedbackFrequencyDays: 7,
};

describe('the score card', () => {
  it('is the latest check-in mean with its change against the one before', () => {
    expect(meanScore([70, 80])).toBe(75);
    expect(meanScore([])).toBeNull();
    expect(scoreCard([60, null, 75])).toEqual({ score: 75, fluctuation: 15 });
    expect(scoreCard([75])).toEqual({ score: 75, fluctuation: null });
    expect(scoreCard([])).toEqual({ score: null, fluctuation: null });
  });
});

describe('crew engagement', () => {
  const base = { weeks: 4, crew: 2, answers: [] as { crewId: number; week: number }[] };
  it('has no data before the first send-out, for weeks not yet begun, or without a crew', () => {
    expect(crewEngagementByWeek({ ...base, elapsed: 1, firstSendOutWeek: null })).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(
      crewEngagementByWeek({ ...base, elapsed: 3, firstSendOutWeek: 2, answers: [{ crewId: 1, week: 2 }] }),
    ).toEqual([null, 50, 0, null]);
    expect(crewEngagementByWeek({ ...base, crew: 0, elapsed: 3, firstSendOutWeek: 2 })).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('counts each crew member once a week and the card compares this week with the last', () => {
    const e = crewEngagementByWeek({
      ...base,
      elapsed: 3,
      firstSendOutWeek: 2,
      answers: [
        { crewId: 1, week: 2 },
        { crewId: 1, week: 2 },
        { crewId: 1, week: 3 },
        { crewId: 2, week: 3 },
      ],
    });
    expect(e).toEqual([null, 50, 100, null]);
    expect(engagementCard(e, 3)).toEqual({ percentage: 100, change: 50 });
    expect(engagementCard(e, 2)).toEqual({ percentage: 50, change: null });
    expect(engagementCard(e, 1)).toEqual({ percentage: null, change: null });
  });

  it('places instants in the sprint weeks of its zone', () => {
    // Sunday 23:30 in Berlin is still week 1; Monday 00:30 is week 2
    expect(sprintWeekOf(schedule, new Date('2026-11-08T22:30:00Z'))).toBe(1);
    expect(sprintWeekOf(schedule, new Date('2026-11-08T23:30:00Z'))).toBe(2);
    expect(sprintWeekOf(schedule, new Date('2026-11-01T12:00:00Z'))).toBeNull();
    expect(sprintWeekOf(schedule, new Date('2027-01-30T12:00:00Z'))).toBe(4);
    expect(elapsedWeeks(schedule, 'IN_PROGRESS', new Date('2026-11-10T12:00:00Z'))).toBe(2);
    expect(elapsedWeeks(schedule, 'PORTFOLIO', new Date('2026-11-10T12:00:00Z'))).toBe(4);
  });
});

describe('a check-in state', () => {
  const dues = [100, 200, 300];
  it('is open while it is the latest due of a running sprint, missed once the next is due or it ended', () => {
    expect(checkInState({ status: null, dueAt: 200 }, dues, 250, true)).toBe('open');
    expect(checkInState({ status: 'IN_PROGRESS', dueAt: 200 }, dues, 250, true)).toBe('open');
    expect(checkInState({ status: null, dueAt: 100 }, dues, 250, true)).toBe('incomplete');
    expect(checkInState({ status: null, dueAt: 200 }, dues, 250, false)).toBe('incomplete');
    expect(checkInState({ status: null, dueAt: 300 }, dues, 250, true)).toBe('future');
    expect(checkInState({ status: 'COMPLETED', dueAt: 100 }, dues, 250, true)).toBe('completed');
    expect(timelineStatusOf(checkInState({ status: 'SKIPPED', dueAt: 100 }, dues, 250, true))).toBe(
      'incomplete',
    );
  });
});

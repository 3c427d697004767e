import { describe, expect, it } from 'vitest';
import type { CrewFacts, SprintBundle, SprintRow } from './repo';
import { summaryHead } from './summary';
import { headChangesAt, keptHead } from './summary-head-kept';

const HOUR = 3_600_000;
// 12 weeks across Europe/Berlin's spring-forward (2027-03-28), check-ins on Wednesdays at 09:30
const sprint = {
  id: 9_001,
  label: 'Kept head',
  description: null,
  icon: null,
  sprintCode: null,
  status: 'IN_PROGRESS',
  outcomeStatus: null,
  durationWeeks: 12,
  extendedWeeks: 0,
  feedbackFrequencyDays: 7,
  checkInWeekday: 3,
  checkInTime: '09:30',
  timezone: 'Europe/Berlin',
  startDate: '2027-03-01',
  finishedAt: null,
  version: 3,
} as unknown as SprintRow;
const checkIns: SprintBundle['checkIns'] = [
  { due_at: '2027-03-03T08:30:00.000Z', status: 'COMPLETED', outcome_scores: [60, 70] },
];
// two of three crew members answered the first send-out (2027-03-08, week 2)
const crew: CrewFacts = {
  crew: 3,
  answers: [
    { crew_id: 1, at: '2027-03-08T12:00:00.000Z' },
    { crew_id: 2, at: '2027-03-09T12:00:00.000Z' },
  ],
};

describe('the dashboard head kept per sprint', () => {
  it('answers the same fields at every instant before the next change it names', () => {
    const start = Date.parse('2027-02-27T12:00:00Z');
    for (let t = start; t < start + 100 * 24 * HOUR; t += 7 * HOUR + 12_345) {
      const until = headChangesAt(sprint, t);
      expect(until).toBeGreaterThan(t);
      const head = summaryHead(sprint, checkIns, crew, new Date(t));
      for (const at of [t + (until - t) / 2, until - 1]) {
        expect(summaryHead(sprint, checkIns, crew, new Date(Math.floor(at)))).toEqual(head);
      }
    }
  });

  it('names a check-in, the next local midnight and the progress step as changes', () => {
    const beforeCheckIn = Date.parse('2027-03-10T08:29:00Z');
    expect(headChangesAt(sprint, beforeCheckIn)).toBe(Date.parse('2027-03-10T08:30:00Z'));
    expect(headChangesAt(sprint, Date.parse('2027-03-10T08:30:00Z'))).toBe(
      Date.parse('2027-03-10T08:30:00.001Z'),
    );
    const evening = Date.parse('2027-03-29T21:59:30Z'); // 23:59:30 in Berlin (summer time)
    expect(headChangesAt(sprint, evening)).toBeLessThanOrEqual(Date.parse('2027-03-29T22:00:00Z'));
    expect(headChangesAt(sprint, Date.parse('2027-03-29T10:00:00Z'))).toBeLessThan(
      Date.parse('2027-03-29T12:00:00Z'),
    );
  });

  it('writes the head again when the time passes a change, goes back, or the row or check-ins change', () => {
    const t = Date.parse('2027-03-10T08:29:00Z');
    const at = (ms: number, s = sprint, c = checkIns) => keptHead(s, c, crew, new Date(ms));
    for (const [ms, s, c] of [
      [t, sprint, checkIns],
      [t + 30_000, sprint, checkIns],
      [t + 60_000, sprint, checkIns],
      [t - 86_400_000, sprint, checkIns],
      [t, { ...sprint, label: 'Renamed' }, checkIns],
      [t + 60_000, sprint, [...checkIns, { due_at: '2027-03-10T08:30:00.000Z', status: 'COMPLETED' }]],
    ] as const) {
      const kept = at(ms, s as SprintRow, c as SprintBundle['checkIns']);
      const head = summaryHead(s as SprintRow, c as SprintBundle['checkIns'], crew, new Date(ms));
      expect(kept.head).toEqual(head);
      expect(JSON.parse(kept.fields)).toEqual(JSON.parse(JSON.stringify(head)));
    }
  });
});

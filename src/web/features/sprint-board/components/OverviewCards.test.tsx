import { describe, expect, it } from 'vitest';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { renderIn, textOf } from '../../../testing/render-text';
import { OverviewCards } from './OverviewCards';

const empty = { current: null, fluctuation: null, new: null };
const sprint = (crew: number) =>
  ({
    id: 1,
    sprintStatus: 'IN_PROGRESS',
    duration: 4,
    extendedWeeks: 0,
    currentWeek: 1,
    daysLeftToCompleteSprint: 20,
    nextSprintCheckInDate: null,
    outcomePercentage: empty,
    sprintCrewEngagementPercentage: empty,
    sprintCrews: Array.from({ length: crew }, (_, i) => ({ id: i + 1 })),
  }) as unknown as SprintSummary;

// issue 30 point b: a team sprint without a crew said its crew engagement shows "after the team's first check-in",
// which never comes true: nobody is asked for feedback
describe("the crew engagement card's hint", () => {
  it('says there is no crew (so nobody is asked) instead of waiting for a check-in, in the language', async () => {
    const en = textOf(await renderIn('en', ['sprint-board'], <OverviewCards sprint={sprint(0)} team />));
    expect(en).toContain('Crew engagement No data No crew yet, so nobody is asked for feedback');
    expect(en).not.toContain("Shown after the team's first check-in No crew");
    expect(en.match(/Shown after the team's first check-in/g)).toHaveLength(1); // the outcome card's
    const de = textOf(await renderIn('de', ['sprint-board'], <OverviewCards sprint={sprint(0)} team />));
    expect(de).toContain('Noch keine Crew, daher wird niemand um Feedback gebeten');
  });

  it('waits for the first check-in when there is a crew', async () => {
    const en = textOf(await renderIn('en', ['sprint-board'], <OverviewCards sprint={sprint(2)} team />));
    expect(en).toContain("Crew engagement No data Shown after the team's first check-in");
    expect(en).not.toContain('No crew yet');
  });
});

import type { Activity, SprintSummary } from '../../../../shared/contracts/sprint-board';
import {
  checkInState,
  crewEngagementByWeek,
  elapsedWeeks,
  engagementCard,
  meanScore,
  scoreCard,
  sprintWeekOf,
  summaryCard,
  timelineStatusOf,
} from '../../../../shared/domain/sprint-cards';
import { sprintEndDate } from '../../../../shared/domain/sprint-end-date';
import {
  currentWeek,
  daysLeft,
  progressThrough,
  reviewPhase,
  type SprintSchedule,
} from '../../../../shared/domain/sprint-time';
import type { ActivityJson, ActivityRow, CrewFacts, ItemJson, SprintBundle, SprintRow } from './repo';
import { scheduleDates } from './schedule-dates';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The schedule the time rules need; null while the sprint has no first day (designing). */
export function scheduleOf(s: SprintRow): SprintSchedule | null {
  if (!s.startDate) return null;
  return {
    startDate: s.startDate,
    durationWeeks: s.durationWeeks,
    extendedWeeks: s.extendedWeeks,
    timezone: s.timezone,
    checkInWeekday: s.checkInWeekday,
    checkInTime: s.checkInTime,
    feedbackFrequencyDays: s.feedbackFrequencyDays,
  };
}

export function activityFromJson(a: ActivityJson): Activity {
  return {
    id: a.id,
    sprintId: a.sprint_id,
    actionId: a.action_id,
    type: a.type as Activity['type'],
    kind: a.kind as Activity['kind'],
    code: a.code as Activity['code'],
    title: a.title,
    description: a.description,
    status: a.status as Activity['status'],
    position: Number(a.position),
    meetingStart: iso(a.meeting_start),
    meetingEnd: iso(a.meeting_end),
    crewIds: a.crew_ids,
    stakeholderIds: a.stakeholder_ids,
    invitationsSent: a.calendar_sequence,
    doneAt: iso(a.done_at),
  };
}

export function activityFromRow(a: ActivityRow, people: { crewIds: number[]; stakeholderIds: number[] }) {
  return activityFromJson({
    id: a.id,
    sprint_id: a.sprintId,
    action_id: a.actionId,
    type: a.type,
    kind: a.kind,
    code: a.code,
    title: a.title,
    description: a.description,
    status: a.status,
    position: a.position,
    meeting_start: a.meetingStart?.toISOString() ?? null,
    meeting_end: a.meetingEnd?.toISOString() ?? null,
    calendar_sequence: a.calendarSequence,
    done_at: a.doneAt?.toISOString() ?? null,
    crew_ids: people.crewIds,
    stakeholder_ids: people.stakeholderIds,
  });
}

const item = (i: ItemJson) => ({
  id: i.id,
  code: i.code,
  label: i.label,
  description: i.description,
  current: i.current,
});

/** The part of the dashboard that the time moves (cards, days left, next check-in, the timeline), in its order. */
export type SummaryHead = Omit<
  SprintSummary,
  'sprintCrews' | 'stakeholders' | 'actions' | 'behaviours' | 'outcomes' | 'otherActivities' | 'reviews'
>;

/**
 * The outcome and crew engagement cards of a sprint (issue 30), by the rules the analytics use (sprint-cards.ts):
 * the outcome card is the mean outcome score of the latest completed check-in and its change against the one
 * before; the engagement card is this week's share of the crew who gave feedback, and its change.
 */
export function summaryCards(
  s: SprintRow,
  checkIns: SprintBundle['checkIns'],
  crewFacts: CrewFacts,
  now: Date,
): Pick<SummaryHead, 'outcomePercentage' | 'sprintCrewEngagementPercentage'> {
  const schedule = scheduleOf(s);
  const none = summaryCard(null, null);
  if (!schedule) return { outcomePercentage: none, sprintCrewEngagementPercentage: none };
  const outcome = scoreCard(
    (checkIns ?? []).filter((c) => c.status === 'COMPLETED').map((c) => meanScore(c.outcome_scores ?? [])),
  );
  const elapsed = elapsedWeeks(schedule, s.status, now);
  const sentOut = scheduleDates(schedule).sendOuts.find((d) => d <= now);
  const engagement = engagementCard(
    crewEngagementByWeek({
      weeks: schedule.durationWeeks + schedule.extendedWeeks,
      elapsed,
      crew: crewFacts.crew,
      firstSendOutWeek: sentOut ? sprintWeekOf(schedule, sentOut) : null,
      answers: crewFacts.answers.flatMap((a) => {
        const week = sprintWeekOf(schedule, new Date(a.at));
        return week === null ? [] : [{ crewId: a.crew_id, week }];
      }),
    }),
    elapsed,
  );
  return {
    outcomePercentage: summaryCard(outcome.score, outcome.fluctuation),
    sprintCrewEngagementPercentage: summaryCard(engagement.percentage, engagement.change),
  };
}

/**
 * The fields of the spec's "Sprint overview / summary" that depend on `now`: cards, days left, next check-in,
 * the timeline. A check-in date on the timeline has its check-in's state (sprint-cards `checkInState`, as the
 * check-in list): completed, open (due and still to do: today's), incomplete (missed) or future.
 */
export function summaryHead(
  s: SprintRow,
  checkIns: SprintBundle['checkIns'],
  crewFacts: CrewFacts,
  now: Date,
): SummaryHead {
  const schedule = scheduleOf(s);
  const dates = schedule ? scheduleDates(schedule) : null;
  const window = dates?.window ?? null;
  const t = now.getTime();
  const status = new Map((checkIns ?? []).map((c) => [Date.parse(c.due_at), c.status]));
  const dueAts = (dates?.checkIns ?? []).map((d) => d.getTime());
  const running = s.status === 'IN_PROGRESS';
  return {
    id: s.id,
    label: s.label,
    description: s.description,
    icon: s.icon,
    sprintCode: s.sprintCode,
    sprintStatus: s.status as SprintSummary['sprintStatus'],
    outcomeStatus: s.outcomeStatus as SprintSummary['outcomeStatus'],
    duration: s.durationWeeks,
    extendedWeeks: s.extendedWeeks,
    feedbackFrequency: s.feedbackFrequencyDays,
    timezone: s.timezone,
    startDate: s.startDate,
    // the end date a person reads (decision 0068): the last day, inclusive
    lastDate: sprintEndDate(s),
    dateTimeFrom: window?.startsAt.toISOString() ?? null,
    sprintReviewEndTime: window?.endsAt.toISOString() ?? null,
    finishedAt: iso(s.finishedAt),
    version: s.version,
    currentWeek: schedule ? currentWeek(now, schedule) : 0,
    ...summaryCards(s, checkIns, crewFacts, now),
    daysLeftToCompleteSprint: schedule ? daysLeft(now, schedule) : 0,
    nextSprintCheckInDate: dates?.checkIns.find((d) => d.getTime() >= t)?.toISOString() ?? null,
    reviewPhase: schedule ? reviewPhase(now, schedule) : 'before-last-day',
    sprintTimeline: {
      checkInDates: (dates?.checkIns ?? []).map((d) => ({
        date: d.toISOString(),
        status: timelineStatusOf(
          checkInState({ status: status.get(d.getTime()) ?? null, dueAt: d.getTime() }, dueAts, t, running),
        ),
      })),
      sendOutFeedbacks: (dates?.sendOuts ?? []).map((d) => ({
        date: d.toISOString(),
        status: d.getTime() > t ? ('future' as const) : ('past' as const),
      })),
      timelineProgressPercentage: window ? progressThrough(now, window) : 0,
    },
  };
}

/** The spec's "Sprint overview / summary" of a sprint at `now`: the time's fields and everything the sprint holds. */
export function buildSummary(b: SprintBundle, now: Date): SprintSummary {
  // crew, activities, stakeholders and reviews arrive in the answer's shape (repo.ts): no mapping here
  const activities = b.activities;
  return {
    ...summaryHead(b.sprint, b.checkIns, b.crewFacts, now),
    sprintCrews: b.crew,
    stakeholders: b.stakeholders,
    actions: b.items
      .filter((i) => i.kind === 'ACTION')
      .map((i) => ({
        ...item(i),
        actionDetail: { id: i.id, status: i.status as 'OPEN' | 'FINISHED' },
        activities: activities.filter((a) => a.actionId === i.id),
      })),
    behaviours: b.items.filter((i) => i.kind === 'BEHAVIOUR').map(item),
    outcomes: b.items.filter((i) => i.kind === 'OUTCOME').map(item),
    otherActivities: activities.filter((a) => a.actionId === null),
    reviews: b.reviews,
  };
}

/**
 * The dashboard's answer `{ "data": summary }` as JSON text (decision 0062): the time's fields written here, the
 * rest spliced in as PostgreSQL wrote it (`parts`, a JSON object in the contract's shape), so the 20-40 KB of
 * activities are neither parsed nor checked nor written again.
 */
export function summaryText(head: SummaryHead, parts: string): string {
  return spliceSummary(JSON.stringify(head), parts);
}

/** `summaryText` of a head already written as JSON text (`fields`, an object). */
export function spliceSummary(fields: string, parts: string): string {
  return `{"data":${fields.slice(0, -1)},${parts.slice(parts.indexOf('{') + 1)}}`;
}

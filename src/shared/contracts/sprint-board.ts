import { z } from 'zod';
import {
  ACTION_STATUSES,
  ACTIVITY_CODES,
  ACTIVITY_KINDS,
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  CREW_ROLES,
  CREW_STATUSES,
  SPRINT_OUTCOME_STATUSES,
  SPRINT_STATUSES,
} from '../sprint-enums';
import { email, idParam } from './common';
import { jsonId, urlId } from './ids';
import { ianaTimeZone, safeLine, safeText } from './text';

/** Contracts of running a personal sprint (issue 9): the dashboard, the kanban's activities, review, portfolio. */
const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const instant = z.iso.datetime({ offset: true });
const localDate = z.iso.date();
const timeZone = ianaTimeZone();

export { idParam };
export const sprintIdParam = z.object({ sprintId: urlId });

// ---------- activities ----------
export const activity = z.object({
  id: z.number().int(),
  sprintId: z.number().int(),
  actionId: z.number().int().nullable(),
  type: z.enum(ACTIVITY_TYPES),
  kind: z.enum(ACTIVITY_KINDS),
  code: z.enum(ACTIVITY_CODES),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  position: z.number(),
  /** UTC instants; the web shows them in the person's zone */
  meetingStart: z.string().nullable(),
  meetingEnd: z.string().nullable(),
  crewIds: z.array(z.number().int()),
  stakeholderIds: z.array(z.number().int()),
  /** invitations sent for this meeting (the .ics SEQUENCE is one less) */
  invitationsSent: z.number().int(),
  doneAt: z.string().nullable(),
});
export type Activity = z.infer<typeof activity>;

/** POST activity: creates (no id) or updates (id) one activity. */
export const saveActivityBody = z
  .object({
    id: jsonId.optional(),
    sprintId: jsonId,
    actionId: jsonId.nullable().default(null),
    type: z.enum(ACTIVITY_TYPES).default('ACTIVITY'),
    kind: z.enum(ACTIVITY_KINDS).default('OFFLINE'),
    code: z.enum(ACTIVITY_CODES).default('OTH'),
    title: safeText().trim().min(1).max(200),
    description: safeText().trim().max(2000).nullable().default(null),
    status: z.enum(ACTIVITY_STATUSES).optional(),
    meetingStart: instant.nullable().default(null),
    meetingEnd: instant.nullable().default(null),
    crewIds: z.array(jsonId).max(30).default([]),
    stakeholderIds: z.array(jsonId).max(30).default([]),
  })
  .superRefine((b, ctx) => {
    if ((b.meetingStart === null) !== (b.meetingEnd === null))
      ctx.addIssue({
        code: 'custom',
        path: [b.meetingStart === null ? 'meetingStart' : 'meetingEnd'],
        message: 'a meeting needs both a start and an end',
      });
    if (b.meetingStart && b.meetingEnd && Date.parse(b.meetingEnd) <= Date.parse(b.meetingStart))
      ctx.addIssue({ code: 'custom', path: ['meetingEnd'], message: 'must be after meetingStart' });
    if (b.meetingStart && b.meetingEnd && Date.parse(b.meetingEnd) - Date.parse(b.meetingStart) > 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['meetingEnd'], message: 'a meeting lasts at most 24 hours' });
  });
export type SaveActivityBody = z.input<typeof saveActivityBody>;

export const activityResponse = wrapped(activity);
export const activityListQuery = z.object({
  startDate: localDate.optional(),
  endDate: localDate.optional(),
  timeZone: timeZone.default('UTC'),
});
export const activityDay = z.object({ date: z.string(), activities: z.array(activity) });
export const activityListResponse = wrapped(
  z.object({ activities: z.array(activity), days: z.array(activityDay) }),
);
export const activityDoneBody = z.object({ id: jsonId });
/** The kanban's move: the card goes to a column, at an index within it (0 = top). */
export const moveActivityBody = z.object({
  id: jsonId,
  status: z.enum(ACTIVITY_STATUSES),
  index: z.number().int().min(0).max(10_000),
});
export const activityTypesResponse = wrapped(
  z.array(z.object({ code: z.enum(ACTIVITY_CODES), name: z.string() })),
);
export const okData = wrapped(z.object({ ok: z.literal(true) }));
export const invitationResponse = wrapped(z.object({ sent: z.number().int(), sequence: z.number().int() }));

// ---------- stakeholders, action details ----------
export const stakeholder = z.object({
  id: z.number().int(),
  sprintId: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export const saveStakeholderBody = z.object({
  sprintId: jsonId,
  name: safeText().trim().min(1).max(120),
  email,
});
export const stakeholderResponse = wrapped(stakeholder);
export const stakeholdersResponse = wrapped(z.array(stakeholder));
export const actionStatusQuery = z.object({
  actionDetailId: urlId,
  status: z.enum(ACTION_STATUSES),
});
export const actionDetail = z.object({ id: z.number().int(), status: z.enum(ACTION_STATUSES) });
export const actionDetailResponse = wrapped(actionDetail);

// ---------- the dashboard overview ----------
export const scoreCard = z.object({
  /** null until check-ins exist (issue 10) */
  current: z.number().nullable(),
  fluctuation: z.number().nullable(),
  new: z.number().nullable(),
});
export const titledValue = z.object({ title: z.string(), subtitle: z.string().nullable() });
export const timelineCheckIn = z.object({
  date: z.string(),
  /** open: due and still to do (today's); incomplete: missed */
  status: z.enum(['future', 'completed', 'open', 'incomplete']),
});
export const timelineSendOut = z.object({ date: z.string(), status: z.enum(['future', 'past']) });
export const crewMember = z.object({
  id: z.number().int(),
  /** an organisation member's id; null for someone from outside */
  userId: z.number().int().nullable(),
  /** when the welcome went out (null before the sprint started) and the last mail */
  invitedAt: z.string().nullable(),
  lastMailedAt: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CREW_ROLES),
  status: z.enum(CREW_STATUSES),
});
export const sprintItem = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  label: z.string(),
  description: z.string().nullable(),
  current: z.number().nullable(),
});
export const sprintAction = sprintItem.extend({
  actionDetail: actionDetail,
  activities: z.array(activity),
});
export const review = z.object({
  choice: z.number().int(),
  outcomeStatus: z.enum(SPRINT_OUTCOME_STATUSES).nullable(),
  reflection: z.string().nullable(),
  learnings: z.string().nullable(),
  createdAt: z.string(),
});
export const sprintSummary = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  sprintCode: z.string().nullable(),
  sprintStatus: z.enum(SPRINT_STATUSES),
  outcomeStatus: z.enum(SPRINT_OUTCOME_STATUSES).nullable(),
  duration: z.number().int(),
  extendedWeeks: z.number().int(),
  feedbackFrequency: z.number().int(),
  timezone: z.string(),
  startDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  dateTimeFrom: z.string().nullable(),
  sprintReviewEndTime: z.string().nullable(),
  finishedAt: z.string().nullable(),
  version: z.number().int(),
  /** today in the person's zone: the week of the sprint (1-based) */
  currentWeek: z.number().int(),
  outcomePercentage: scoreCard,
  sprintCrewEngagementPercentage: scoreCard,
  daysLeftToCompleteSprint: z.number().int(),
  nextSprintCheckInDate: z.string().nullable(),
  /** before-last-day, review-due (the final review is invited) or review-closed */
  reviewPhase: z.enum(['before-last-day', 'review-due', 'review-closed']),
  sprintTimeline: z.object({
    checkInDates: z.array(timelineCheckIn),
    sendOutFeedbacks: z.array(timelineSendOut),
    timelineProgressPercentage: z.number(),
  }),
  sprintCrews: z.array(crewMember),
  stakeholders: z.array(stakeholder),
  actions: z.array(sprintAction),
  behaviours: z.array(sprintItem),
  outcomes: z.array(sprintItem),
  /** activities under no action */
  otherActivities: z.array(activity),
  reviews: z.array(review),
});
export type SprintSummary = z.infer<typeof sprintSummary>;
export const summaryResponse = wrapped(sprintSummary.nullable());
export const sprintResponse = wrapped(sprintSummary);

// ---------- final review, end states, share ----------
export const sprintReviewBody = z.object({
  sprintId: jsonId,
  /** FINAL_REVIEW_CHOICES: 1 extend, 2 cancel, 3 portfolio, 4 incomplete */
  choice: z.number().int().min(1).max(4),
  reflection: safeText().trim().max(4000).nullable().default(null),
  learnings: safeText().trim().max(4000).nullable().default(null),
});
export const shareBody = z.object({
  sprintId: jsonId,
  email,
  name: safeText().trim().min(1).max(120).optional(),
  message: safeText().trim().max(1000).optional(),
});
export const shareResponse = wrapped(z.object({ sent: z.literal(true), sharedAt: z.string() }));

// ---------- the portfolio ----------
export const portfolioYearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const portfolioEntry = z.object({
  id: z.number().int(),
  label: z.string(),
  icon: z.string().nullable(),
  sprintStatus: z.enum(SPRINT_STATUSES),
  outcomeStatus: z.enum(SPRINT_OUTCOME_STATUSES).nullable(),
  startDate: z.string().nullable(),
  finishedAt: z.string().nullable(),
  duration: z.number().int(),
});
export const myPortfolioResponse = wrapped(
  z.object({
    years: z.array(z.object({ year: z.number().int(), sprints: z.array(portfolioEntry) })),
    total: z.number().int(),
  }),
);

import { z } from 'zod';
import { ACTION_STATUSES, ACTIVITY_STATUSES, SPRINT_STATUSES } from '../sprint-enums';
import { idParam } from './common';
import { jsonId, urlId } from './ids';
import {
  activity,
  saveActivityBody,
  shareBody,
  shareResponse,
  sprintAction,
  sprintSummary,
} from './sprint-board';
import { saveDesignBody, sprintItemView, sprintView } from './sprint-design';
import { ianaTimeZone, safeLine, safeText } from './text';

/**
 * Contracts of team sprints (issue 13): a sprint of sprintType TEAM_SPRINT whose actions each have a lead from the
 * sprint team, with daily stand-ups and team check-ins. The team service wraps answers in { data }.
 * `teamMemberId` is always the person's user id (the sprint team member's identity in the team).
 */
const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const instant = z.iso.datetime({ offset: true });
const timeZone = ianaTimeZone();

export { idParam };
export const teamIdParam = z.object({ teamId: urlId });

/** The team sprint wizard's steps: the personal ones plus the sprint team and the action leads (spec 2). */
export const TEAM_DESIGN_STEPS = [
  'select',
  'configure',
  'review',
  'team',
  'leads',
  'crew',
  'routines',
  'start',
] as const;
export type TeamDesignStep = (typeof TEAM_DESIGN_STEPS)[number];

/**
 * How the team sprint entries of the navigation show for the viewer (spec 4, access gating): no sprint and not
 * started are disabled; in progress without the viewer in the sprint team is disabled with a 'Not Started' badge.
 */
export const TEAM_SPRINT_NAVIGATION = [
  'NO_SPRINT',
  'NOT_STARTED',
  'NOT_IN_SPRINT_TEAM',
  'IN_SPRINT_TEAM',
] as const;
export type TeamSprintNavigation = (typeof TEAM_SPRINT_NAVIGATION)[number];

/** A sprint team member's dot: green active, red not joined, orange inactive. */
export const SPRINT_TEAM_MEMBER_STATUSES = ['ACTIVE', 'NOT_JOINED', 'INACTIVE'] as const;
export type SprintTeamMemberStatus = (typeof SPRINT_TEAM_MEMBER_STATUSES)[number];
export const SPRINT_TEAM_MEMBER_TYPES = ['TEAM_MANAGER', 'OTHER'] as const;

/** Socket topic sent to the team sprint's room (`team-sprint`, id = sprint id) when a stand-up answer is saved. */
export const TEAM_SPRINT_ROOM = 'team-sprint';
export const STAND_UP_TOPIC = 'team-sprint-stand-up';

/** Length limit of each stand-up answer. */
export const STAND_UP_TEXT_MAX = 1000;

// ---------------------------------------------------------------- the sprint team

export const sprintTeamMember = z.object({
  /** the sprint team member's own id */
  id: z.number().int(),
  /** the person's user id */
  teamMemberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  type: z.enum(SPRINT_TEAM_MEMBER_TYPES),
  /** a guest of the team (decision 0039) */
  guest: z.boolean(),
  teamMemberStatus: z.enum(SPRINT_TEAM_MEMBER_STATUSES),
  /** the last activity, check-in or stand-up answer (UTC), null when none */
  lastActivityDate: instant.nullable(),
  standUpAssistantEnabled: z.boolean(),
  thirdPartyAppNotificationDisabled: z.boolean(),
});
export type SprintTeamMember = z.infer<typeof sprintTeamMember>;

// ---------------------------------------------------------------- design (wizard)

export const teamSprintItemView = sprintItemView.extend({
  /** actions: the lead's user id (a sprint team member), null until chosen */
  actionLeadId: z.number().int().nullable(),
});
export const teamSprintView = sprintView.extend({
  teamId: z.number().int(),
  teamName: z.string(),
  designStep: z.enum(TEAM_DESIGN_STEPS),
  actions: z.array(teamSprintItemView),
  sprintTeamMembers: z.array(sprintTeamMember),
});
export type TeamSprintView = z.infer<typeof teamSprintView>;
export const teamSprintResponse = wrapped(teamSprintView);

/**
 * POST team-sprint: creates the team's design (select) or saves one step of it, as the personal wizard does. The
 * sprint team must contain the manager; each action lead must be in the sprint team.
 */
export const saveTeamDesignBody = saveDesignBody.extend({
  teamId: jsonId,
  step: z.enum(TEAM_DESIGN_STEPS),
  /** team step: who of the team takes part (user ids of accepted members and guests) */
  sprintTeam: z
    .array(jsonId)
    .min(1, { message: 'needs at least the manager' })
    .max(100, { message: 'allows at most 100 people' })
    .optional(),
  /** leads step: one lead per action (user ids) */
  actionLeads: z
    .array(z.object({ actionId: jsonId, leadId: jsonId }))
    .max(3)
    .optional(),
});
export type SaveTeamDesignBody = z.infer<typeof saveTeamDesignBody>;

/** The viewer's place in the team sprint. */
export const teamSprintViewer = z.object({
  userId: z.number().int(),
  /** the team's manager */
  manager: z.boolean(),
  /** the manager or an administrator of the organisation: designs and runs the team sprint */
  teamAdmin: z.boolean(),
  inSprintTeam: z.boolean(),
  navigation: z.enum(TEAM_SPRINT_NAVIGATION),
  /** the viewer's stand-up assistant (false when not in the sprint team) */
  standUpAssistantEnabled: z.boolean(),
});
export type TeamSprintViewer = z.infer<typeof teamSprintViewer>;

/** GET team-sprint/findTeamActiveSprint/{teamId}: the sprint in progress and the design not yet started. */
export const teamActiveSprintResponse = wrapped(
  z.object({
    teamId: z.number().int(),
    teamName: z.string(),
    sprint: teamSprintView.nullable(),
    design: teamSprintView.nullable(),
    viewer: teamSprintViewer,
  }),
);
export type TeamActiveSprint = z.infer<typeof teamActiveSprintResponse>['data'];

// ---------------------------------------------------------------- the team/summary fragment

/** The team's current sprint as team/summary shows it (spec: sprintStatus, sprintTeamMembers with teamMemberId). */
export const teamSprintInfo = z.object({
  id: z.number().int(),
  label: z.string(),
  icon: z.string().nullable(),
  sprintStatus: z.enum(SPRINT_STATUSES),
  startDate: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** the end date a person reads: the last day, inclusive, 'YYYY-MM-DD' (decision 0068) */
  lastDate: z.string().nullable(),
  sprintTeamMembers: z.array(z.object({ teamMemberId: z.number().int() })),
});
export type TeamSprintInfo = z.infer<typeof teamSprintInfo>;

// ---------------------------------------------------------------- running: dashboard

export const teamSprintAction = sprintAction.extend({
  actionLeadId: z.number().int().nullable(),
  actionLeadName: z.string().nullable(),
  /** the viewer may tick and delete it (its lead or the team manager) */
  canManage: z.boolean(),
});
export const standUpAnswer = z.object({
  id: z.number().int(),
  sprintId: z.number().int(),
  teamMemberId: z.number().int(),
  name: z.string(),
  /** the member's local day the answer is for */
  date: z.iso.date(),
  done: z.string(),
  next: z.string(),
  blockers: z.string(),
  updatedAt: instant,
});
export type StandUpAnswer = z.infer<typeof standUpAnswer>;

export const teamSprintSummary = sprintSummary.extend({
  teamId: z.number().int(),
  teamName: z.string(),
  actions: z.array(teamSprintAction),
  sprintTeamMembers: z.array(sprintTeamMember),
  viewer: teamSprintViewer,
  /** the stand-up answers of the last days, newest first */
  standUps: z.array(standUpAnswer),
});
export type TeamSprintSummary = z.infer<typeof teamSprintSummary>;
export const teamSprintSummaryResponse = wrapped(teamSprintSummary);

// ---------------------------------------------------------------- end states, share, reminder

export const extendQuery = z.object({
  extendedDuration: z.coerce
    .number()
    .int()
    .refine((v) => v === 2, { message: 'must be 2 (weeks)' })
    .default(2),
  calendarId: safeLine().max(200).optional(),
});
export const calendarIdQuery = z.object({ calendarId: safeLine().max(200).optional() });
export const teamShareBody = shareBody;
export const teamShareResponse = shareResponse;
export const reminderBody = z.object({
  /** the sprint's id (the spec's body repeats it); optional */
  id: jsonId.optional(),
  /** the sprint team member to remind (user id) */
  teamMemberId: jsonId,
});
export const reminderResponse = wrapped(z.object({ sent: z.literal(true), remindedAt: instant }));

// ---------------------------------------------------------------- kanban

export const teamActivity = activity.extend({
  createdBy: z.number().int(),
  createdByName: z.string(),
  /** the local start and end in the viewer's zone (YYYY-MM-DDTHH:MM), null without a meeting */
  localStart: z.string().nullable(),
  localEnd: z.string().nullable(),
  /** the viewer may change, move or delete it (manager or creator; never a weekly check-in or a finished action) */
  editable: z.boolean(),
});
export type TeamActivity = z.infer<typeof teamActivity>;
/** The kanban's week: a week of the sprint (1 = its first) or `all` for the whole sprint. */
export const kanbanWeek = z.union([z.literal('all'), z.coerce.number().int().min(1).max(60)]);
export type KanbanWeek = z.infer<typeof kanbanWeek>;
export const teamActivitiesQuery = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
  timeZone: timeZone.default('UTC'),
  /** the week the board shows (the sprint's current week when absent), or `all` */
  week: kanbanWeek.optional(),
});
export const teamActivitiesResponse = wrapped(
  z.object({
    sprintId: z.number().int().nullable(),
    /** activities with a meeting time inside the viewer's dates (today in the viewer's zone when none are given) */
    scheduledActivities: z.array(teamActivity),
    /**
     * the activities of the week asked for (every one with week=all): those with a meeting in that week, those
     * without a meeting still open (from the week they were made on) or done in that week
     */
    allActivities: z.array(teamActivity),
    /** the week shown (null: the whole sprint) and how many weeks the sprint has (0 without a sprint) */
    week: z.number().int().nullable(),
    weeks: z.number().int(),
    actions: z.array(
      z.object({
        id: z.number().int(),
        label: z.string(),
        status: z.enum(ACTION_STATUSES),
        actionLeadId: z.number().int().nullable(),
        actionLeadName: z.string().nullable(),
        canManage: z.boolean(),
      }),
    ),
    viewer: teamSprintViewer,
  }),
);
export type TeamActivities = z.infer<typeof teamActivitiesResponse>['data'];
export const saveTeamActivityBody = saveActivityBody;
export const teamActivityResponse = wrapped(teamActivity);
export const moveTeamActivityBody = z.object({
  id: jsonId,
  status: z.enum(ACTIVITY_STATUSES),
  index: z.number().int().min(0).max(10_000),
});
export const teamActivityDoneBody = z.object({ id: jsonId });
export const teamActionStatusQuery = z.object({
  actionDetailId: urlId,
  status: z.enum(ACTION_STATUSES),
});
export const teamActionResponse = wrapped(
  z.object({
    id: z.number().int(),
    status: z.enum(ACTION_STATUSES),
    actionLeadId: z.number().int().nullable(),
  }),
);
export const teamOkResponse = wrapped(z.object({ ok: z.literal(true) }));

// ---------------------------------------------------------------- stand-ups

const standUpText = safeText()
  .trim()
  .max(STAND_UP_TEXT_MAX, { message: `must be at most ${STAND_UP_TEXT_MAX} characters` });
export const standUpBody = z
  .object({
    sprintId: jsonId,
    done: standUpText.default(''),
    next: standUpText.default(''),
    blockers: standUpText.default(''),
  })
  .refine((b) => `${b.done}${b.next}${b.blockers}`.trim().length > 0, {
    message: 'needs at least one answer (done, next or blockers)',
    path: ['done'],
  });
export type StandUpBody = z.input<typeof standUpBody>;
export const standUpResponse = wrapped(standUpAnswer);
export const standUpListQuery = z.object({ days: z.coerce.number().int().min(1).max(31).default(7) });
export const standUpListResponse = wrapped(z.array(standUpAnswer));
export const standUpAssistantBody = z.object({ sprintId: jsonId, enabled: z.boolean() });
export const standUpAssistantResponse = wrapped(z.object({ enabled: z.boolean() }));
/** The socket payload of STAND_UP_TOPIC. */
export type StandUpEvent = StandUpAnswer;

// ---------------------------------------------------------------- feedback and analytics

export const teamFeedbackResponse = wrapped(
  z.object({
    /** each sprint team member's check-ins: done of due, last energy level and latest progress note */
    members: z.array(
      z.object({
        teamMemberId: z.number().int(),
        name: z.string(),
        teamMemberStatus: z.enum(SPRINT_TEAM_MEMBER_STATUSES),
        checkInsDue: z.number().int(),
        checkInsCompleted: z.number().int(),
        lastRating: z.number().int().nullable(),
        lastProgressNote: z.string().nullable(),
        lastCheckInAt: instant.nullable(),
      }),
    ),
    /** the crew's comments (as feedback/findAll) */
    feedback: z.array(
      z.object({
        id: z.number().int(),
        name: z.string().nullable(),
        text: z.string().nullable(),
        updated: instant,
      }),
    ),
  }),
);
export type TeamFeedback = z.infer<typeof teamFeedbackResponse>['data'];

const series = z.array(z.number().nullable());
export const ANALYTICS_SCOPES = ['self', 'team', 'crew'] as const;
export const teamAnalyticsItem = z.object({
  id: z.number().int(),
  label: z.string(),
  /** the viewer's own check-in score per week */
  self: series,
  /** the sprint team's mean check-in score per week (null: No Data) */
  team: series,
  /** the crew's mean feedback score per week (null when hidden by the anonymity rule) */
  crew: series,
});
export const teamAnalyticsResponse = wrapped(
  z.object({
    sprintId: z.number().int(),
    label: z.string(),
    teamName: z.string(),
    weeks: z.array(z.object({ week: z.number().int(), startDate: z.string() })),
    behaviours: z.array(teamAnalyticsItem),
    outcomes: z.array(teamAnalyticsItem),
    /** activities done per week, per action */
    actions: z.array(z.object({ id: z.number().int(), label: z.string(), done: z.array(z.number().int()) })),
    /** % of the sprint team who completed the week's check-in */
    teamCheckIns: series,
    /** stand-up answers given per week */
    standUps: z.array(z.number().int()),
    members: z.number().int(),
  }),
);
export type TeamSprintAnalytics = z.infer<typeof teamAnalyticsResponse>['data'];

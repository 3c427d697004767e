import { z } from 'zod';
import { ROLE_LEVELS } from '../enums';
import { urlId } from './ids';
import { wrapped } from './teams';
import { safeLine } from './text';

/** The notification service's events a manager sends about a member (spec sprints-teams 7, "Notification service"). */
export const IMPACT_EVENTS = [
  'request_gla_v2',
  'remind_gla_v2',
  'redo_gla_v2',
  'request_gl_360',
  'remind_gl_360',
  'redo_gl_360',
  'team_sprint_suggestion_email',
] as const;
export type ImpactEvent = (typeof IMPACT_EVENTS)[number];
/** The events about the GLA and about the 360 (the rest suggest a team sprint). */
export const GLA_EVENTS = ['request_gla_v2', 'remind_gla_v2', 'redo_gla_v2'] as const;
export const L360_EVENTS = ['request_gl_360', 'remind_gl_360', 'redo_gl_360'] as const;

/** The spec's texts: a required id or name missing, and the same request for the member again within a day. */
export const IMPACT_EVENT_ERROR = 'This is an error!';
export const IMPACT_ALREADY_TRIGGERED = 'You have already triggered a request by email.';

const name = safeLine().trim().max(200, { message: 'must be at most 200 characters' });
/**
 * POST /notification/ui/event. Every field is optional here so that a missing id or name gets the spec's answer
 * 'This is an error!' (400); a field of the wrong kind is still a 400 naming it. `team_id` is our addition: the
 * team the request is made from (else the caller's managed team the member belongs to).
 */
export const impactEventBody = z.object({
  event: safeLine().max(60).optional(),
  user_id: urlId.optional(),
  common_data: z
    .object({
      client_id: urlId.optional(),
      team_id: urlId.optional(),
      full_name: name.optional(),
      manager_name: name.optional(),
      current_user_name: name.optional(),
      team_name: name.optional(),
      link: safeLine().trim().max(2000).optional(),
    })
    .optional(),
});
export type ImpactEventBody = z.infer<typeof impactEventBody>;
export const impactEventResponse = z.string();

/** Where a member stands with the GLA and the 360 (participation, never a result). */
export const PARTICIPATION = ['NOT_STARTED', 'IN_PROGRESS', 'DONE'] as const;
export type Participation = (typeof PARTICIPATION)[number];

/** A request a manager sent, as the board shows it. */
const sentRequest = z.object({ event: z.enum(IMPACT_EVENTS), sentAt: z.string(), sentBy: z.number().int() });

/** One member on the manager impact board: only what the member shared with the viewer. */
export const impactMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  guest: z.boolean(),
  gla: z.enum(PARTICIPATION),
  gl360: z.enum(PARTICIPATION),
  /** which items the member lets the viewer see (viewing rights) */
  shared: z.object({ gla: z.boolean(), plan: z.boolean(), sprint: z.boolean() }),
  /** the plan's progress in percent; null unless the plan is shared (or there is none) */
  planProgress: z.number().nullable(),
  /** IN_PROGRESS when a sprint runs, NONE when none does; null unless sprints are shared */
  sprintStatus: z.enum(['IN_PROGRESS', 'NONE']).nullable(),
  /** when the member last signed in to the organisation (ISO); null when never */
  lastActivity: z.string().nullable(),
  /** the last request of each kind within the throttle window (the same one is refused until a day passed) */
  requests: z.array(sentRequest),
});
export type ImpactMember = z.infer<typeof impactMember>;

export const impactBoard = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  managerName: z.string(),
  /** the GLA's participation in the team, always (counts, no names) */
  counts: z.object({ members: z.number().int(), glaDone: z.number().int(), gl360Done: z.number().int() }),
  members: z.array(impactMember),
});
export type ImpactBoard = z.infer<typeof impactBoard>;
export const impactBoardResponse = wrapped(impactBoard);
export const retrieveQuery = z.object({ save: z.enum(['true', 'false']).optional() });

/** The team GLA report (GET /team-impact/gla/{teamId}). */
const reportCapability = z.object({
  code: z.string(),
  name: z.string(),
  distribution: z.array(z.number().int()),
  average: z.number().nullable(),
  benchmark: z.number().nullable(),
  delta: z.number().nullable(),
  strengthCount: z.number().int(),
  gapCount: z.number().int(),
});
export const teamGlaReport = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  /** the role level whose benchmark the team is held against */
  level: z.enum(ROLE_LEVELS),
  /** true when the level was chosen by the caller (?level=), false when it is the team members' usual level */
  levelChosen: z.boolean(),
  members: z.number().int(),
  report: z.discriminatedUnion('available', [
    z.object({
      available: z.literal(true),
      contributors: z.number().int(),
      capabilities: z.array(reportCapability),
      strengths: z.array(z.string()),
      gaps: z.array(z.string()),
    }),
    z.object({ available: z.literal(false), message: z.literal('MIB_AGGREGATED_GROWTH_LEADER_NO_DATA') }),
  ]),
});
export type TeamGlaReportView = z.infer<typeof teamGlaReport>;
export const teamGlaReportResponse = wrapped(teamGlaReport);
export const teamGlaReportQuery = z.object({
  level: z.enum(ROLE_LEVELS, { message: `must be one of ${ROLE_LEVELS.join(', ')}` }).optional(),
});

/** The team portfolio (GET /team-impact/sprint-analytics/{teamId}?year): finished team sprints of a year. */
export const sprintAnalyticsQuery = z.object({
  year: z.coerce
    .number()
    .int({ message: 'must be a whole year' })
    .min(2000, { message: 'must be 2000 or later' })
    .max(2100, { message: 'must be 2100 or earlier' })
    .optional(),
});
export const teamPortfolio = z.object({
  teamId: z.number().int(),
  year: z.number().int(),
  /** the years that hold finished team sprints, newest first */
  years: z.array(z.number().int()),
  sprints: z.array(
    z.object({ id: z.number().int(), title: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
});
export const teamPortfolioResponse = wrapped(teamPortfolio);

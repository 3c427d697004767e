import { z } from 'zod';
import {
  CAPABILITY_CODES,
  DEVELOPMENT_PLAN_ITEM_TYPES,
  GOAL_STATUSES,
  LANGUAGES,
  MILESTONE_TYPES,
  NETWORK_STATUSES,
  NETWORK_TYPES,
  PLAN_ITEM_TYPES,
  PLAN_SECTION_TYPES,
  ROLE_LEVELS,
} from '../enums';
import { email } from './common';
import { jsonId, urlId } from './ids';
import { safeText } from './text';

/** Exactly this many challenges for the current role and for the future role. */
export const CHALLENGES_PER_ROLE = 3;

const label = (max = 500) =>
  safeText()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(max, { message: `must be at most ${max} characters` });
const planId = jsonId;
/** YYYY-MM-DD, a real calendar day */
export const isoDay = z
  .string({ message: 'is required (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date (YYYY-MM-DD)' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'must be a real calendar date',
    },
  );

export const languageQuery = z.object({ languageCode: z.enum(LANGUAGES).optional() });

// ---------- options (content and interface codes) ----------
export const optionItem = z.object({ code: z.string(), label: z.string() });
export const roleOption = optionItem.extend({ challenges: z.array(optionItem) });
export const roleOptionsResponse = z.object({
  items: z.array(roleOption),
  customChallenges: z.array(optionItem),
});
export type RoleOption = z.infer<typeof roleOption>;
export const codeListResponse = z.object({ items: z.array(z.string()) });

export const outcomeOption = z.object({
  code: z.string(),
  label: z.string(),
  capabilities: z.array(z.enum(CAPABILITY_CODES as [string, ...string[]])),
});
export type OutcomeOption = z.infer<typeof outcomeOption>;
/** findOutcomeByLabel: the outcomes whose label contains the text ('*' lists all), with data.capabilities. */
export const outcomeSearchResponse = z.object({
  data: z.object({ capabilities: z.array(z.string()), outcomes: z.array(outcomeOption) }),
});
export const outcomeLabelParams = z.object({ label: safeText().trim().min(1).max(200) });

// ---------- plan ----------
export const planItem = z.object({
  id: z.number().int(),
  type: z.enum(PLAN_ITEM_TYPES),
  code: z.string().nullable(),
  label: z.string(),
  description: z.string().nullable(),
  capabilities: z.array(z.string()),
  sortIndex: z.number().int(),
  /** goals only (null for other items) */
  status: z.enum(GOAL_STATUSES).nullable(),
  /** goals only: YYYY-MM-DD or null */
  dueDate: z.string().nullable(),
});
export type PlanItem = z.infer<typeof planItem>;

export const milestone = z.object({
  id: z.number().int(),
  type: z.enum(MILESTONE_TYPES),
  title: z.string(),
  date: z.string(),
  note: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestone>;

const roleChoice = z.object({
  code: z.string().nullable(),
  label: z.string().nullable(),
  customLabel: z.string().nullable(),
});
export const planRole = z.object({
  currentRole: roleChoice,
  nextRole: roleChoice,
  currentLevel: z.enum(ROLE_LEVELS).nullable(),
  nextLevel: z.enum(ROLE_LEVELS).nullable(),
});

export const planResponse = z.object({
  id: z.number().int(),
  year: z.number().int(),
  userId: z.number().int(),
  ownerName: z.string(),
  /** another year's plan, or a reader who may not edit */
  readOnly: z.boolean(),
  /** the caller is a plan guest */
  guest: z.boolean(),
  note: z.string(),
  agilePlanRole: planRole,
  agileItemList: z.array(planItem),
  agileMilestoneList: z.array(milestone),
  assessmentGroupId: z.number().int().nullable(),
  roleChallengesCompleted: z.boolean(),
});
export type Plan = z.infer<typeof planResponse>;

export const planSummary = z.object({ id: z.number().int(), year: z.number().int(), readOnly: z.boolean() });
export const planListResponse = z.object({
  items: z.array(planSummary),
  currentPlanId: z.number().int().nullable(),
});
export type PlanList = z.infer<typeof planListResponse>;
export const planListParams = z.object({ userId: urlId });
export const planListQuery = z.object({ teamId: urlId.optional() });

export const section = z.object({
  id: z.number().int(),
  type: z.enum(PLAN_SECTION_TYPES),
  commentCount: z.number().int(),
  openThreadId: z.number().int().nullable(),
});
export const sectionListResponse = z.object({ items: z.array(section) });
export type PlanSection = z.infer<typeof section>;

// ---------- writes ----------
export const saveNoteBody = z.object({ note: safeText().max(5000) });

export const savePlanItemBody = z.object({
  agilePlanGroupId: planId,
  id: jsonId.optional(),
  type: z.enum(PLAN_ITEM_TYPES, { message: `must be one of ${PLAN_ITEM_TYPES.join(', ')}` }),
  code: safeText().max(100).nullish(),
  label: label(),
  description: safeText().max(2000).nullish(),
  sortIndex: z.number().int().min(0).optional(),
});
export type SavePlanItemBody = z.infer<typeof savePlanItemBody>;

export const developmentPlanEntry = z.object({
  id: jsonId.optional(),
  type: z.enum(DEVELOPMENT_PLAN_ITEM_TYPES, {
    message: `must be one of ${DEVELOPMENT_PLAN_ITEM_TYPES.join(', ')}`,
  }),
  code: safeText().max(100).nullish(),
  label: label(),
  description: safeText().max(2000).nullish(),
});
/** The whole development plan in order: items left out are removed, the order is each type's sortIndex. */
export const saveDevelopmentPlanBody = z.object({ items: z.array(developmentPlanEntry).max(100) });
export type SaveDevelopmentPlanBody = z.infer<typeof saveDevelopmentPlanBody>;

export const planRef = z.object({ id: jsonId, agilePlanGroupId: planId });

export const saveRoleChallengesBody = z.object({
  roleChallenges: z
    .array(safeText().min(1))
    .length(CHALLENGES_PER_ROLE, { message: `must hold exactly ${CHALLENGES_PER_ROLE} challenges` }),
  futureRoleChallenges: z
    .array(safeText().min(1))
    .length(CHALLENGES_PER_ROLE, { message: `must hold exactly ${CHALLENGES_PER_ROLE} challenges` }),
});
export type SaveRoleChallengesBody = z.infer<typeof saveRoleChallengesBody>;

export const ROLE_TYPES = ['current_role_description', 'next_role_option'] as const;
export const savePlanRoleBody = z
  .object({
    agilePlanGroupId: planId,
    type: z.enum(ROLE_TYPES),
    /** a role code of get-job-roles / next-role-options, or 'CUSTOM' with customLabel (next role only) */
    label: label(100),
    customLabel: safeText().trim().max(200).nullish(),
    roleLevel: z.enum(ROLE_LEVELS).nullish(),
  })
  .refine((b) => b.label !== 'CUSTOM' || (b.customLabel ?? '').length > 0, {
    message: 'customLabel must not be empty for a custom role',
    path: ['customLabel'],
  });
export type SavePlanRoleBody = z.infer<typeof savePlanRoleBody>;

export const goalDeliverable = z.object({
  id: jsonId.optional(),
  label: label(),
  description: safeText().max(2000).nullish(),
  /** left out: a new goal is NOT_STARTED, an existing one keeps its status */
  status: z.enum(GOAL_STATUSES, { message: `must be one of ${GOAL_STATUSES.join(', ')}` }).optional(),
  /** left out: an existing goal keeps its due date; null clears it */
  dueDate: isoDay.nullish(),
});
export type GoalDeliverable = z.infer<typeof goalDeliverable>;
export const saveGoalsBody = z.object({ items: z.array(goalDeliverable).max(50) });
export const goalsResponse = z.object({ items: z.array(planItem) });

export const saveMilestoneBody = z.object({
  agilePlanGroupId: planId,
  id: jsonId.optional(),
  type: z.enum(MILESTONE_TYPES, { message: `must be one of ${MILESTONE_TYPES.join(', ')}` }),
  title: label(200),
  date: isoDay,
  note: safeText().max(2000).nullish(),
});
export type SaveMilestoneBody = z.infer<typeof saveMilestoneBody>;

// ---------- nurture network ----------
export const networkEntry = z.object({
  id: z.number().int(),
  type: z.enum(NETWORK_TYPES),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(NETWORK_STATUSES),
  invitedAt: z.string().nullable(),
});
export type NetworkEntry = z.infer<typeof networkEntry>;
export const networkListQuery = z.object({
  pageNo: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
  ascending: z.enum(['true', 'false']).default('true'),
  sortBy: z.enum(['id', 'name', 'type']).default('id'),
});
export const networkListResponse = z.object({ items: z.array(networkEntry), total: z.number().int() });
export const saveNetworkBody = z.object({
  agilePlanGroupId: planId,
  id: jsonId.optional(),
  type: z.enum(NETWORK_TYPES, { message: `must be one of ${NETWORK_TYPES.join(', ')}` }),
  name: label(200),
  /** someone to invite; without it the entry is EXTERNAL (outside the product, no invitation) */
  email: email.nullish(),
});
export type SaveNetworkBody = z.infer<typeof saveNetworkBody>;
export const resendResponse = z.object({ resent: z.literal(true) });
/** What the invited person reads before accepting (issue 21: opening the link changes nothing). */
export const networkInvitation = z.object({
  ownerName: z.string(),
  name: z.string(),
  type: z.enum(NETWORK_TYPES),
  status: z.enum(NETWORK_STATUSES),
});
export type NetworkInvitation = z.infer<typeof networkInvitation>;

export const meeting = z.object({
  id: z.number().int(),
  networkId: z.number().int(),
  withName: z.string(),
  title: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  note: z.string().nullable(),
});
export const scheduleMeetingBody = z.object({
  agilePlanGroupId: planId,
  networkId: jsonId,
  title: label(200),
  startsAt: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }),
  durationMinutes: z.number().int().min(5).max(480),
  location: safeText().trim().max(200).nullish(),
  note: safeText().max(2000).nullish(),
});
export type ScheduleMeetingBody = z.infer<typeof scheduleMeetingBody>;
export const meetingListQuery = z.object({ agilePlanGroupId: urlId });
export const meetingListResponse = z.object({ items: z.array(meeting) });

// ---------- comments ----------
export const comment = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  parentId: z.number().int().nullable(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  content: z.string(),
  resolved: z.boolean(),
  createdAt: z.string(),
});
export type PlanComment = z.infer<typeof comment>;
export const thread = comment.extend({ replies: z.array(comment) });
export type PlanThread = z.infer<typeof thread>;
export const sectionParams = z.object({ sectionId: urlId });
export const threadsResponse = z.object({ items: z.array(thread) });
export const repliesResponse = z.object({ items: z.array(comment) });
export const saveCommentBody = z.object({
  senderId: jsonId.nullish(),
  sectionId: jsonId,
  parentId: jsonId.nullish(),
  content: label(2000),
});
export type SaveCommentBody = z.infer<typeof saveCommentBody>;
export const resolveCommentBody = z.object({ commentId: jsonId });
/** Socket topic of a new comment, sent to the plan's room. */
export const COMMENT_TOPIC = 'agile-plan-comment';
export interface CommentEvent {
  planId: number;
  sectionType: string;
  comment: PlanComment;
}

// ---------- guests ----------
export const sharePlanBody = z.object({ agilePlanGroupId: planId, email });
export const planGuest = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  expiresAt: z.string(),
});
export const planGuestsResponse = z.object({ items: z.array(planGuest) });

// ---------- recommendations, portfolio ----------
const rankedCapability = z.object({
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
  score: z.number().nullable(),
});
export const recommendationsResponse = z.object({
  available: z.boolean(),
  develop: z.array(rankedCapability),
  strengths: z.array(rankedCapability),
});
export const portfolioQuery = z.object({
  pageNo: z.coerce.number().int().min(0).default(1),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
  ascending: z.enum(['true', 'false']).default('false'),
  sortBy: z.enum(['dateTimeFrom']).default('dateTimeFrom'),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const portfolioResponse = z.object({
  years: z.array(
    z.object({
      year: z.number().int(),
      sprints: z.array(z.object({ id: z.number().int(), title: z.string() })),
    }),
  ),
  total: z.number().int(),
});

// ---------- team milestones ----------
export const teamMilestone = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  type: z.enum(MILESTONE_TYPES),
  title: z.string(),
  date: z.string(),
  done: z.boolean(),
});
export const createTeamMilestoneBody = z.object({
  teamId: jsonId,
  type: z.enum(MILESTONE_TYPES, { message: `must be one of ${MILESTONE_TYPES.join(', ')}` }),
  title: label(200),
  date: isoDay,
});
export const teamMilestonesResponse = z.object({ items: z.array(teamMilestone) });

import { z } from 'zod';
import {
  CHECK_IN_RATINGS,
  CHECK_IN_STATUSES,
  CHECK_IN_STEPS,
  CHECK_IN_TYPES,
  CREW_ROLES,
} from '../sprint-enums';
import { idParam } from './common';
import { jsonId, urlId } from './ids';
import { safeText } from './text';

/** Contracts of weekly check-ins and sprint analytics (issue 10 points 1 and 3). Team service: wrapped in { data }. */
const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const instant = z.iso.datetime({ offset: true });
const positiveId = urlId;

export { idParam };

/** The spec's query of findAllBySprintAndTeamMember / findCurrentCheckIn. */
export const checkInQuery = z.object({
  sprintId: positiveId,
  /** personal sprints: the person's own user id (another's reads as 404); may be left out */
  sprintTeamMemberId: positiveId.optional(),
  /** the caller's local date or instant; the server's clock decides what is due */
  currentDate: z
    .string()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'must be a date such as 2026-03-20' })
    .optional(),
});

export const checkInScore = z.object({
  itemId: jsonId,
  score: z.number().int().min(0).max(100),
});

export const checkIn = z.object({
  id: z.number().int(),
  sprintId: z.number().int(),
  sprintTeamMemberId: z.number().int(),
  type: z.enum(CHECK_IN_TYPES),
  /** when it is due (the spec's start) */
  start: instant,
  status: z.enum(CHECK_IN_STATUSES).nullable(),
  step: z.enum(CHECK_IN_STEPS).nullable(),
  energyLevel: z.number().int().min(1).max(5).nullable(),
  progressNote: z.string().nullable(),
  rating: z.number().int().nullable(),
  openedAt: instant.nullable(),
  completedAt: instant.nullable(),
  createdAt: instant,
  /** timeline state: completed, incomplete (due and not done before the next one), open (due now), future */
  state: z.enum(['completed', 'skipped', 'incomplete', 'open', 'future']),
  scores: z.array(checkInScore),
});
export type CheckIn = z.infer<typeof checkIn>;

export const checkInListResponse = wrapped(z.array(checkIn));
export const currentCheckInResponse = wrapped(checkIn.nullable());
export const checkInResponse = wrapped(checkIn);

/** PUT check-in/update: saves one step (any field left out is kept). */
export const updateCheckInBody = z.object({
  id: jsonId,
  status: z.enum(CHECK_IN_STATUSES).optional(),
  step: z.enum(CHECK_IN_STEPS).optional(),
  /** behaviours and outcomes of the sprint: how far practised, 0-100 */
  scores: z.array(checkInScore).max(20).optional(),
  /** 1 Too Low .. 5 Unsustainably High */
  energyLevel: z.number().int().min(1).max(5).optional(),
  progressNote: safeText().max(4000).nullable().optional(),
});
export type UpdateCheckInBody = z.infer<typeof updateCheckInBody>;

export const rateCheckInQuery = z.object({
  checkInId: positiveId,
  rating: z.coerce
    .number()
    .int()
    .refine((r) => (CHECK_IN_RATINGS as readonly number[]).includes(r), { message: 'must be 1 to 5' }),
});

// ---------- analytics ----------
const series = z.array(z.number().nullable());
export const analyticsItem = z.object({
  id: z.number().int(),
  label: z.string(),
  /** the person's check-in score per week (null: No Data) */
  self: series,
  /** the crew's mean feedback score per week; null in a week when the anonymity rule hides it */
  crew: series,
});
export const analyticsResponse = wrapped(
  z.object({
    sprintId: z.number().int(),
    label: z.string(),
    /** the sprint's weeks: 1-based number and first local day */
    weeks: z.array(z.object({ week: z.number().int(), startDate: z.string() })),
    behaviours: z.array(analyticsItem),
    outcomes: z.array(analyticsItem),
    /** activities done per week, per action */
    /** null in a week not yet begun */
    actions: z.array(
      z.object({ id: z.number().int(), label: z.string(), done: z.array(z.number().int().nullable()) }),
    ),
    /** % of the active crew who gave feedback each week */
    sprintCrewEngagements: series,
    /** check-ins completed per week (1 done, 0 not done, null not yet due) */
    reflections: series,
    /** energy level per week, 1-5 */
    energyLevel: series,
    /** weeks in which crew scores were withheld by the anonymity rule */
    crewHiddenWeeks: z.array(z.number().int()),
    crew: z.object({ active: z.number().int(), roles: z.array(z.enum(CREW_ROLES)) }),
    cards: z.object({
      behaviours: z.object({ score: z.number().nullable(), fluctuation: z.number().nullable() }),
      outcomes: z.object({ score: z.number().nullable(), fluctuation: z.number().nullable() }),
      /** % of the check-ins due so far that were completed */
      checkInsDone: z.number(),
      checkInsDue: z.number().int(),
      checkInsCompleted: z.number().int(),
      /** crew engagement: this week's % and the change against the week before */
      crewEngagement: z.object({ percentage: z.number().nullable(), change: z.number().nullable() }),
    }),
  }),
);
export type SprintAnalytics = z.infer<typeof analyticsResponse>['data'];

/** The check-in's "new feedback" step: comments received since the check-in before it. */
export const feedbackSinceResponse = wrapped(
  z.array(
    z.object({
      id: z.number().int(),
      comment: z.string().nullable(),
      createdAt: instant,
      /** null when the role gives feedback anonymously (not manager, mentor or coach) */
      name: z.string().nullable(),
      role: z.enum(CREW_ROLES),
    }),
  ),
);
export type FeedbackSince = z.infer<typeof feedbackSinceResponse>['data'];
export const checkInIdQuery = z.object({ checkInId: positiveId });

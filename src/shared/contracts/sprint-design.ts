import { z } from 'zod';
import { CAPABILITY_CODES, CAPABILITY_GROUPS, LANGUAGES } from '../enums';
import {
  ACTIVITY_CODES,
  ACTIVITY_KINDS,
  CREW_ROLES,
  CREW_STATUSES,
  FEEDBACK_FREQUENCY_DAYS,
  SPRINT_DURATION_WEEKS,
  SPRINT_ITEM_KINDS,
  SPRINT_MAX_ITEMS,
  SPRINT_STATUSES,
} from '../sprint-enums';
import { email } from './common';
import { jsonId, urlId } from './ids';
import { DESIGN_STEPS, SPRINT_TEXT_LIMITS } from './sprint-design-steps';
import { safeLine, safeText } from './text';

/** Responses of the team service are wrapped in `{ data }` (spec sprints-teams 7). */
const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export { DESIGN_STEPS, type DesignStep, SPRINT_TEXT_LIMITS } from './sprint-design-steps';

// ---------------------------------------------------------------- library

const suggestedActivity = z.object({
  code: z.enum(ACTIVITY_CODES),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
});
const libraryItem = z.object({ code: z.string(), label: z.string(), description: z.string() });
export const librarySprint = z.object({
  code: z.string(),
  icon: z.string(),
  label: z.string(),
  description: z.string(),
  capabilities: z.array(
    z.object({ code: z.enum(CAPABILITY_CODES), name: z.string(), group: z.enum(CAPABILITY_GROUPS) }),
  ),
  durations: z.array(z.number().int()),
  actions: z.array(libraryItem.extend({ suggestedActivities: z.array(suggestedActivity) })),
  behaviours: z.array(libraryItem),
  outcomes: z.array(libraryItem),
});
export type LibrarySprint = z.infer<typeof librarySprint>;

/** Why a sprint is recommended: it develops one of the bottom three GLA capabilities, or serves a plan outcome. */
export const recommendationReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('capability'), code: z.enum(CAPABILITY_CODES), name: z.string() }),
  z.object({ kind: z.literal('outcome'), code: z.string(), label: z.string() }),
]);
export type RecommendationReason = z.infer<typeof recommendationReason>;

export const libraryResponse = wrapped(
  z.object({
    language: z.enum(LANGUAGES),
    groups: z.array(z.object({ code: z.enum(CAPABILITY_GROUPS), name: z.string() })),
    /** recommended first (in order), each with its reasons; then the rest */
    sprints: z.array(librarySprint.extend({ reasons: z.array(recommendationReason) })),
  }),
);
export type LibraryResponse = z.infer<typeof libraryResponse>;
export const libraryQuery = z.object({ languageCode: z.enum(LANGUAGES).optional() });

// ---------------------------------------------------------------- design

const itemLabel = safeLine()
  .trim()
  .min(1, { message: 'is required' })
  .max(SPRINT_TEXT_LIMITS.label, { message: `must be at most ${SPRINT_TEXT_LIMITS.label} characters` });
const itemDescription = safeText()
  .trim()
  .max(SPRINT_TEXT_LIMITS.description, {
    message: `must be at most ${SPRINT_TEXT_LIMITS.description} characters`,
  })
  .nullish();

export const designItemInput = z.object({
  /** an existing item of this sprint (kept and edited); absent for a new one */
  id: jsonId.optional(),
  label: itemLabel,
  description: itemDescription,
});
const itemList = <T extends z.ZodType>(schema: T, what: string) =>
  z
    .array(schema)
    .min(1, { message: `needs at least one ${what}` })
    .max(SPRINT_MAX_ITEMS, { message: `allows at most ${SPRINT_MAX_ITEMS} ${what}s` });

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const designConfigureInput = z.object({
  durationWeeks: z.coerce
    .number()
    .int()
    .refine((v) => (SPRINT_DURATION_WEEKS as readonly number[]).includes(v), {
      message: `must be one of ${SPRINT_DURATION_WEEKS.join(', ')}`,
    }),
  feedbackFrequencyDays: z.coerce
    .number()
    .int()
    .refine((v) => (FEEDBACK_FREQUENCY_DAYS as readonly number[]).includes(v), {
      message: `must be one of ${FEEDBACK_FREQUENCY_DAYS.join(', ')}`,
    }),
  checkInWeekday: z.coerce.number().int().min(1).max(7),
  checkInTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM' }),
  timezone: z.string().max(64).refine(isTimeZone, { message: 'must be an IANA time zone' }),
  startDate: z.iso.date({ message: 'must be a date YYYY-MM-DD' }),
});
export type DesignConfigureInput = z.infer<typeof designConfigureInput>;

/** POST /user-sprint: creates the design (select) or saves one step of it (NOT_STARTED). */
export const saveDesignBody = z.object({
  /** the design being saved; absent to begin (or restart) the person's design */
  id: jsonId.optional(),
  /** the step just saved; the design resumes after the furthest one */
  step: z.enum(DESIGN_STEPS),
  /** select: a library sprint by its code, or a DIY sprint with its own label */
  sprintCode: safeLine().max(40, { message: 'must be at most 40 characters' }).optional(),
  custom: z
    .object({
      label: safeLine()
        .trim()
        .min(1, { message: 'is required' })
        .max(SPRINT_TEXT_LIMITS.sprintLabel, {
          message: `must be at most ${SPRINT_TEXT_LIMITS.sprintLabel} characters`,
        }),
      description: safeText().trim().max(SPRINT_TEXT_LIMITS.sprintDescription).nullish(),
    })
    .optional(),
  configure: designConfigureInput.optional(),
  /** review (and DIY select): the items in their order */
  actions: itemList(designItemInput, 'action').optional(),
  behaviours: itemList(designItemInput, 'behaviour').optional(),
  outcomes: itemList(designItemInput, 'outcome').optional(),
  /** schedule routines: the weekly check-in slot and the suggested activities chosen per action */
  routines: z
    .object({
      checkInWeekday: z.coerce.number().int().min(1).max(7),
      checkInTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM' }),
      activities: z
        .array(z.object({ actionId: jsonId, codes: z.array(z.enum(ACTIVITY_CODES)).max(6) }))
        .max(3),
    })
    .optional(),
});
export type SaveDesignBody = z.infer<typeof saveDesignBody>;

// ---------------------------------------------------------------- crew

export const addCrewBody = z
  .object({
    role: z.enum(CREW_ROLES, { message: `must be one of ${CREW_ROLES.join(', ')}` }),
    /** an organisation member found by the member search */
    userId: jsonId.optional(),
    /** anyone else */
    name: safeLine().trim().min(1, { message: 'is required' }).max(120).optional(),
    email: email.optional(),
  })
  .refine((b) => b.userId !== undefined || (b.name !== undefined && b.email !== undefined), {
    message: 'is required (a member, or a name and an e-mail)',
    path: ['email'],
  });
export type AddCrewBody = z.infer<typeof addCrewBody>;
export const crewParams = z.object({
  id: urlId,
  crewId: urlId,
});

// ---------------------------------------------------------------- the sprint as read

export const sprintItemView = z.object({
  id: z.number().int(),
  kind: z.enum(SPRINT_ITEM_KINDS),
  code: z.string().nullable(),
  label: z.string(),
  description: z.string().nullable(),
  sortIndex: z.number().int(),
  status: z.string(),
  suggestedActivities: z.array(suggestedActivity.extend({ chosen: z.boolean() })),
});
export type SprintItemView = z.infer<typeof sprintItemView>;
export const crewView = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CREW_ROLES),
  status: z.enum(CREW_STATUSES),
  invitedAt: z.string().nullable(),
  lastMailedAt: z.string().nullable(),
});
export type CrewView = z.infer<typeof crewView>;
export const sprintView = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  sprintType: z.string(),
  sprintCode: z.string().nullable(),
  custom: z.boolean(),
  label: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  status: z.enum(SPRINT_STATUSES),
  outcomeStatus: z.string().nullable(),
  designStep: z.enum(DESIGN_STEPS),
  durationWeeks: z.number().int(),
  extendedWeeks: z.number().int(),
  feedbackFrequencyDays: z.number().int(),
  checkInWeekday: z.number().int(),
  checkInTime: z.string(),
  timezone: z.string(),
  startDate: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** the end date a person reads: the last day, inclusive, 'YYYY-MM-DD' (decision 0068) */
  lastDate: z.string().nullable(),
  startedAt: z.string().nullable(),
  version: z.number().int(),
  actions: z.array(sprintItemView),
  behaviours: z.array(sprintItemView),
  outcomes: z.array(sprintItemView),
  crew: z.array(crewView),
});
export type SprintView = z.infer<typeof sprintView>;
export const sprintResponse = wrapped(sprintView);
export const activeSprintResponse = wrapped(
  z.object({
    /** the sprint in progress, or null */
    sprint: sprintView.nullable(),
    /** the design not yet started (the wizard resumes it), or null */
    design: sprintView.nullable(),
  }),
);
export type ActiveSprintResponse = z.infer<typeof activeSprintResponse>;
export const crewResponse = wrapped(z.object({ crew: z.array(crewView) }));
export const sprintQuery = z.object({ team_id: urlId.optional() });
export const viewUserParams = z.object({ userId: urlId });
export const viewUserQuery = z.object({ teamId: urlId.optional() });

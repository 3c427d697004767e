import { z } from 'zod';
import { ALIGNMENT_PARTICIPANT_STATUSES, ALIGNMENT_REPORT_STATUSES } from '../domain/alignment-anonymity';
import { ALIGNMENT_PAGE_SIZE } from '../domain/alignment-progress';
import { ALIGNMENT_SCALE_MAX, ALIGNMENT_SCALE_MIN } from '../domain/alignment-scoring';
import { email } from './common';
import { demographicsBody } from './demographics';
import { jsonId, urlId } from './ids';
import { safeLine } from './text';

/** Team alignment survey (issue 14, decision 0049): calls of the alignment service and the two team-api calls. */

export const ALIGNMENT_USER_TYPES = ['MANAGER', 'MEMBER', 'GUEST'] as const;
export const ALIGNMENT_SURVEY_TYPES = ['standard', 'express'] as const;
/** Default window of a survey, in days (issue 14). */
export const ALIGNMENT_DEFAULT_DEADLINE_DAYS = 14;
/** Trend history options in years (spec section 9). */
export const ALIGNMENT_TREND_YEARS = [1, 3, 6] as const;

const teamId = urlId;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'must be a real date');

export const surveyParticipantInput = z.object({
  /** the person's user id when they have an account (team member or team guest) */
  id: jsonId.nullable().optional(),
  name: safeLine().trim().min(1).max(120),
  email,
  /** 'excluded' leaves a team member out of this survey */
  status: z.enum(['included', 'excluded']).default('included'),
  userType: z.enum(ALIGNMENT_USER_TYPES).default('MEMBER'),
});
export type SurveyParticipantInput = z.infer<typeof surveyParticipantInput>;

export const startSurveyBody = z.object({
  team_id: jsonId,
  surveyType: z.enum(ALIGNMENT_SURVEY_TYPES).default('standard'),
  /** the last day answers are taken (YYYY-MM-DD, UTC end of day); default 14 days from today */
  deadline: isoDate.optional(),
  team_members: z.array(surveyParticipantInput).min(1).max(200),
});
export const addMoreMembersBody = z.object({
  team_id: jsonId,
  team_members: z.array(surveyParticipantInput).min(1).max(200),
});
export const sendNotificationsBody = z.object({
  team_id: jsonId,
  /** participants to remind (their ids); empty: everyone who has not finished */
  notifyDTOList: z
    .array(z.object({ id: jsonId }))
    .max(200)
    .default([]),
});
export const extendDeadlineBody = z.object({ extendedDate: isoDate });
export const teamIdParam = z.object({ id: teamId });
export const versionQuery = z.object({ version: z.coerce.number().int().positive().optional() });
export const teamVersionQuery = z.object({
  team_id: teamId,
  version: z.coerce.number().int().positive().optional(),
});
export const teamQuery = z.object({ team_id: teamId });
export const trendBody = z.object({
  years: z.union([z.literal(1), z.literal(3), z.literal(6)]).default(1),
  /** subscale codes; default: those with icon position 1 */
  subscales: z.array(z.string().min(1).max(40)).max(12).optional(),
});

export const surveyStatusResponse = z.object({
  data: z.object({
    started: z.boolean(),
    surveyId: z.number().int().nullable(),
    surveyType: z.enum(ALIGNMENT_SURVEY_TYPES).nullable(),
    startedAt: z.string().nullable(),
    deadline: z.string().nullable(),
    reportStatus: z.enum(ALIGNMENT_REPORT_STATUSES),
    completed: z.number().int(),
    invited: z.number().int(),
    /** the caller's own survey link when they take part (express: the manager is redirected to it) */
    managerSurveyLink: z.string().nullable(),
  }),
});
export type AlignmentSurveyStatus = z.infer<typeof surveyStatusResponse>['data'];

export const participantView = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(ALIGNMENT_USER_TYPES),
  status: z.enum(ALIGNMENT_PARTICIPANT_STATUSES),
  /** statements answered (never which answers) */
  answered: z.number().int(),
  invitedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export const participantsResponse = z.object({
  data: z.object({ version: z.number().int().nullable(), participants: z.array(participantView) }),
});

export const subscaleScore = z.object({
  code: z.string(),
  theme: z.string(),
  name: z.string(),
  definition: z.string(),
  practices: z.array(z.string()),
  score: z.number().nullable(),
  rank: z.number().int(),
  isHighest: z.boolean(),
  isLowest: z.boolean(),
  iconPosition: z.number().int(),
});
export const scaleRanksResponse = z.object({
  data: z.object({
    version: z.number().int(),
    generatedAt: z.string(),
    respondents: z.number().int(),
    teamName: z.string(),
    themes: z.array(z.object({ code: z.string(), name: z.string(), description: z.string() })),
    team_alignment_sub_scale_list: z.array(subscaleScore),
  }),
});
export const reportStatusResponse = z.object({
  data: z.object({
    status: z.enum(ALIGNMENT_REPORT_STATUSES),
    completed: z.number().int(),
    required: z.number().int(),
  }),
});
export const versionsResponse = z.object({
  data: z.array(
    z.object({ version: z.number().int(), generatedAt: z.string(), respondents: z.number().int() }),
  ),
});
export const historyResponse = z.object({
  data: z.array(
    z.object({
      surveyId: z.number().int(),
      surveyType: z.enum(ALIGNMENT_SURVEY_TYPES),
      startedAt: z.string(),
      deadline: z.string(),
      invited: z.number().int(),
      completed: z.number().int(),
      reportStatus: z.enum(ALIGNMENT_REPORT_STATUSES),
      version: z.number().int().nullable(),
    }),
  ),
});
export const trendResponse = z.object({
  data: z.object({
    years: z.number().int(),
    subscales: z.array(z.string()),
    points: z.array(
      z.object({
        date: z.string(),
        version: z.number().int(),
        subScaleCode: z.string(),
        score: z.number().nullable(),
      }),
    ),
  }),
});

// ---- the respondent (guest link) and the preview ----
export const questionsQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ALIGNMENT_PAGE_SIZE).default(ALIGNMENT_PAGE_SIZE),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  sortBy: z.string().max(40).optional(),
  user_id: z.string().max(40).optional(),
  team_id: z.string().max(40).optional(),
  user_type: z.string().max(40).optional(),
  token: z.string().max(200).optional(),
  languageCode: z.string().max(10).optional(),
});
export const surveyQuestion = z.object({
  unique_ref_id: z.string(),
  question: z.string(),
  /** the respondent's saved answer 1..6, or null */
  answer: z.number().int().nullable(),
});
export const questionsResponse = z.object({
  data: z.object({
    teamName: z.string(),
    recipient: z.string(),
    preview: z.boolean(),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    /** true on the last page: the research questions */
    research: z.boolean(),
    /** the page to resume at (Save & Exit) */
    lastPage: z.number().int(),
    answered: z.number().int(),
    progress: z.object({ percent: z.number(), remaining: z.number().int() }),
    deadline: z.string().nullable(),
    submitted: z.boolean(),
    scale: z.array(z.object({ value: z.number().int(), label: z.string() })),
    questions: z.array(surveyQuestion),
  }),
});
export type AlignmentQuestions = z.infer<typeof questionsResponse>['data'];

export const saveAnswersBody = z.object({
  pageNo: z.number().int().min(1),
  answers: z
    .array(
      z.object({
        unique_ref_id: z.string().min(1).max(10),
        answer: z
          .number()
          .int({ message: `must be a whole number from ${ALIGNMENT_SCALE_MIN} to ${ALIGNMENT_SCALE_MAX}` })
          .min(ALIGNMENT_SCALE_MIN, {
            message: `must be from ${ALIGNMENT_SCALE_MIN} to ${ALIGNMENT_SCALE_MAX}`,
          })
          .max(ALIGNMENT_SCALE_MAX, {
            message: `must be from ${ALIGNMENT_SCALE_MIN} to ${ALIGNMENT_SCALE_MAX}`,
          })
          .nullable(),
      }),
    )
    .max(ALIGNMENT_PAGE_SIZE)
    .default([]),
  research: demographicsBody.optional(),
  /** true: the respondent submits the survey */
  submit: z.boolean().default(false),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBody>;
export const saveAnswersResponse = z.object({
  data: z.object({ answered: z.number().int(), lastPage: z.number().int(), submitted: z.boolean() }),
});
export const remindResponse = z.object({
  data: z.object({ reminded: z.number().int(), skipped: z.number().int() }),
});

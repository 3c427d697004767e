import { z } from 'zod';
import { CAPABILITY_CODES, CAPABILITY_GROUPS, LANGUAGES, type Language, ROLE_LEVELS } from '../enums';
import { email } from './common';
import { jsonId, urlId } from './ids';
import { safeText } from './text';

/** GLA survey constants (spec 5, 9). */
export const GLA_PAGE_SIZE = 10;
export const GLA_PROFILES = ['STYLE', 'STRATEGY'] as const;
export type GlaProfileName = (typeof GLA_PROFILES)[number];

/** A language code as the web keeps it (lower-case, e.g. 'zh-cn'), read case-insensitively. */
export const languageCode = z
  .string()
  .trim()
  .transform((v, ctx): Language => {
    const found = LANGUAGES.find((l) => l.toLowerCase() === v.toLowerCase());
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `must be one of ${LANGUAGES.join(', ')}` });
      return z.NEVER;
    }
    return found;
  });

export const glaStartQuery = z.object({ languageCode: languageCode.default('en') });
export const assessmentIdQuery = z.object({ assessmentId: urlId });
/** languageCode is required; the services check it after the assessment is found (another's id is 404 first) */
export const changeLanguageQuery = z.object({ languageCode: languageCode.optional() });

/** Where an assessment stands: resume lands on lastPos ('Style-N' or 'Strategy-N'). */
export const glaPositionResponse = z.object({
  assessmentId: z.number().int(),
  lastPos: z.string(),
  languageCode: z.enum(LANGUAGES),
  styleSurveyCompleted: z.boolean(),
  strategySurveyCompleted: z.boolean(),
});
export type GlaPosition = z.infer<typeof glaPositionResponse>;

export const userAnswer = z.object({
  questionCode: safeText().trim().min(1).max(20),
  /** 1..5 on the agree scale; 0 when unanswered (N/A) */
  value: z.number().int().min(0, 'must be between 0 and 5').max(5, 'must be between 0 and 5'),
  /** the answer's label as shown; not stored */
  description: safeText().max(200).optional(),
  type: safeText().max(40).optional(),
});

const answerFields = {
  userAnswers: z
    .array(userAnswer)
    .max(GLA_PAGE_SIZE, `at most ${GLA_PAGE_SIZE} answers (one page) at a time`),
  /** the page to resume on after this save: 'Style-N' or 'Strategy-N' */
  lastPos: safeText().trim().min(1).max(20),
};
export const answerBody = z.object({ assessmentId: jsonId, ...answerFields });
export type AnswerBody = z.infer<typeof answerBody>;
export const nomineeAnswerBody = z.object({
  assessmentId: jsonId.optional(),
  ...answerFields,
});

export const answerResponse = z.object({
  assessmentId: z.number().int(),
  lastPos: z.string(),
  saved: z.number().int(),
  styleSurveyCompleted: z.boolean(),
});

const questionFields = {
  type: z.literal('GLAV2').default('GLAV2'),
  profile: z.enum(GLA_PROFILES),
  page: z.coerce.number().int().min(1, 'page must be 1 or more'),
  limit: z.coerce
    .number()
    .int()
    .refine((v) => v === GLA_PAGE_SIZE, `limit must be ${GLA_PAGE_SIZE}`)
    .default(GLA_PAGE_SIZE),
};
export const questionQuery = z.object({
  assessmentId: urlId,
  ...questionFields,
});
export const nomineeQuestionQuery = z.object({
  assessmentId: urlId.optional(),
  ...questionFields,
});

export const surveyQuestion = z.object({
  questionCode: z.string(),
  description: z.string(),
  answerType: z.literal('AGREE_5'),
  /** the saved answer, 0 when none */
  answer: z.number().int(),
});
export const questionPageResponse = z.object({
  profile: z.enum(GLA_PROFILES),
  questions: z.array(surveyQuestion),
  answers: z.array(z.object({ questionCode: z.string(), value: z.number().int() })),
  total_question: z.number().int(),
  total_page: z.number().int(),
  current_page: z.number().int(),
  hasNext: z.boolean(),
  /** answered (1..5) questions of this profile so far */
  attemptedQuestions: z.number().int(),
  /** answered (1..5) questions of each profile so far: progress counts answers, not pages */
  answeredByProfile: z.object({ STYLE: z.number().int(), STRATEGY: z.number().int() }),
  languageCode: z.enum(LANGUAGES),
});
export type QuestionPage = z.infer<typeof questionPageResponse>;

export const finishResponse = z.object({ assessmentId: z.number().int(), finished: z.literal(true) });

const capabilityResult = z.object({
  code: z.enum(CAPABILITY_CODES as [string, ...string[]]),
  name: z.string(),
  definition: z.string(),
  low: z.string(),
  high: z.string(),
  habits: z.array(z.string()),
  /** 1..5, null when too few answers */
  style: z.number().nullable(),
  strategy: z.number().nullable(),
  overall: z.number().nullable(),
  rank: z.number().int(),
  top: z.boolean(),
  bottom: z.boolean(),
  /** the benchmark score of this capability for the benchmark level */
  benchmark: z.number().nullable(),
});
export const glaResultResponse = z.object({
  assessmentId: z.number().int(),
  subjectName: z.string(),
  finishedAt: z.string(),
  languageCode: z.enum(LANGUAGES),
  overall: z.number().nullable(),
  benchmark: z.object({ level: z.enum(ROLE_LEVELS), assumed: z.boolean() }),
  groups: z.array(
    z.object({
      group: z.enum(CAPABILITY_GROUPS),
      name: z.string(),
      description: z.string(),
      capabilities: z.array(capabilityResult),
    }),
  ),
  top: z.array(z.string()),
  bottom: z.array(z.string()),
});
export type GlaResult = z.infer<typeof glaResultResponse>;
export const glaResultQuery = z.object({
  assessmentId: urlId,
  languageCode: languageCode.optional(),
});
/** A team member's Leader Profile, read by a manager the member shared their GLA with (decision 0054). */
export const memberResultParams = z.object({ userId: urlId });
export const memberResultQuery = z.object({ languageCode: languageCode.optional() });

// --- job assessment (nominees) ---

export const CANDIDATE_STATUSES = [
  'INVITED',
  'IN_PROGRESS',
  'COMPLETED',
  'TRANSFERRED',
  'DISMISSED',
] as const;
export const inviteNomineeBody = z.object({
  email,
  fullName: safeText().trim().min(1, 'fullName is required').max(120),
  languageCode: languageCode.default('en'),
});
export type InviteNomineeBody = z.input<typeof inviteNomineeBody>;
export const nominee = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  status: z.enum(CANDIDATE_STATUSES),
  invitedAt: z.string(),
  completedAt: z.string().nullable(),
  assessmentId: z.number().int().nullable(),
});
export type Nominee = z.infer<typeof nominee>;
export const nomineeListResponse = z.object({ items: z.array(nominee) });
export const nomineeWelcomeResponse = glaPositionResponse.extend({
  fullName: z.string(),
  organisationName: z.string(),
  multiLanguage: z.boolean(),
});
export type NomineeWelcome = z.infer<typeof nomineeWelcomeResponse>;
export const conversionBody = z.object({ jobCandidateId: jsonId, accept: z.boolean() });
export const conversionResponse = z.object({
  jobCandidateId: z.number().int(),
  status: z.enum(['TRANSFERRED', 'DISMISSED']),
  assessmentId: z.number().int().nullable(),
});

// --- wipe-out ---
export const wipeOutRequestResponse = z.object({ sentTo: z.string() });
export const wipeOutResponse = z.object({ deletedAssessments: z.number().int() });

import { z } from 'zod';
import { LANGUAGES, PLAN_CODES, SPRINT_STATUSES, SUBSCRIPTION_STATUSES, THEMES } from '../enums';
import { email } from './common';
import { urlId } from './ids';
import { safeText } from './text';

export const tenant = z.object({ id: z.number().int(), client_id: z.number().int(), name: z.string() });

/** The current user, with the fields of both spec documents. Later domains fill their fields. */
export const userStateResponse = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  salutation: z.string().nullable(),
  email: z.string(),
  designation: z.string().nullable(),
  avatar_image_url: z.string().nullable(),
  roles: z.array(z.string()),
  isAgree: z.boolean(),
  /** when the person agreed to the policy in this organisation */
  agreedAt: z.string().nullable(),
  clientId: z.number().int(),
  clientName: z.string(),
  tenantList: z.array(tenant),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  createdAt: z.string(),
  roleChallengesCompleted: z.boolean(),
  styleSurveyCompleted: z.boolean(),
  strategySurveyCompleted: z.boolean(),
  gla360ReportGenerated: z.boolean(),
  tempRestrict: z.boolean(),
  agilePlanGroupId: z.number().int().nullable(),
  userTags: z.array(z.string()),
  glaV2: z.object({ assessmentId: z.number().int() }),
  jobCandidateConversion: z.array(z.object({ jobCandidateId: z.number().int(), candidateEmail: z.string() })),
  currentSprintStatus: z.enum(SPRINT_STATUSES).nullable(),
  customModelEnabled: z.boolean(),
  /** the organisation's settings that change what people see (console: organisation settings) */
  clientSettings: z.object({
    customModelName: z.string().nullable(),
    multiLanguageSurvey: z.boolean(),
    aiAssistantEnabled: z.boolean(),
    defaultLanguage: z.enum(LANGUAGES),
    /** the address people are told to contact: the organisation's, else the product's */
    supportEmail: z.string(),
  }),
  impersonator: z.object({ userId: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  plan: z.object({
    planCode: z.enum(PLAN_CODES),
    status: z.enum(SUBSCRIPTION_STATUSES),
    currentTermEnd: z.string().nullable(),
    chargeBeeBuyerEmail: z.string().nullable(),
    chargeBeeBuyerName: z.string().nullable(),
  }),
});
export type UserState = z.infer<typeof userStateResponse>;

/**
 * The current-user fields other modules own (assessment: glaV2 and the survey flags; plan: agilePlanGroupId;
 * licensing: plan (the subscription); sprints: currentSprintStatus ...). Each module adds a SQL fragment (or a
 * provider) to the identity module (`identity.users.extendState`), which reads them with the rest of the
 * current user in one statement and caches them together.
 */
export type UserStateExtension = Partial<
  Pick<
    UserState,
    | 'styleSurveyCompleted'
    | 'strategySurveyCompleted'
    | 'gla360ReportGenerated'
    | 'agilePlanGroupId'
    | 'glaV2'
    | 'jobCandidateConversion'
    | 'currentSprintStatus'
    | 'plan'
  >
>;

export const rolesResponse = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const consentBody = z.object({ agree: z.literal(true, { message: 'agree must be true' }) });
export const consentResponse = z.object({ isAgree: z.literal(true), agreedAt: z.string() });

export const profilePatchBody = z
  .object({
    fullName: safeText().trim().min(1, 'fullName must not be empty').max(120).optional(),
    designation: safeText().trim().max(120).nullable().optional(),
    salutation: safeText().trim().max(20).nullable().optional(),
    language: z.enum(LANGUAGES).optional(),
    theme: z.enum(THEMES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one field must be given' });
export type ProfilePatchBody = z.infer<typeof profilePatchBody>;

export const userExistBody = z.object({ email });
export const userExistResponse = z.object({ exists: z.boolean() });

export const registerFreemiumQuery = z.object({ inviteKey: safeText().max(200).optional() });
export const registerFreemiumBody = z.object({
  companyName: safeText().trim().min(2, 'companyName must have at least 2 characters').max(120),
  buyerAdminName: safeText().trim().min(1, 'buyerAdminName is required').max(120),
  buyerAdminEmail: email,
});
/** The same whether or not the address already has an account (issue 18): either way an e-mail is on its way. */
export const registerFreemiumResponse = z.object({ status: z.literal('MAIL_SENT') });

export const setPasswordBody = z.object({
  password: safeText().min(10, 'password must have at least 10 characters').max(200),
});

export const userTagsParams = z.object({ userId: urlId });
export const userTagsResponse = z.object({ userId: z.number().int(), tags: z.array(z.string()) });

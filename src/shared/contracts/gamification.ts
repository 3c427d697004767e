import { z } from 'zod';
import { CRITERION_KEYS } from '../domain/certification';

/** The spec's badge types (PRODUGIE_CERT named for Stride) and issuers. */
export const awardType = z.enum(['BADGE', 'STRIDE_CERT', 'LEADERSHIP_CERT']);
export const awardIssuer = z.enum(['STRIDE', 'CLIENT']);

/** One criterion's result (the spec's Criterion: key, type, min, max, value, valueToValidate, meetsCriteria). */
export const criterionResult = z.object({
  key: z.enum(CRITERION_KEYS),
  type: z.enum(['range', 'min', 'max', 'exact', 'list']),
  min: z.number().nullable(),
  max: z.number().nullable(),
  value: z.union([z.string(), z.array(z.string())]).nullable(),
  valueToValidate: z.union([z.number(), z.string(), z.array(z.string())]).nullable(),
  meetsCriteria: z.boolean(),
  meta: z.object({ missingFastForward: z.number(), missingFeedback: z.number() }).optional(),
});
export type CriterionResultView = z.infer<typeof criterionResult>;

export const criteriaSet = z.object({ meetsCriteria: z.boolean(), criteria: z.array(criterionResult) });

/** A badge definition as pages show it, in the reader's language. */
export const badgeView = z.object({
  code: z.string(),
  badge_name: z.string(),
  description: z.string(),
  image_name: z.string(),
  type: awardType,
});

/** One earned badge or certificate (the spec's Badge/certificate entity). */
export const awardView = z.object({
  id: z.number().int(),
  badge: badgeView,
  issued_at: z.string(),
  issuer: awardIssuer,
  issuerName: z.string(),
  user: z.object({ fullname: z.string() }),
  sprint: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  criteria: criteriaSet.nullable(),
  /** the public page, the credential, the PDF (null for badges) */
  publicUrl: z.string().nullable(),
  credentialUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  linkedInShareCertificateUrl: z.string().nullable(),
  linkedInAddCertificateUrl: z.string().nullable(),
  /** the congratulation dialog was shown */
  seen: z.boolean(),
});
export type AwardView = z.infer<typeof awardView>;

export const languageQuery = z.object({ lng: z.string().max(10).optional() });

export const userBadgesResponse = z.object({
  data: z.object({
    earned: z.array(awardView),
    /** badges not yet earned (pages show them greyed) */
    inProgress: z.array(badgeView),
  }),
});

export const certificateResponse = z.object({ data: awardView });

/** The public certificate: what a stranger may see, and whether its signature verifies. */
export const publicCertificateResponse = z.object({
  data: awardView.omit({ seen: true }).extend({ verified: z.boolean() }),
});

export const achievementResponse = z.object({
  data: z.object({
    sprintId: z.number().int(),
    badge: badgeView,
    criteria: criteriaSet,
    certificateId: z.number().int().nullable(),
  }),
});

export const unseenResponse = z.object({ data: z.array(awardView) });
export const seenResponse = z.object({ data: z.object({ id: z.number().int(), seen: z.literal(true) }) });

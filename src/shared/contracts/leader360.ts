import { z } from 'zod';
import { RATER_GROUPS } from '../domain/leader360-anonymity';
import { FREQUENCY_MAX, NOT_OBSERVED } from '../domain/leader360-scoring';
import { CAPABILITY_CODES, LANGUAGES, type Language } from '../enums';
import { languageCode } from './assessment';
import { email } from './common';
import { urlId } from './ids';
import { safeLine, safeText } from './text';

/** Leader 360 and Custom 360 (issue 15, decision 0040). */
export const raterGroup = z.enum(RATER_GROUPS);
export const capabilityCode = z.enum(CAPABILITY_CODES as [string, ...string[]]);

/** item code -> 0..5 (0: not observed) */
export const answers360 = z.record(
  z.string().min(1).max(40),
  z
    .number()
    .int({ message: `must be a whole number from ${NOT_OBSERVED} to ${FREQUENCY_MAX}` })
    .min(NOT_OBSERVED, { message: `must be from ${NOT_OBSERVED} to ${FREQUENCY_MAX}` })
    .max(FREQUENCY_MAX, { message: `must be from ${NOT_OBSERVED} to ${FREQUENCY_MAX}` }),
);
export const comments360 = z.object({
  KEEP: safeText().trim().max(2000).optional(),
  CHANGE: safeText().trim().max(2000).optional(),
});

export const startBody = z.object({
  custom: z.boolean().default(false),
  languageCode: languageCode.default('en'),
});
export const currentQuery = z.object({ custom: z.enum(['true', 'false']).default('false') });
export const languageQuery = z.object({ languageCode: languageCode.default('en') });

export const selfBody = z.object({
  answers: answers360,
  comments: comments360.default({}),
  /** true: the self-rating is finished (every item answered) */
  submit: z.boolean().default(false),
});

export const nomineeInput = z.object({
  group: raterGroup,
  email,
  name: safeLine().trim().min(1).max(120),
  languageCode: languageCode.optional(),
});
export const nominateBody = z.object({ raters: z.array(nomineeInput).min(1).max(24) });
export const extendBody = z.object({ days: z.number().int().min(1).max(30) });
export const peopleQuery = z.object({ search: safeLine().trim().min(1).max(80) });

export const groupProgress = z.object({
  group: raterGroup,
  invited: z.number().int(),
  answered: z.number().int(),
  declined: z.number().int(),
});
export const review360 = z.object({
  id: z.number().int(),
  custom: z.boolean(),
  title: z.string().nullable(),
  language: z.string(),
  status: z.enum(['SELF', 'OPEN', 'CLOSED']),
  startedAt: z.string(),
  windowEndsAt: z.string(),
  closedAt: z.string().nullable(),
  selfSubmitted: z.boolean(),
  selfAnswers: z.record(z.string(), z.number()),
  selfComments: comments360,
  progress: z.array(groupProgress),
  /** whether enough answers are in for the report (all others reaches the threshold) */
  enoughAnswers: z.boolean(),
  canRemindAt: z.string().nullable(),
});
export const currentResponse = z.object({ review: review360.nullable() });

export const question360 = z.object({ code: z.string(), capability: z.string(), text: z.string() });
export const questionnaire360 = z.object({
  items: z.array(question360),
  scale: z.array(z.object({ value: z.number().int(), label: z.string() })),
  openQuestions: z.array(z.object({ code: z.enum(['KEEP', 'CHANGE']), text: z.string() })),
  capabilities: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** An organisation's own Custom 360 question: in one of the nine capabilities, in the languages it gives (English needed). */
export const ownItem360 = z.object({
  code: z.string().regex(/^OWN-[0-9]{1,3}$/, 'code must look like OWN-1'),
  capability: capabilityCode,
  text: z
    .object(Object.fromEntries(LANGUAGES.map((l) => [l, safeLine().trim().max(300).optional()])))
    .refine((t) => Boolean(t.en), {
      message: 'text.en: every question needs its English text',
      path: ['en'],
    }),
});
export type OwnItem360 = { code: string; capability: string; text: Partial<Record<Language, string>> };
/** The Custom 360's questions (the admin's setting): bank items by code plus the organisation's own. */
export const custom360Body = z.object({
  itemCodes: z.array(safeLine().min(1).max(40)).max(60),
  ownItems: z.array(ownItem360).max(30),
});
export const custom360Definition = z.object({
  enabled: z.boolean(),
  name: z.string().nullable(),
  itemCodes: z.array(z.string()),
  ownItems: z.array(
    z.object({ code: z.string(), capability: z.string(), text: z.record(z.string(), z.string()) }),
  ),
  /** the bank to choose from, in the admin's language */
  bank: z.array(question360),
});
export type Custom360Definition = z.infer<typeof custom360Definition>;
export type Custom360Body = z.infer<typeof custom360Body>;

export const nominateResponse = z.object({ invited: z.number().int(), progress: z.array(groupProgress) });
export const remindResponse = z.object({ reminded: z.number().int(), canRemindAt: z.string() });
export const peopleResponse = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});

const scoreMap = z.record(z.string(), z.number());
export const report360 = z.object({
  id: z.number().int(),
  custom: z.boolean(),
  title: z.string().nullable(),
  closedAt: z.string(),
  threshold: z.number(),
  gapThreshold: z.number(),
  capabilities: z.array(z.object({ code: z.string(), name: z.string() })),
  self: scoreMap,
  groups: z.array(
    z.object({
      group: z.enum(['MANAGER', 'PEER', 'DIRECT_REPORT', 'OTHERS']),
      count: z.number(),
      scores: scoreMap,
    }),
  ),
  allOthers: z.object({ count: z.number(), scores: scoreMap }).nullable(),
  /** answers that could not be shown without identifying someone */
  hiddenAnswers: z.number().int(),
  blindSpots: z.array(
    z.object({ capability: z.string(), self: z.number(), others: z.number(), gap: z.number() }),
  ),
  hiddenStrengths: z.array(
    z.object({ capability: z.string(), self: z.number(), others: z.number(), gap: z.number() }),
  ),
  top: z.array(z.object({ code: z.string(), capability: z.string(), text: z.string(), score: z.number() })),
  bottom: z.array(
    z.object({ code: z.string(), capability: z.string(), text: z.string(), score: z.number() }),
  ),
  comments: z.array(z.object({ question: z.enum(['KEEP', 'CHANGE']), texts: z.array(z.string()) })),
  gla: z
    .array(z.object({ code: z.string(), name: z.string(), rank: z.number(), score: z.number().nullable() }))
    .nullable(),
});

export const raterView = z.object({
  personName: z.string(),
  group: raterGroup,
  status: z.enum(['INVITED', 'STARTED', 'DONE', 'DECLINED']),
  language: z.string(),
  windowEndsAt: z.string(),
  closed: z.boolean(),
  answers: z.record(z.string(), z.number()),
  comments: comments360,
  questionnaire: questionnaire360,
});
export const raterAnswerBody = selfBody.extend({ languageCode: languageCode.optional() });
export const raterStatusResponse = z.object({ status: z.enum(['INVITED', 'STARTED', 'DONE', 'DECLINED']) });

export const teamAggregate = z.object({
  userId: z.number().int(),
  completed: z.boolean(),
  capabilities: z.array(
    z.object({ code: z.string(), self: z.number().nullable(), others: z.number().nullable() }),
  ),
});

export type Review360 = z.infer<typeof review360>;
export type Report360 = z.infer<typeof report360>;
export type RaterView = z.infer<typeof raterView>;
export type Questionnaire360 = z.infer<typeof questionnaire360>;
export type NomineeInput = z.infer<typeof nomineeInput>;
export type TeamAggregate360 = z.infer<typeof teamAggregate>;

/** GET /leader-360/member/{userId}/report: whose report */
export const memberReportParams = z.object({ userId: urlId });

import { z } from 'zod';
import { CREW_ROLES, FEEDBACK_TYPES } from '../sprint-enums';
import { jsonId, urlId } from './ids';
import { safeLine, safeText } from './text';

/** Contracts of crew feedback and advice (issue 10 point 2): the guest page's calls and the owner's lists. */
const wrapped = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const instant = z.iso.datetime({ offset: true });

/** A score of one behaviour or outcome: how far it was practised, 0-100 %. */
export const FEEDBACK_SCORE_MAX = 100;
/** The longest comment and advice (characters). */
export const FEEDBACK_TEXT_MAX = 4000;
/** "Remind me": in 1 to 6 days (always before the request's deadline). */
export const REMIND_DAYS_MAX = 6;

export const sprintIdQuery = z.object({ sprintId: urlId });

const guestItem = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
});

/** What the guest page shows: the person's sprint and the crew member's open request (null when none is due). */
export const guestDevelopmentView = z.object({
  personName: z.string(),
  crewName: z.string(),
  role: z.enum(CREW_ROLES),
  language: z.string(),
  sprint: z.object({
    label: z.string(),
    description: z.string().nullable(),
    behaviours: z.array(guestItem),
    outcomes: z.array(guestItem),
  }),
  request: z
    .object({
      id: z.number().int(),
      type: z.enum(FEEDBACK_TYPES),
      dueAt: instant,
      deadlineAt: instant,
      remindAt: instant.nullable(),
    })
    .nullable(),
  /** the crew member's own advice so far, newest first */
  advice: z.array(z.object({ id: z.number().int(), text: z.string(), createdAt: instant })),
});
export type GuestDevelopmentView = z.infer<typeof guestDevelopmentView>;
export const guestDevelopmentResponse = wrapped(guestDevelopmentView);

export const feedbackScore = z.object({
  itemId: jsonId,
  score: z.number().int().min(0).max(FEEDBACK_SCORE_MAX),
});
export const giveFeedbackBody = z.object({
  /** one score per behaviour and outcome of the sprint */
  scores: z.array(feedbackScore).min(1).max(20),
  comment: safeText().trim().max(FEEDBACK_TEXT_MAX).optional(),
});
export type GiveFeedbackBody = z.infer<typeof giveFeedbackBody>;

export const giveAdviceBody = z.object({ text: safeText().trim().min(1).max(FEEDBACK_TEXT_MAX) });
export const remindBody = z.object({ inDays: z.number().int().min(1).max(REMIND_DAYS_MAX) });

const author = {
  crewId: z.number().int(),
  name: z.string(),
  role: z.enum(CREW_ROLES),
  /** initials for the avatar */
  avatar: z.string(),
  imageUrl: z.string().nullable(),
};

/** One feedback as the person reads it. `scores` is null while the anonymity rule withholds it. */
export const feedbackItem = z.object({
  id: z.number().int(),
  ...author,
  type: z.enum(FEEDBACK_TYPES),
  text: z.string().nullable(),
  updated: instant,
  scoresHidden: z.boolean(),
  scores: z
    .array(
      z.object({
        itemId: z.number().int(),
        kind: z.enum(['BEHAVIOUR', 'OUTCOME']),
        label: safeLine(),
        score: z.number().int(),
      }),
    )
    .nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackListResponse = wrapped(z.array(feedbackItem));

export const adviceItem = z.object({ id: z.number().int(), ...author, text: z.string(), updated: instant });
export type AdviceItem = z.infer<typeof adviceItem>;
export const adviceListResponse = wrapped(z.array(adviceItem));

export const guestOkResponse = wrapped(z.object({ ok: z.literal(true) }));

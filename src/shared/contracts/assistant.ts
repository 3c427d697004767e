import { z } from 'zod';
import { jsonId, urlId } from './ids';
import { safeText } from './text';

/**
 * The AI assistant (issue 16): chat threads of one person (or of one guest), streamed answers, likes and
 * dislikes, the chat-platform link and the console's integration settings and usage counts.
 */

/** The longest question a person may send (longer is refused with 400 naming `message`). */
export const ASSISTANT_MESSAGE_MAX = 4000;
/** The longest comment of a dislike. */
export const ASSISTANT_COMMENT_MAX = 500;
/** Questions a signed-in person may send per minute; a guest (one app token) may send fewer. */
export const ASSISTANT_RATE_PER_MINUTE = 30;
export const ASSISTANT_GUEST_RATE_PER_MINUTE = 10;
/** The header a guest's chat calls carry: the token of the guest link they came with. */
export const ASSISTANT_APP_TOKEN_HEADER = 'x-app-token';

/**
 * The codes the assistant's refusals carry (error shape `{ statusCode, error, message, code }`); the web's
 * assistant feature words them itself.
 */
export const ASSISTANT_ERROR_CODES = [
  /** the organisation turned the assistant off (403) */
  'ASSISTANT_OFF',
  /** more than the questions per minute (429, with Retry-After) */
  'TOO_MANY_MESSAGES',
  /** the question is empty or only spaces (400) */
  'MESSAGE_EMPTY',
  /** sync-external-integration without an externalId (400): 'External authentication token is invalid...' */
  'EXTERNAL_TOKEN_INVALID',
] as const;
export type AssistantErrorCode = (typeof ASSISTANT_ERROR_CODES)[number];

/** A question: text of 1 to 4,000 characters that is not only spaces. */
export const assistantMessage = safeText()
  .max(ASSISTANT_MESSAGE_MAX, `message must have at most ${ASSISTANT_MESSAGE_MAX} characters`)
  .refine((v) => v.trim().length > 0, { message: 'message must not be empty' });

export const chatBody = z.object({ message: assistantMessage });
export type ChatBody = z.infer<typeof chatBody>;
/** A guest's question: `uuid` names the guest's browser (its threads belong to it and to the app token). */
export const guestChatBody = z.object({ uuid: z.uuid(), message: assistantMessage });
export type GuestChatBody = z.infer<typeof guestChatBody>;

export const threadParams = z.object({ threadId: urlId });
export type ThreadParams = z.infer<typeof threadParams>;

/** What an answer used: the person's data ("from your Leader Profile") or our content (a library sprint ...). */
export const CITATION_KINDS = [
  'LEADER_PROFILE',
  'PLAN',
  'SPRINT',
  'CHECK_IN',
  'FEEDBACK',
  'BADGES',
  'CAPABILITY',
  'HABIT',
  'LIBRARY_SPRINT',
  'ALIGNMENT_PRACTICE',
] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];
export const citation = z.object({
  kind: z.enum(CITATION_KINDS),
  /** in the person's language */
  label: z.string(),
  /** the product page that shows it (a path such as `/sprint-library/DELEGATE`), or null */
  href: z.string().nullable(),
});
export type Citation = z.infer<typeof citation>;
/** A next step the answer suggests: a button that opens the right page. */
export const suggestedAction = z.object({ label: z.string(), href: z.string() });
export type SuggestedAction = z.infer<typeof suggestedAction>;

/**
 * Why a streamed answer stopped without `done`: the model's server failed, did not answer in time, or went silent
 * in the middle of its answer (PROVIDER_STALLED), or something else failed.
 */
export const STREAM_ERROR_CODES = [
  'PROVIDER_FAILED',
  'PROVIDER_TIMEOUT',
  'PROVIDER_STALLED',
  'FAILED',
] as const;
export type StreamErrorCode = (typeof STREAM_ERROR_CODES)[number];

/**
 * The answer of the chat calls is `text/event-stream`: `event: <type>` + `data: <JSON>` blocks, in this order:
 * `thread` once (the thread the question went into, new or given), `delta` any number of times (the next piece
 * of the answer's text), then `done` (the stored answer's id, what it cited and the actions it suggests) or
 * `error` (nothing more follows; the question stays stored, the failed answer does not).
 */
export const streamEvents = {
  thread: z.object({ threadId: z.number().int() }),
  delta: z.object({ text: z.string() }),
  done: z.object({
    messageId: z.number().int(),
    citations: z.array(citation),
    actions: z.array(suggestedAction),
  }),
  /** the code, and what happened in the asking person's language */
  error: z.object({ code: z.enum(STREAM_ERROR_CODES), message: z.string() }),
};
export type StreamEventType = keyof typeof streamEvents;
export type StreamEvent = {
  [K in StreamEventType]: { event: K; data: z.infer<(typeof streamEvents)[K]> };
}[StreamEventType];
/** The chat calls' answer as OpenAPI sees it: the event-stream text. */
export const chatStreamResponse = z.string().describe('text/event-stream: thread, delta..., done | error');

export const FEEDBACKS = ['LIKE', 'DISLIKE'] as const;
export type Feedback = (typeof FEEDBACKS)[number];
/** A like or a dislike of one answer; a dislike may carry a comment (at most 500 characters). */
export const rateBody = z.object({
  messageId: jsonId,
  comment: safeText()
    .trim()
    .max(ASSISTANT_COMMENT_MAX, `comment must have at most ${ASSISTANT_COMMENT_MAX} characters`)
    .optional(),
});
export type RateBody = z.infer<typeof rateBody>;
/** A guest's rating names the guest's browser as its chat calls do. */
export const guestRateBody = rateBody.extend({ uuid: z.uuid() });
export type GuestRateBody = z.infer<typeof guestRateBody>;
export const rateResponse = z.object({
  messageId: z.number().int(),
  feedback: z.enum(FEEDBACKS),
  comment: z.string().nullable(),
});
export type RateResponse = z.infer<typeof rateResponse>;

export const threadSummary = z.object({
  threadId: z.number().int(),
  /** the first question, shortened */
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummary>;
export const threadsResponse = z.object({ threads: z.array(threadSummary) });
export type ThreadsResponse = z.infer<typeof threadsResponse>;

export const chatMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  citations: z.array(citation),
  actions: z.array(suggestedAction),
  feedback: z.enum(FEEDBACKS).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const threadResponse = z.object({
  threadId: z.number().int(),
  title: z.string(),
  messages: z.array(chatMessage),
});
export type ThreadResponse = z.infer<typeof threadResponse>;
export const deleteThreadResponse = z.object({ threadId: z.number().int(), deleted: z.literal(true) });
export type DeleteThreadResponse = z.infer<typeof deleteThreadResponse>;

/** The chat-platform account to link to the signed-in person (the `external-auth?externalId=` page). */
export const syncExternalBody = z.object({
  externalId: safeText().trim().max(200, 'externalId must have at most 200 characters').optional(),
});
export type SyncExternalBody = z.infer<typeof syncExternalBody>;
export const syncExternalResponse = z.object({ externalId: z.string(), linkedAt: z.string() });
export type SyncExternalResponse = z.infer<typeof syncExternalResponse>;

/**
 * The console's chat-platform integration: an incoming-webhook URL (Slack message format, which Mattermost and
 * Rocket.Chat accept too) where synced people's check-in and stand-up reminders are also posted. Turning the
 * assistant on or off is the organisation setting `aiAssistantEnabled` (console settings).
 */
export const integrationBody = z.object({
  incomingWebhookUrl: z
    .url({ protocol: /^https?$/, message: 'incomingWebhookUrl must be an http(s) URL' })
    .max(500, 'incomingWebhookUrl must have at most 500 characters')
    .nullable(),
});
export type IntegrationBody = z.infer<typeof integrationBody>;
export const integrationResponse = integrationBody.extend({
  /** how many people of the organisation have linked a chat-platform account */
  syncedPeople: z.number().int(),
  /** the last post that was refused because the URL led to an internal address; null since the URL was saved */
  lastRefusal: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type IntegrationResponse = z.infer<typeof integrationResponse>;

/** Usage counts for the console (never the conversations themselves). */
export const usageResponse = z.object({
  enabled: z.boolean(),
  /** questions asked by the organisation's people */
  questions: z.number().int(),
  /** people who asked at least one question */
  people: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** likes / (likes + dislikes), 0..1, null before the first rating */
  likeRatio: z.number().nullable(),
});
export type UsageResponse = z.infer<typeof usageResponse>;

import type {
  chatBody,
  chatStreamResponse,
  deleteThreadResponse,
  guestChatBody,
  guestRateBody,
  integrationBody,
  integrationResponse,
  rateBody,
  rateResponse,
  syncExternalBody,
  syncExternalResponse,
  threadParams,
  threadResponse,
  threadsResponse,
  usageResponse,
} from './assistant';
import { defineCall } from './call';

const AI = '/api/ai/agent';

/**
 * The assistant's calls (ai service, /api/ai). The four chat calls answer `text/event-stream` (see
 * `streamEvents` in assistant.ts): read them with fetch and a stream reader, not api.call. The guest calls
 * carry the guest link's token in the `x-app-token` header.
 */
export const assistantCalls = {
  chat: defineCall<{ body: typeof chatBody; response: typeof chatStreamResponse }>('POST', `${AI}/chat`),
  chatInThread: defineCall<{
    params: typeof threadParams;
    body: typeof chatBody;
    response: typeof chatStreamResponse;
  }>('POST', `${AI}/chat/:threadId`),
  chatGuest: defineCall<{ body: typeof guestChatBody; response: typeof chatStreamResponse }>(
    'POST',
    `${AI}/chat-guest`,
  ),
  chatGuestInThread: defineCall<{
    params: typeof threadParams;
    body: typeof guestChatBody;
    response: typeof chatStreamResponse;
  }>('POST', `${AI}/chat-guest/:threadId`),
  like: defineCall<{ body: typeof rateBody; response: typeof rateResponse }>('POST', `${AI}/like`),
  dislike: defineCall<{ body: typeof rateBody; response: typeof rateResponse }>('POST', `${AI}/dislike`),
  likeGuest: defineCall<{
    params: typeof threadParams;
    body: typeof guestRateBody;
    response: typeof rateResponse;
  }>('POST', `${AI}/like-guest/:threadId`),
  dislikeGuest: defineCall<{
    params: typeof threadParams;
    body: typeof guestRateBody;
    response: typeof rateResponse;
  }>('POST', `${AI}/dislike-guest/:threadId`),
  /** the signed-in person's threads, newest first */
  threads: defineCall<{ response: typeof threadsResponse }>('GET', `${AI}/threads`),
  thread: defineCall<{ params: typeof threadParams; response: typeof threadResponse }>(
    'GET',
    `${AI}/threads/:threadId`,
  ),
  deleteThread: defineCall<{ params: typeof threadParams; response: typeof deleteThreadResponse }>(
    'DELETE',
    `${AI}/threads/:threadId`,
  ),
  /** links a chat-platform account to the signed-in person (the external-auth page) */
  syncExternal: defineCall<{ body: typeof syncExternalBody; response: typeof syncExternalResponse }>(
    'POST',
    '/api/notification/notification/ui/sync-external-integration',
  ),
  /** console (ADMIN): the incoming-webhook URL; on/off is the organisation setting aiAssistantEnabled */
  integration: defineCall<{ response: typeof integrationResponse }>('GET', '/api/ai/console/integration'),
  saveIntegration: defineCall<{ body: typeof integrationBody; response: typeof integrationResponse }>(
    'PUT',
    '/api/ai/console/integration',
  ),
  /** console (ADMIN): questions, people, likes, dislikes and their ratio; never the conversations */
  usage: defineCall<{ response: typeof usageResponse }>('GET', '/api/ai/console/usage'),
};

import { ASSISTANT_APP_TOKEN_HEADER, type RateResponse } from '../../../../shared/contracts/assistant';
import { assistantCalls } from '../../../../shared/contracts/assistant-calls';
import { callPath } from '../../../../shared/contracts/call';
import { api } from '../../../lib/api/call';
import { apiResponse } from '../../../lib/api/client';
import { NetworkError, toApiError } from '../../../lib/api/errors';

/**
 * How a chat reaches the server: the signed-in person's calls (session cookies, refreshed when needed) or a
 * guest's (the guest link's token in the app-token header and the browser's uuid, no session).
 */
export interface ChatTransport {
  /** true for the guest view: no thread list, no links into the signed-in product */
  guest: boolean;
  /** sends a question and answers the `text/event-stream` response (thrown ApiError when refused) */
  ask(threadId: number | null, message: string, signal: AbortSignal): Promise<Response>;
  rate(
    kind: 'LIKE' | 'DISLIKE',
    threadId: number,
    messageId: number,
    comment?: string,
  ): Promise<RateResponse>;
}

export const signedInTransport: ChatTransport = {
  guest: false,
  ask: (threadId, message, signal) => {
    const path =
      threadId === null ? assistantCalls.chat.path : callPath(assistantCalls.chatInThread.path, { threadId });
    return apiResponse(path, { method: 'POST', body: { message }, signal });
  },
  rate: (kind, _threadId, messageId, comment) =>
    api.call(kind === 'LIKE' ? assistantCalls.like : assistantCalls.dislike, {
      body: comment === undefined ? { messageId } : { messageId, comment },
    }),
};

async function guestPost(
  path: string,
  token: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const lang = document.documentElement.lang;
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream, application/json',
        'Content-Type': 'application/json',
        [ASSISTANT_APP_TOKEN_HEADER]: token,
        ...(lang ? { 'Accept-Language': lang } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new NetworkError(e);
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** A guest's calls: the link's token travels in the app-token header, the browser's uuid in the body. */
export function guestTransport(token: string, uuid: string): ChatTransport {
  return {
    guest: true,
    ask: (threadId, message, signal) =>
      guestPost(
        threadId === null
          ? assistantCalls.chatGuest.path
          : callPath(assistantCalls.chatGuestInThread.path, { threadId }),
        token,
        { uuid, message },
        signal,
      ),
    rate: async (kind, threadId, messageId, comment) => {
      const contract = kind === 'LIKE' ? assistantCalls.likeGuest : assistantCalls.dislikeGuest;
      const res = await guestPost(callPath(contract.path, { threadId }), token, {
        uuid,
        messageId,
        ...(comment === undefined ? {} : { comment }),
      });
      return (await res.json()) as RateResponse;
    },
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSISTANT_APP_TOKEN_HEADER, type StreamEvent } from '../../../shared/contracts/assistant';
import { assistantCallSchemas as s } from '../../../shared/contracts/assistant-call-schemas';
import type { Language } from '../../../shared/enums';
import { access, type Principal } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { AppError, unauthorized } from '../../platform/http/errors';
import { routesOf } from '../../platform/http/route';
import { acceptedLanguage } from '../../platform/i18n';
import type { AssistantGuestCheck, AssistantPeople } from './deps';
import type { ThreadOwner } from './repo';
import type { AssistantService } from './service';

const tags = ['assistant'];
/** the licence feature of the assistant (every tier above Free) */
const person = access.signedIn({ feature: 'arisa-ai-assistant' });
const admin = access.signedIn({ roles: ['ADMIN'], product: false });
const thread = { threadId: owner.of('assistantThread') };

const STREAM_DESCRIPTION =
  'Answers text/event-stream: `thread {threadId}`, then `delta {text}` pieces, then `done {messageId, citations, ' +
  'actions}` or `error {code}`. Refusals (400, 403, 404, 413, 429) come before the stream as the usual JSON error.';

/**
 * Streams the events as Server-Sent Events. The reply is taken over (no compression, which would hold the
 * pieces back); a closed connection stops the engine.
 */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<StreamEvent>,
) {
  const abort = new AbortController();
  request.raw.on('close', () => abort.abort());
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  for await (const e of events(abort.signal)) {
    if (reply.raw.destroyed) break;
    reply.raw.write(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);
  }
  reply.raw.end();
}

export function assistantRoutes(deps: {
  service: AssistantService;
  people: AssistantPeople;
  guestCheck: AssistantGuestCheck;
}): FastifyPluginAsyncZod {
  const { service } = deps;
  const userOwner = (p: Principal): ThreadOwner => ({ kind: 'user', clientId: p.clientId, userId: p.userId });
  /** the interface language the web sends, else the person's own */
  const languageOf = async (request: FastifyRequest, userId?: number): Promise<Language> =>
    acceptedLanguage(request.headers['accept-language']) ??
    (userId ? await deps.people.language(userId) : null) ??
    'en';
  const guestOwner = async (request: FastifyRequest, uuid: string): Promise<ThreadOwner> => {
    const token = request.headers[ASSISTANT_APP_TOKEN_HEADER];
    if (typeof token !== 'string' || !token) {
      throw unauthorized('The x-app-token header is missing.', 'GUEST_TOKEN_MISSING');
    }
    const grant = await deps.guestCheck(token);
    if (!grant) throw new AppError(401, 'This link is invalid or has expired.', 'GUEST_TOKEN_INVALID');
    return { kind: 'guest', clientId: grant.clientId, tokenId: grant.tokenId, uuid };
  };

  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/agent/chat',
      access: person,
      summary: 'Asks the assistant in a new conversation (answer streamed)',
      description: STREAM_DESCRIPTION,
      body: s.chat.body,
      response: { 200: s.chat.response },
      handler: async ({ principal, body, request, reply }) => {
        const { events } = await service.ask(userOwner(principal), {
          message: body.message,
          language: languageOf(request, principal.userId),
        });
        return stream(request, reply, events).then(() => reply);
      },
    });
    route({
      method: 'POST',
      url: '/agent/chat/:threadId',
      access: person,
      owners: thread,
      summary: 'Asks the assistant in one of the caller’s conversations (answer streamed)',
      description: STREAM_DESCRIPTION,
      params: s.chatInThread.params,
      body: s.chatInThread.body,
      response: { 200: s.chatInThread.response },
      handler: async ({ principal, params, body, request, reply }) => {
        const { events } = await service.ask(userOwner(principal), {
          message: body.message,
          threadId: params.threadId,
          language: languageOf(request, principal.userId),
        });
        return stream(request, reply, events).then(() => reply);
      },
    });
    route({
      method: 'POST',
      url: '/agent/chat-guest',
      access: access.anonymous(),
      summary: 'A guest (x-app-token header of a guest link) asks the assistant, without personal data',
      description: STREAM_DESCRIPTION,
      body: s.chatGuest.body,
      response: { 200: s.chatGuest.response },
      handler: async ({ body, request, reply }) => {
        const { events } = await service.ask(await guestOwner(request, body.uuid), {
          message: body.message,
          language: languageOf(request),
        });
        return stream(request, reply, events).then(() => reply);
      },
    });
    route({
      method: 'POST',
      url: '/agent/chat-guest/:threadId',
      access: access.anonymous(),
      summary: 'A guest asks in one of their conversations (answer streamed)',
      description: STREAM_DESCRIPTION,
      params: s.chatGuestInThread.params,
      body: s.chatGuestInThread.body,
      response: { 200: s.chatGuestInThread.response },
      handler: async ({ params, body, request, reply }) => {
        const { events } = await service.ask(await guestOwner(request, body.uuid), {
          message: body.message,
          threadId: params.threadId,
          language: languageOf(request),
        });
        return stream(request, reply, events).then(() => reply);
      },
    });
    for (const feedback of ['LIKE', 'DISLIKE'] as const) {
      const name = feedback === 'LIKE' ? 'like' : 'dislike';
      route({
        method: 'POST',
        url: `/agent/${name}`,
        access: person,
        summary: feedback === 'LIKE' ? 'Likes an answer' : 'Dislikes an answer, with an optional comment',
        body: s[name].body,
        response: { 200: s[name].response },
        handler: ({ principal, body }) => service.rate(userOwner(principal), body, feedback),
      });
      const guestName = feedback === 'LIKE' ? 'likeGuest' : 'dislikeGuest';
      route({
        method: 'POST',
        url: `/agent/${name}-guest/:threadId`,
        access: access.anonymous(),
        summary: `A guest ${name}s an answer of one of their conversations`,
        params: s[guestName].params,
        body: s[guestName].body,
        response: { 200: s[guestName].response },
        handler: async ({ params, body, request }) =>
          service.rate(await guestOwner(request, body.uuid), body, feedback, params.threadId),
      });
    }
    route({
      method: 'GET',
      url: '/agent/threads',
      access: person,
      summary: 'The caller’s conversations, newest first',
      response: { 200: s.threads.response },
      handler: ({ principal }) => service.threads(principal.clientId, principal.userId),
    });
    route({
      method: 'GET',
      url: '/agent/threads/:threadId',
      access: person,
      owners: thread,
      summary: 'One of the caller’s conversations with its messages',
      params: s.thread.params,
      response: { 200: s.thread.response },
      handler: ({ principal, params }) => service.thread(userOwner(principal), params.threadId),
    });
    route({
      method: 'DELETE',
      url: '/agent/threads/:threadId',
      access: person,
      owners: thread,
      summary: 'Deletes one of the caller’s conversations',
      params: s.deleteThread.params,
      response: { 200: s.deleteThread.response },
      handler: ({ principal, params }) => service.deleteThread(userOwner(principal), params.threadId),
    });
    route({
      method: 'GET',
      url: '/console/integration',
      access: admin,
      summary: 'The organisation’s chat-platform integration (incoming-webhook URL, synced people)',
      response: { 200: s.integration.response },
      handler: ({ principal }) => service.integration(principal.clientId),
    });
    route({
      method: 'PUT',
      url: '/console/integration',
      access: admin,
      summary: 'Sets or clears the organisation’s incoming-webhook URL',
      body: s.saveIntegration.body,
      response: { 200: s.saveIntegration.response },
      handler: ({ principal, body }) => service.saveIntegration(principal.clientId, body),
    });
    route({
      method: 'GET',
      url: '/console/usage',
      access: admin,
      summary: 'Assistant usage counts of the organisation (never the conversations)',
      response: { 200: s.usage.response },
      handler: ({ principal }) => service.usage(principal.clientId),
    });
  };
}

/** sync-external-integration, served under the notification service as the spec names it. */
export function assistantSyncRoutes(service: AssistantService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/notification/ui/sync-external-integration',
      access: access.signedIn(),
      summary: 'Links a chat-platform account (externalId) to the caller',
      body: s.syncExternal.body,
      response: { 200: s.syncExternal.response },
      handler: ({ principal, body }) =>
        service.syncExternal(principal.clientId, principal.userId, body.externalId),
    });
  };
}

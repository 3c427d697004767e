import {
  ASSISTANT_GUEST_RATE_PER_MINUTE,
  ASSISTANT_RATE_PER_MINUTE,
  type Citation,
  type IntegrationBody,
  type IntegrationResponse,
  type RateResponse,
  type StreamErrorCode,
  type StreamEvent,
  type SuggestedAction,
  type ThreadResponse,
  type ThreadsResponse,
  type UsageResponse,
} from '../../../shared/contracts/assistant';
import type { Language } from '../../../shared/enums';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import { lockScope } from '../../platform/db/row-locks';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { Outbound } from '../../platform/http/outbound';
import { t as translate } from '../../platform/i18n';
import type { AssistantDataPorts, AssistantOrganisations } from './deps';
import { type AssistantEngine, bindPersonData } from './engine';
import type { AssistantRepo, MessageRow, ThreadOwner, ThreadRow } from './repo';

const MINUTE = 60_000;
/** earlier messages the online engine sees as context */
const HISTORY = 10;

export interface AssistantServiceDeps {
  db: Db;
  repo: AssistantRepo;
  clock: Clock;
  engine: AssistantEngine;
  data: AssistantDataPorts;
  organisations: AssistantOrganisations;
  /** outgoing calls to addresses an admin chose (the chat-platform webhook) */
  outbound: Pick<Outbound, 'check'>;
}

/** A 31-bit number for a guest's uuid (the advisory lock's key: one guest's questions take turns). */
function keyOf(uuid: string): number {
  let h = 0;
  for (let i = 0; i < uuid.length; i++) h = (Math.imul(h, 31) + uuid.charCodeAt(i)) | 0;
  return h & 0x7fffffff;
}

const titleOf = (question: string) => {
  const line = question.trim().replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

const messageView = (m: MessageRow) => ({
  id: m.id,
  role: m.role as 'user' | 'assistant',
  text: m.text,
  citations: m.citations as Citation[],
  actions: m.actions as SuggestedAction[],
  feedback: (m.feedback as 'LIKE' | 'DISLIKE' | null) ?? null,
  createdAt: m.createdAt.toISOString(),
});

/** The assistant's rules: threads belong to their owner, rate limits, the organisation's switch, streaming. */
export function createAssistantService(deps: AssistantServiceDeps) {
  const { db, repo, clock } = deps;

  async function assertEnabled(clientId: number) {
    if (!(await deps.organisations.assistantEnabled(clientId))) {
      throw forbidden('The assistant is turned off for your organisation.', 'ASSISTANT_OFF');
    }
  }

  /**
   * Checks and stores the question (in one transaction: the owner's questions take turns, so the limit holds
   * under concurrent requests), then answers the events to stream. Refusals are thrown before anything streams.
   */
  async function ask(
    owner: ThreadOwner,
    input: { message: string; threadId?: number; language: Language | PromiseLike<Language> },
  ): Promise<{ thread: ThreadRow; events: (signal: AbortSignal) => AsyncIterable<StreamEvent> }> {
    // the organisation's switch and the person's language are read at once
    const [, language] = await Promise.all([assertEnabled(owner.clientId), input.language]);
    const question = input.message.trim();
    if (!question) throw badRequest('message: must not be empty', 'MESSAGE_EMPTY');
    const limit = owner.kind === 'user' ? ASSISTANT_RATE_PER_MINUTE : ASSISTANT_GUEST_RATE_PER_MINUTE;
    const now = clock.now();
    const person =
      owner.kind === 'user'
        ? bindPersonData(deps.data, { userId: owner.userId, clientId: owner.clientId }, language)
        : null;
    // once the question is accepted, the person's facts its answer reads are read meanwhile (decision 0059)
    const readEarly = () => {
      for (const part of person ? (deps.engine.needs?.(question) ?? []) : []) {
        void person?.[part]().catch(() => null);
      }
    };
    const { thread, history } = await db.transaction(async (tx) => {
      if (owner.kind === 'user') await lockScope(tx, 'assistant-ask', owner.userId);
      else await lockScope(tx, 'assistant-ask-guest', keyOf(owner.uuid));
      const asked = await repo.questionsSince(owner, new Date(now.getTime() - MINUTE), tx);
      if (asked >= limit) {
        throw new AppError(
          429,
          `You can send at most ${limit} messages a minute. Please wait a moment.`,
          'TOO_MANY_MESSAGES',
          { 'retry-after': '60' },
        );
      }
      let t: ThreadRow;
      let earlier: MessageRow[] = [];
      if (input.threadId !== undefined) {
        const found = await repo.threadWithMessages(owner, input.threadId, tx);
        if (!found) throw notFound('The conversation');
        t = found.thread;
        earlier = found.messages;
        readEarly();
        await repo.addMessage(t, { role: 'user', text: question, at: now }, tx);
        await repo.touchThread(t.id, tx);
      } else {
        readEarly();
        // a new thread and its question are one statement (decision 0059)
        t = await repo.createThreadWithQuestion(owner, titleOf(question), { text: question, at: now }, tx);
      }
      return { thread: t, history: earlier.slice(-HISTORY) };
    });
    const failed = (code: StreamErrorCode): StreamEvent => ({
      event: 'error',
      data: { code, message: translate(language, `assistant:streamErrors.${code}`) },
    });
    async function* events(signal: AbortSignal): AsyncIterable<StreamEvent> {
      yield { event: 'thread', data: { threadId: thread.id } };
      let text = '';
      try {
        for await (const e of deps.engine.answer({
          question,
          language,
          history: history.map((m) => ({ role: m.role as 'user' | 'assistant', text: m.text })),
          person,
          signal,
        })) {
          if (e.type === 'delta') {
            text += e.text;
            yield { event: 'delta', data: { text: e.text } };
          } else if (e.type === 'error') {
            yield failed(e.code);
            return;
          } else {
            const saved = await repo.addMessage(thread, {
              role: 'assistant',
              text,
              citations: e.citations,
              actions: e.actions,
            });
            yield {
              event: 'done',
              data: { messageId: saved.id, citations: e.citations, actions: e.actions },
            };
            return;
          }
        }
        yield failed('FAILED');
      } catch {
        yield failed('FAILED');
      }
    }
    return { thread, events };
  }

  async function rate(
    owner: ThreadOwner,
    body: { messageId: number; comment?: string },
    feedback: 'LIKE' | 'DISLIKE',
    threadId?: number,
  ): Promise<RateResponse> {
    await assertEnabled(owner.clientId);
    const m = await repo.answerOf(owner, body.messageId, threadId);
    if (!m) throw notFound('The answer');
    const comment = feedback === 'DISLIKE' && body.comment ? body.comment : null;
    await repo.rate(m.id, feedback, comment);
    return { messageId: m.id, feedback, comment };
  }

  return {
    ask,
    rate,
    async threads(clientId: number, userId: number): Promise<ThreadsResponse> {
      const rows = await repo.threadsOf(clientId, userId);
      return {
        threads: rows.map(({ thread, messageCount }) => ({
          threadId: thread.id,
          title: thread.title,
          createdAt: thread.createdAt.toISOString(),
          updatedAt: thread.updatedAt.toISOString(),
          messageCount,
        })),
      };
    },
    async thread(owner: ThreadOwner, threadId: number): Promise<ThreadResponse> {
      const found = await repo.threadWithMessages(owner, threadId);
      if (!found) throw notFound('The conversation');
      const { thread: t, messages } = found;
      return { threadId: t.id, title: t.title, messages: messages.map(messageView) };
    },
    async deleteThread(owner: ThreadOwner, threadId: number) {
      if (!(await repo.deleteThread(owner, threadId))) throw notFound('The conversation');
      return { threadId, deleted: true as const };
    },
    /** the wipe-out and account deletion (in the caller's transaction) */
    wipe: (clientId: number, userId: number, tx?: Db) => repo.deleteAllOf(clientId, userId, tx),
    async usage(clientId: number): Promise<UsageResponse> {
      const [enabled, u] = await Promise.all([
        deps.organisations.assistantEnabled(clientId),
        repo.usage(clientId),
      ]);
      const rated = u.likes + u.dislikes;
      return { enabled, ...u, likeRatio: rated ? Math.round((u.likes / rated) * 1000) / 1000 : null };
    },
    async integration(clientId: number): Promise<IntegrationResponse> {
      const [row, syncedPeople] = await Promise.all([repo.integration(clientId), repo.linkedCount(clientId)]);
      return {
        incomingWebhookUrl: row?.incomingWebhookUrl ?? null,
        syncedPeople,
        lastRefusal:
          row?.refusedAt && row.refusal ? { at: row.refusedAt.toISOString(), reason: row.refusal } : null,
      };
    },
    async saveIntegration(clientId: number, body: IntegrationBody): Promise<IntegrationResponse> {
      // an address that leads inward is refused now; the post checks again when it connects (decision 0067)
      const refused = body.incomingWebhookUrl ? await deps.outbound.check(body.incomingWebhookUrl) : null;
      if (refused)
        throw badRequest(
          `incomingWebhookUrl must lead to a public address: ${refused.message}`,
          'URL_NOT_PUBLIC',
        );
      await repo.saveIntegration(clientId, body.incomingWebhookUrl);
      return this.integration(clientId);
    },
    async syncExternal(clientId: number, userId: number, externalId: string | undefined) {
      if (!externalId) {
        throw badRequest('External authentication token is invalid...', 'EXTERNAL_TOKEN_INVALID');
      }
      const row = await repo.link(clientId, userId, externalId);
      return { externalId: row.externalId, linkedAt: row.linkedAt.toISOString() };
    },
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;

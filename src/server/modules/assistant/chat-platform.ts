import type { Clock } from '../../platform/clock';
import { type Outbound, refusalIn } from '../../platform/http/outbound';
import { t } from '../../platform/i18n';
import type { JobDefinition, JobsQueue } from '../../platform/jobs/types';
import type { AssistantPeople } from './deps';
import type { AssistantRepo } from './repo';

declare module '../../platform/jobs/types' {
  interface JobPayloads {
    'assistant.chatPost': {
      clientId: number;
      userId: number;
      textKey: string;
      params: Record<string, string | number>;
      route: string | null;
    };
  }
}

/** The notification kinds a synced person also gets on the chat platform: check-in and stand-up reminders. */
export const CHAT_PLATFORM_KINDS: readonly string[] = ['CHECK_IN', 'STAND_UP'];

/**
 * Called beside the notify port, in the producer's transaction: a check-in or stand-up reminder also becomes a
 * chat-platform post job (the job decides, when it runs, whether the person is synced and a webhook is set).
 */
export function createReminderRelay(jobs: JobsQueue) {
  return async (
    tx: unknown,
    n: {
      kind: string;
      clientId: number;
      userId: number;
      textKey: string;
      params?: Record<string, string | number>;
      route?: string | null;
      dedupKey: string;
    },
  ) => {
    if (!CHAT_PLATFORM_KINDS.includes(n.kind)) return;
    await jobs.enqueue(
      'assistant.chatPost',
      {
        clientId: n.clientId,
        userId: n.userId,
        textKey: n.textKey,
        params: n.params ?? {},
        route: n.route ?? null,
      },
      { dedupeKey: `chat-post:${n.userId}:${n.dedupKey}` },
      tx,
    );
  };
}

/**
 * Posts a reminder to the organisation's incoming webhook in the Slack message format (`{ text }` with mrkdwn
 * link syntax, which Mattermost and Rocket.Chat accept too), in the person's language. Retried when the platform
 * does not answer 2xx. A post whose connection would reach an internal address (the saved name now resolves
 * inward, or the platform redirects inward) is refused before it connects, recorded on the integration for the
 * console, and not retried.
 */
export function chatPostJob(deps: {
  repo: AssistantRepo;
  people: AssistantPeople;
  publicUrl: string;
  outbound: Pick<Outbound, 'fetch'>;
  clock: Clock;
}): JobDefinition<'assistant.chatPost'> {
  return {
    name: 'assistant.chatPost',
    maxAttempts: 5,
    async handler({ clientId, userId, textKey, params, route }) {
      const [link, integration] = await Promise.all([
        deps.repo.linkOf(clientId, userId),
        deps.repo.integration(clientId),
      ]);
      const url = integration?.incomingWebhookUrl;
      if (!link || !url) return;
      const lng = (await deps.people.language(userId)) ?? 'en';
      const what = t(lng, `notifications:kinds.${textKey}`, params);
      const open = t(lng, 'assistant:chatPlatform.open');
      const text = route
        ? `<@${link.externalId}> ${what}\n<${deps.publicUrl}${route}|${open}>`
        : `<@${link.externalId}> ${what}`;
      let res: Awaited<ReturnType<Outbound['fetch']>>;
      try {
        res = await deps.outbound.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        const refused = refusalIn(err);
        if (!refused) throw err;
        await deps.repo.recordRefusal(clientId, url, refused.message, deps.clock.now());
        return;
      }
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`the chat platform answered ${res.status}`);
    },
  };
}

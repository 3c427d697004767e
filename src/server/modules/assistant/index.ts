import { ownerLookupOf } from '../../platform/auth/owners';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { Outbound } from '../../platform/http/outbound';
import { defineJob, type JobsQueue } from '../../platform/jobs/types';
import { defineModule } from '../../platform/module';
import { chatPostJob, createReminderRelay } from './chat-platform';
import type {
  AssistantDataPorts,
  AssistantGuestCheck,
  AssistantOrganisations,
  AssistantPeople,
} from './deps';
import type { AssistantEngine } from './engine';
import { createOfflineCoach } from './offline/coach';
import { createOnlineEngine } from './online';
import { createAssistantPersonalData } from './personal-data';
import { createAssistantRepo } from './repo';
import { assistantRoutes, assistantSyncRoutes } from './routes';
import { assistantSeed } from './seed';
import { createAssistantService } from './service';
import { cachedAssistantSettings } from './settings-cache';
import { assistantThreads } from './tables';

export type {
  AssistantBadges,
  AssistantGla,
  AssistantGuestCheck,
  AssistantPlan,
  AssistantPlanFacts,
  AssistantSprint,
  AssistantSprintFacts,
} from './deps';
export type { AssistantEngine } from './engine';

/**
 * The assistant module (issue 16): a coach grounded in the asking person's own data and our content. Two engines
 * behind one port: an OpenAI-compatible server when AI_BASE_URL is set, the built-in offline coach otherwise.
 */
export function createAssistantModule(deps: {
  db: Db;
  clock: Clock;
  ai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs?: number; idleMs?: number } | null;
  data: AssistantDataPorts;
  people: AssistantPeople;
  organisations: AssistantOrganisations;
  guestCheck: AssistantGuestCheck;
  jobs: JobsQueue;
  publicUrl: string;
  /** identity announces changed people and organisation settings here (the switch and language are cached) */
  invalidation: InvalidationBus;
  cacheMs: number;
  /** outgoing calls to addresses an admin chose: checked on save and when the post connects */
  outbound: Outbound;
  /** tests: another engine behind the same port */
  engine?: AssistantEngine;
}) {
  const repo = createAssistantRepo(deps.db);
  const { people, organisations } = cachedAssistantSettings(deps, deps.invalidation, deps.cacheMs);
  const engine = deps.engine ?? (deps.ai ? createOnlineEngine(deps.ai) : createOfflineCoach());
  const service = createAssistantService({
    db: deps.db,
    repo,
    clock: deps.clock,
    engine,
    data: deps.data,
    organisations,
    outbound: deps.outbound,
  });
  return defineModule({
    name: 'assistant',
    owners: {
      assistantThread: ownerLookupOf(deps.db, 'assistantThread', assistantThreads, assistantThreads),
    },
    plugins: [
      {
        prefix: '/api/ai',
        plugin: assistantRoutes({ service, people, guestCheck: deps.guestCheck }),
      },
      { prefix: '/api/notification', plugin: assistantSyncRoutes(service) },
    ],
    seeds: [
      assistantSeed({
        db: deps.db,
        repo,
        clock: deps.clock,
        data: deps.data,
        organisations,
        outbound: deps.outbound,
      }),
    ],
    jobs: [
      defineJob(
        chatPostJob({ repo, people, publicUrl: deps.publicUrl, outbound: deps.outbound, clock: deps.clock }),
      ),
    ],
    api: {
      engine: engine.name,
      /** the data export: the person's conversations with their messages */
      personalData: createAssistantPersonalData(deps.db),
      /** the wipe-out and account deletion remove the person's conversations (in the caller's transaction) */
      wipe: service.wipe,
      /** the people of an organisation who linked a chat-platform account (reminders are also posted there) */
      linkOf: repo.linkOf,
      integration: repo.integration,
      /** beside the notify port: check-in and stand-up reminders also go to the chat platform (a job) */
      relayReminder: createReminderRelay(deps.jobs),
      service,
    },
  });
}
export type AssistantModule = ReturnType<typeof createAssistantModule>;

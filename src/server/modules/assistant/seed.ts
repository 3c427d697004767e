import type { DemoIds, SeedStep } from '../../platform/module';
import { createOfflineCoach } from './offline/coach';
import type { AssistantServiceDeps } from './service';
import { createAssistantService } from './service';

/** Questions member@demo.test asked the assistant: two conversations to come back to. */
const DEMO_CONVERSATIONS: string[][] = [
  ['What should I practise this week?', 'How do I give feedback to my peer?'],
  ['What does my Leader Profile say about decision-making?'],
];

/**
 * The demo conversations, answered by the offline coach (whatever engine is configured, the demo data never
 * calls a provider), with one answer liked.
 */
export function assistantSeed(deps: Omit<AssistantServiceDeps, 'engine'>): SeedStep {
  return {
    name: 'assistant conversations',
    async run(ids: DemoIds) {
      const service = createAssistantService({ ...deps, engine: createOfflineCoach() });
      const owner = {
        kind: 'user' as const,
        clientId: ids.org('demo'),
        userId: ids.user('member@demo.test'),
      };
      const signal = new AbortController().signal;
      let liked = false;
      for (const questions of DEMO_CONVERSATIONS) {
        let threadId: number | undefined;
        for (const message of questions) {
          const { thread, events } = await service.ask(owner, { message, threadId, language: 'en' });
          threadId = thread.id;
          for await (const e of events(signal)) {
            if (e.event === 'done' && !liked) {
              await service.rate(owner, { messageId: e.data.messageId }, 'LIKE');
              liked = true;
            }
          }
        }
      }
    },
  };
}

import type { Citation, StreamErrorCode, SuggestedAction } from '../../../shared/contracts/assistant';
import type { Language } from '../../../shared/enums';
import type { AssistantDataPorts, AssistantPlanFacts, AssistantSprintFacts } from './deps';

type Ranking = NonNullable<Awaited<ReturnType<AssistantDataPorts['gla']['ranking']>>>;

/**
 * The asking person's data, bound to that person when the question arrives: an engine reads through it and has
 * no way to name anyone else. Each part is read at most once per answer. A guest has none (`person: null`).
 */
export interface PersonData {
  gla(): Promise<Ranking | null>;
  plan(): Promise<AssistantPlanFacts | null>;
  sprint(): Promise<AssistantSprintFacts | null>;
  badges(): Promise<{ earned: string[]; open: string[] }>;
}

export function bindPersonData(
  ports: AssistantDataPorts,
  person: { userId: number; clientId: number },
  language: Language,
): PersonData {
  const once = <T>(load: () => Promise<T>) => {
    let p: Promise<T> | undefined;
    return () => {
      p ??= load();
      return p;
    };
  };
  return {
    gla: once(() => ports.gla.ranking(person.userId, person.clientId, language)),
    plan: once(() => ports.plan.facts(person.userId, person.clientId, language)),
    sprint: once(() => ports.sprint.facts(person.userId, person.clientId)),
    badges: once(() => ports.badges.of(person.userId, person.clientId, language)),
  };
}

export interface EngineInput {
  question: string;
  language: Language;
  /** earlier messages of the thread, oldest first (the online engine sends them as context) */
  history: Array<{ role: 'user' | 'assistant'; text: string }>;
  person: PersonData | null;
  signal: AbortSignal;
}

export type EngineEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; citations: Citation[]; actions: SuggestedAction[] }
  | { type: 'error'; code: StreamErrorCode };

/** One engine behind the assistant's port: the online provider or the offline coach. */
export interface AssistantEngine {
  readonly name: 'online' | 'offline';
  /** the parts of the person's data the answer to this question will read (read early, while it is stored) */
  needs?(question: string): Array<keyof PersonData>;
  answer(input: EngineInput): AsyncIterable<EngineEvent>;
}

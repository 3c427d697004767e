import type { Language } from '../../../shared/enums';
import { createTtlCache, type InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { AssistantOrganisations, AssistantPeople } from './deps';

/** identity's topics: a person whose name, e-mail, language or account changed; an organisation's settings */
const USER_TOPIC = 'user';
const ORGANISATION_TOPIC = 'organisation';

/**
 * The organisation's assistant switch and the person's language, read on every chat and changed rarely
 * (decision 0059). Both belong to identity, which announces a changed person on the bus's `user` topic and a
 * changed organisation's settings on `organisation`; the bus carries that to every instance, and an entry lives at
 * most `cacheMs` in any case. A value read while a change was being announced is not kept (generation check).
 */
export function cachedAssistantSettings(
  ports: { people: AssistantPeople; organisations: AssistantOrganisations },
  bus: InvalidationBus,
  cacheMs: number,
): { people: AssistantPeople; organisations: AssistantOrganisations } {
  const languages = createTtlCache<{ language: Language | null }>(cacheMs);
  const switches = createTtlCache<{ enabled: boolean }>(cacheMs);
  let generation = 0;
  bus.on(USER_TOPIC, (userId) => {
    generation++;
    languages.delete(userId);
  });
  bus.on(ORGANISATION_TOPIC, (clientId) => {
    generation++;
    switches.delete(clientId);
  });
  async function through<V>(
    cache: ReturnType<typeof createTtlCache<V>>,
    key: string,
    load: () => Promise<V>,
  ): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit;
    const before = generation;
    const value = await load();
    if (generation === before) cache.set(key, value);
    return value;
  }
  return {
    people: {
      language: async (userId) =>
        (
          await through(languages, String(userId), async () => ({
            language: await ports.people.language(userId),
          }))
        ).language,
    },
    organisations: {
      assistantEnabled: async (clientId) =>
        (
          await through(switches, String(clientId), async () => ({
            enabled: await ports.organisations.assistantEnabled(clientId),
          }))
        ).enabled,
    },
  };
}

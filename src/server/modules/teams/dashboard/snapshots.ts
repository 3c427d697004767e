import { createTtlCache, type InvalidationBus } from '../../../platform/cache/invalidation-bus';
import type { PersonName } from '../deps';
import type { TeamDashboardBundle } from './repo';

/** The bus topic of a team whose members, notes or name changed; the message is `${clientId}:${teamId}`. */
const TEAM_TOPIC = 'teams.team';
/** identity's topic for a person whose name, e-mail, language or account changed (its forgetUser) */
const USER_TOPIC = 'user';

/** What the dashboard shows of a team that changes rarely: the team, its member rows, notes and people. */
export interface TeamSnapshot {
  team: TeamDashboardBundle;
  /** names, e-mails and languages of the members (identity's) */
  people: Map<number, PersonName>;
}

/**
 * The team dashboard's snapshots of teams (decision 0060). The team, its member rows and its notes change only
 * through this module, which calls `forget` after each change; the members' names belong to identity, which
 * announces a changed person on the bus's `user` topic. The bus carries both to every instance; an entry lives at
 * most `cacheMs` (CACHE_SECONDS) in any case. What other modules own (GLA results, plan challenges, the last
 * alignment) is read on every call: nothing tells this module when it changes.
 *
 * A snapshot read while a change was being announced is not kept: every invalidation bumps a generation, and a
 * load stores its result only when no invalidation arrived while it read.
 */
export function createTeamSnapshots(bus: InvalidationBus, cacheMs: number) {
  const cache = createTtlCache<TeamSnapshot>(cacheMs, 2_000);
  let generation = 0;
  bus.on(TEAM_TOPIC, (key) => {
    generation++;
    cache.delete(key);
  });
  bus.on(USER_TOPIC, (raw) => {
    generation++;
    const userId = Number(raw);
    cache.deleteWhere((s) => s.people.has(userId));
  });

  return {
    /** The team's snapshot from the cache, else read by `load` (and kept when nothing changed meanwhile). */
    async get(
      clientId: number,
      teamId: number,
      load: () => Promise<TeamSnapshot | null>,
    ): Promise<TeamSnapshot | null> {
      const key = `${clientId}:${teamId}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const before = generation;
      const loaded = await load();
      if (loaded && generation === before) cache.set(key, loaded);
      return loaded;
    },
    /** After any change to the team, its member rows or its notes (once the change is committed). */
    forget: (clientId: number, teamId: number) => bus.publish(TEAM_TOPIC, `${clientId}:${teamId}`),
  };
}
export type TeamSnapshots = ReturnType<typeof createTeamSnapshots>;

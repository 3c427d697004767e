import { createTtlCache, type InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { IdentityRepo } from './repo';

type Row = NonNullable<Awaited<ReturnType<IdentityRepo['userState']>>>;

/**
 * The current-user read happens on every page load. Its identity part (name, roles, consent, tags, tenants)
 * changes only through this module, whose writes call `forgetUser` / `forgetOrganisation`; the bus carries that
 * to every instance (docs/decisions/0004-session-cache.md).
 */
export function createUserStateCache(repo: IdentityRepo, bus: InvalidationBus, cacheMs: number) {
  const cache = createTtlCache<Row>(cacheMs);
  bus.on('user', (userId) => cache.deleteWhere((row) => row.userId === Number(userId)));
  bus.on('organisation', () => cache.clear());

  return {
    async get(userId: number, clientId: number): Promise<Row | null> {
      const key = `${userId}:${clientId}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const row = await repo.userState(userId, clientId);
      if (row) cache.set(key, row);
      return row;
    },
    /** After any change to a person's name, roles, consent, tags or memberships. */
    forgetUser: (userId: number) => bus.publish('user', String(userId)),
    /** After any change to an organisation's name or settings (tenant lists show names). */
    forgetOrganisation: (clientId: number) => bus.publish('organisation', String(clientId)),
  };
}
export type UserStateCache = ReturnType<typeof createUserStateCache>;

import type { UserStateExtension } from '../../../../shared/contracts/user';
import { createTtlCache, type InvalidationBus } from '../../../platform/cache/invalidation-bus';
import type { IdentityRepo } from '../repo';

type Row = NonNullable<Awaited<ReturnType<IdentityRepo['userState']>>>;
type ExtensionProvider = (userId: number, clientId: number) => Promise<UserStateExtension>;

/**
 * The current-user read happens on every page load. Its identity part (name, roles, consent, tags, tenants)
 * changes only through this module, whose writes call `forgetUser` / `forgetOrganisation`; the bus carries that
 * to every instance (docs/decisions/0004-session-cache.md).
 *
 * Other modules add the fields they own through extension providers (assessment: glaV2, plan: agilePlanGroupId
 * ...). Their merged answer is cached the same way, so a module that changes one of its fields calls
 * `forgetUser` (exported by the identity module) after the change.
 */
export function createUserStateCache(repo: IdentityRepo, bus: InvalidationBus, cacheMs: number) {
  const cache = createTtlCache<Row>(cacheMs);
  const extensions = createTtlCache<{ userId: number; value: UserStateExtension }>(cacheMs);
  const providers: ExtensionProvider[] = [];
  bus.on('user', (userId) => {
    cache.deleteWhere((row) => row.userId === Number(userId));
    extensions.deleteWhere((e) => e.userId === Number(userId));
  });
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
    /** The fields other modules own, merged in the order the providers were added. */
    async extension(userId: number, clientId: number): Promise<UserStateExtension> {
      if (providers.length === 0) return {};
      const key = `${userId}:${clientId}`;
      const hit = extensions.get(key);
      if (hit) return hit.value;
      const parts = await Promise.all(providers.map((provide) => provide(userId, clientId)));
      const value = Object.assign({}, ...parts) as UserStateExtension;
      extensions.set(key, { userId, value });
      return value;
    },
    addExtension(provider: ExtensionProvider) {
      providers.push(provider);
    },
    /** After any change to a person's name, roles, consent, tags or memberships, or a field a module owns. */
    forgetUser: (userId: number) => bus.publish('user', String(userId)),
    /** After any change to an organisation's name or settings (tenant lists show names). */
    forgetOrganisation: (clientId: number) => bus.publish('organisation', String(clientId)),
  };
}
export type UserStateCache = ReturnType<typeof createUserStateCache>;

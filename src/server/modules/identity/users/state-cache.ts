import type { UserStateExtension } from '../../../../shared/contracts/user';
import { createTtlCache, type InvalidationBus } from '../../../platform/cache/invalidation-bus';
import type { UserStateFragment, UserStateQuery, UserStateRow } from '../user-state-query';

type ExtensionProvider = (userId: number, clientId: number) => Promise<UserStateExtension>;
/** What a module adds to the current user: a fragment of the one statement, or (when it cannot be) a function. */
// biome-ignore lint/suspicious/noExplicitAny: each fragment has its own value type
export type UserStateContribution = UserStateFragment<any> | ExtensionProvider;

interface Entry {
  row: UserStateRow;
  /** the fields other modules own, merged */
  extension: UserStateExtension;
}

/**
 * The current-user read happens on every page load. Its identity part (name, roles, consent, tags, tenants)
 * changes only through this module, whose writes call `forgetUser` / `forgetOrganisation`; the bus carries that
 * to every instance (docs/decisions/0004-session-cache.md).
 *
 * Other modules add the fields they own (assessment: glaV2, plan: agilePlanGroupId ...), as a SQL fragment read
 * in the same statement (one round trip, docs/decisions/0023) or, failing that, as a provider function run
 * beside it. The whole answer is cached the same way, so a module that changes one of its fields calls
 * `forgetUser` (exported by the identity module) after the change.
 */
export function createUserStateCache(query: UserStateQuery, bus: InvalidationBus, cacheMs: number) {
  const cache = createTtlCache<Entry>(cacheMs);
  const providers: ExtensionProvider[] = [];
  bus.on('user', (userId) => {
    cache.deleteWhere((e) => e.row.userId === Number(userId));
    query.forget({ userId: Number(userId) });
  });
  bus.on('organisation', () => {
    cache.clear();
    query.forget();
  });

  return {
    /** The person's row and the fields other modules own; null when not a member of the organisation. */
    async get(userId: number, clientId: number): Promise<Entry | null> {
      const key = `${userId}:${clientId}`;
      const hit = cache.get(key);
      if (hit) return hit;
      // every shipped module adds a fragment: without providers the one statement is all (no Promise.all)
      const [read, ...parts] =
        providers.length === 0
          ? [await query.read(userId, clientId)]
          : await Promise.all([
              query.read(userId, clientId),
              ...providers.map((provide) => provide(userId, clientId)),
            ]);
      if (!read) return null;
      const entry = {
        row: read.row,
        extension: parts.length === 0 ? read.extension : Object.assign({}, read.extension, ...parts),
      };
      cache.set(key, entry);
      return entry;
    },
    addExtension(contribution: UserStateContribution) {
      if (typeof contribution === 'function') {
        providers.push(contribution);
        return;
      }
      query.add(contribution);
      if (contribution.changesOn) {
        bus.on(contribution.changesOn, (clientId) => {
          cache.deleteWhere((e) => e.row.clientId === Number(clientId));
          query.forget({ clientId: Number(clientId) });
        });
      }
    },
    /** After any change to a person's name, roles, consent, tags or memberships, or a field a module owns. */
    forgetUser: (userId: number) => bus.publish('user', String(userId)),
    /** After any change to an organisation's name or settings (tenant lists show names). */
    forgetOrganisation: (clientId: number) => bus.publish('organisation', String(clientId)),
  };
}
export type UserStateCache = ReturnType<typeof createUserStateCache>;

import type { Role } from '../../../../shared/enums';
import { createTtlCache, type InvalidationBus } from '../../../platform/cache/invalidation-bus';
import type { EventBus } from '../../../platform/events';
import type { SessionRepo } from './repo';

type Live = { userId: number; clientId: number; roles: Role[] };

const TOPIC = 'session';

/**
 * Every authenticated call checks its session. This keeps recent answers for a few seconds so that the
 * hot path costs no extra database round trip, while sign-out, organisation switch, set-password and
 * deactivation invalidate the entry on every instance (see docs/decisions/0004-session-cache.md).
 */
/** `cacheMs`: how long an instance trusts a session it checked; a revocation anywhere drops it at once. */
export function createCachedSessions(
  repo: SessionRepo,
  bus: InvalidationBus,
  events: EventBus,
  cacheMs: number,
) {
  const cache = createTtlCache<Live>(cacheMs);
  bus.on(TOPIC, (sessionId) => cache.delete(sessionId));
  const ended = async (userId: number, ids: string[]) => {
    await Promise.all(ids.map((id) => bus.publish(TOPIC, id)));
    if (ids.length) await events.emit('session.ended', { sessionIds: ids, userId });
  };

  return {
    ...repo,
    async resolve(sessionId: string): Promise<Live | null> {
      const hit = cache.get(sessionId);
      if (hit) return hit;
      const live = await repo.resolve(sessionId);
      if (live) cache.set(sessionId, live);
      return live;
    },
    async revoke(sessionId: string, userId: number): Promise<string[]> {
      const ids = await repo.revoke(sessionId);
      await ended(userId, [...new Set([sessionId, ...ids])]);
      return ids;
    },
    async revokeAllOfUser(userId: number): Promise<string[]> {
      const ids = await repo.revokeAllOfUser(userId);
      await ended(userId, ids);
      return ids;
    },
    /** Forget what this instance knows of a person's sessions (roles or status changed). */
    async forgetUser(userId: number) {
      cache.deleteWhere((v) => v.userId === userId);
    },
  };
}
export type CachedSessions = ReturnType<typeof createCachedSessions>;

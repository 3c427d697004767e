import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { closeRedisClient } from './redis-clients';

type Handler = (key: string) => void;

/** How long a publish may wait for Redis before the caller goes on (the change is committed already). */
export const PUBLISH_TIMEOUT_MS = 250;
/** While Redis is down no invalidation crosses instances, so every cache keeps entries at most this long. */
export const OUTAGE_CACHE_MS = 1000;

/**
 * Redis health as the caches see it. While any bus of this process has lost Redis, entries live at most
 * OUTAGE_CACHE_MS; an entry stored before the last recovery may have missed an invalidation, so it keeps that
 * short life until it expires (decision 0024). Process-wide because an instance runs one bus.
 */
const redisHealth = {
  down: new Set<object>(),
  lastRecoveredAt: Number.NEGATIVE_INFINITY,
  setDown(bus: object, down: boolean) {
    if (down) this.down.add(bus);
    else if (this.down.delete(bus)) this.lastRecoveredAt = Date.now();
  },
  /** the longest an entry stored at `storedAt` may be trusted, given the wanted ttl */
  ttlFor(ttlMs: number, storedAt: number) {
    return this.down.size > 0 || storedAt <= this.lastRecoveredAt ? Math.min(ttlMs, OUTAGE_CACHE_MS) : ttlMs;
  },
};

/**
 * Tells every instance that a cached thing changed (a session ended, a plan changed). Locally the handlers run
 * at once; with REDIS_URL the message is also published so that the other instances drop their copies.
 * Publishing is best effort: it never throws and waits at most PUBLISH_TIMEOUT_MS, because the change it
 * announces is already committed and the caller has earned its answer. While Redis is down the caches fall
 * back to short lifetimes; the clients reconnect (and resubscribe) on their own when it returns.
 */
export async function createInvalidationBus(redisUrl: string | null, log: FastifyBaseLogger) {
  const handlers = new Map<string, Set<Handler>>();
  const instanceId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const CHANNEL = 'stride:invalidate';
  const runLocal = (topic: string, key: string) => {
    for (const h of handlers.get(topic) ?? []) {
      try {
        h(key);
      } catch (err) {
        log.error({ err, topic }, 'an invalidation handler failed');
      }
    }
  };

  let pub: ReturnType<typeof createClient> | null = null;
  let sub: ReturnType<typeof createClient> | null = null;
  const self = {};
  if (redisUrl) {
    // no offline queue: a publish while Redis is away fails at once instead of waiting for a reconnect
    pub = createClient({ url: redisUrl, disableOfflineQueue: true });
    sub = createClient({ url: redisUrl });
    const clients = [pub, sub];
    const track = () => redisHealth.setDown(self, !clients.every((c) => c.isReady));
    for (const [name, client] of [
      ['publisher', pub],
      ['subscriber', sub],
    ] as const) {
      let reported = false;
      client.on('error', (err) => {
        track();
        // one line per outage, not one per reconnect attempt
        if (!reported)
          log.error({ err }, `redis invalidation ${name} lost Redis; caches keep entries briefly`);
        reported = true;
      });
      client.on('end', track);
      client.on('reconnecting', track);
      client.on('ready', () => {
        if (reported) log.info(`redis invalidation ${name} is back`);
        reported = false;
        track();
      });
    }
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(CHANNEL, (message) => {
      const { from, topic, key } = JSON.parse(message) as { from: string; topic: string; key: string };
      if (from !== instanceId) runLocal(topic, key);
    });
    track();
  }

  async function publishRemote(topic: string, key: string) {
    if (!pub) return;
    if (!pub.isReady) {
      log.warn({ topic }, 'Redis is away: the invalidation stays on this instance');
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pub.publish(CHANNEL, JSON.stringify({ from: instanceId, topic, key })),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${PUBLISH_TIMEOUT_MS} ms`)),
            PUBLISH_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (err) {
      log.warn(
        { err, topic },
        'an invalidation could not reach Redis; other instances rely on short cache lifetimes',
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    on(topic: string, handler: Handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
    },
    /** Runs this instance's handlers, then tells the others (best effort, never throws, bounded wait). */
    async publish(topic: string, key: string) {
      runLocal(topic, key);
      await publishRemote(topic, key);
    },
    /** Whether invalidations currently reach the other instances (false without Redis or while it is away). */
    connected: () => Boolean(pub?.isReady && sub?.isReady),
    async close() {
      redisHealth.setDown(self, false);
      await Promise.all([closeRedisClient(sub), closeRedisClient(pub)]);
    },
  };
}
export type InvalidationBus = Awaited<ReturnType<typeof createInvalidationBus>>;

/**
 * A small time-limited cache whose entries another instance can invalidate through the bus; ttl 0 keeps nothing.
 * While Redis is away (see redisHealth) entries live at most OUTAGE_CACHE_MS.
 */
export function createTtlCache<V>(ttlMs: number, max = 10_000) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      if (ttlMs <= 0) return undefined;
      const e = entries.get(key);
      if (!e) return undefined;
      if (Date.now() - e.at > redisHealth.ttlFor(ttlMs, e.at)) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key: string, value: V) {
      if (ttlMs <= 0) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, at: Date.now() });
    },
    delete(key: string) {
      entries.delete(key);
    },
    /** Drops every entry the predicate matches (all sessions of a user). */
    deleteWhere(pred: (value: V) => boolean) {
      for (const [k, e] of entries) if (pred(e.value)) entries.delete(k);
    },
    clear() {
      entries.clear();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

type Handler = (key: string) => void;

/**
 * Tells every instance that a cached thing changed (a session ended, a plan changed). Locally the handlers run
 * at once; with REDIS_URL the message is also published so that the other instances drop their copies.
 */
export async function createInvalidationBus(redisUrl: string | null, log: FastifyBaseLogger) {
  const handlers = new Map<string, Set<Handler>>();
  const instanceId = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const CHANNEL = 'stride:invalidate';
  const runLocal = (topic: string, key: string) => {
    for (const h of handlers.get(topic) ?? []) h(key);
  };

  let pub: ReturnType<typeof createClient> | null = null;
  let sub: ReturnType<typeof createClient> | null = null;
  if (redisUrl) {
    pub = createClient({ url: redisUrl });
    sub = pub.duplicate();
    pub.on('error', (err) => log.error({ err }, 'redis invalidation publisher error'));
    sub.on('error', (err) => log.error({ err }, 'redis invalidation subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(CHANNEL, (message) => {
      const { from, topic, key } = JSON.parse(message) as { from: string; topic: string; key: string };
      if (from !== instanceId) runLocal(topic, key);
    });
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
    async publish(topic: string, key: string) {
      runLocal(topic, key);
      await pub?.publish(CHANNEL, JSON.stringify({ from: instanceId, topic, key }));
    },
    async close() {
      await Promise.all([sub?.quit().catch(() => undefined), pub?.quit().catch(() => undefined)]);
    },
  };
}
export type InvalidationBus = Awaited<ReturnType<typeof createInvalidationBus>>;

/** A small time-limited cache whose entries another instance can invalidate through the bus; ttl 0 keeps nothing. */
export function createTtlCache<V>(ttlMs: number, max = 10_000) {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      if (ttlMs <= 0) return undefined;
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.until < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key: string, value: V) {
      if (ttlMs <= 0) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, until: Date.now() + ttlMs });
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

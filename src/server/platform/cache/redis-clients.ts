import type { FastifyBaseLogger } from 'fastify';

interface Closable {
  isReady: boolean;
  close(): Promise<void>;
  destroy(): void;
}

/**
 * Closes a Redis client without waiting for a Redis that is away: a connected client finishes its pending
 * commands, one that is reconnecting is dropped at once (a graceful close would wait for the reconnect).
 */
export async function closeRedisClient(client: Closable | null) {
  if (!client) return;
  if (client.isReady) await client.close().catch(() => client.destroy());
  else client.destroy();
}

/**
 * Makes a client that others call without awaiting (the socket.io Redis adapter) safe during an outage: the named
 * commands' failures are logged once per outage instead of becoming unhandled rejections, which would stop the
 * process. Give the publisher `disableOfflineQueue: true`, so a publish while Redis is away fails at once instead
 * of piling up and flooding stale events on reconnect.
 */
export function bestEffort<C extends { on(event: 'ready', listener: () => void): unknown }>(
  client: C,
  commands: (keyof C & string)[],
  log: FastifyBaseLogger,
  what: string,
): C {
  let reported = false;
  client.on('ready', () => {
    reported = false;
  });
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of commands) {
    const command = target[name].bind(client);
    target[name] = (...args: unknown[]) =>
      command(...args).catch((err: unknown) => {
        if (!reported)
          log.warn({ err }, `${what}: Redis is away; events stay on this instance until it returns`);
        reported = true;
        return undefined;
      });
  }
  return client;
}

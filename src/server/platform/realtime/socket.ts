import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../../shared/constants';
import { GUEST_PURPOSES, type GuestPurpose } from '../../../shared/enums';
import { authenticate, type SessionResolver } from '../auth/access';
import type { GuestTokenService } from '../auth/guest-tokens';
import type { TokenService } from '../auth/tokens';

export const userRoom = (userId: number) => `user:${userId}`;
export const orgRoom = (clientId: number) => `org:${clientId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const guestRoom = (purpose: GuestPurpose, objectId: number) => `guest:${purpose}:${objectId}`;

/**
 * socket.io at /api/events. The handshake carries { token, guest, guestType } (spec 7): a signed-in user's access
 * token, or a guest token of the given purpose. Events are sent to rooms by topic name.
 * With REDIS_URL, the redis adapter fans events out across instances.
 */
export async function createRealtime(
  server: HttpServer,
  deps: {
    tokens: TokenService;
    resolveSession: SessionResolver;
    guestTokens: GuestTokenService;
    redisUrl: string | null;
    log: FastifyBaseLogger;
  },
) {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (deps.redisUrl) {
    const pub = createClient({ url: deps.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (err) => deps.log.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => deps.log.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  io.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; guest?: unknown; guestType?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : null;
    try {
      if (auth.guest === true) {
        const purpose = GUEST_PURPOSES.find((p) => p === auth.guestType);
        const grant = token && purpose ? await deps.guestTokens.verify(token, purpose) : null;
        if (!grant || !purpose) return next(new Error('This link is invalid or has expired.'));
        socket.data.guest = grant;
        await socket.join(guestRoom(purpose, grant.objectId));
        return next();
      }
      const principal = await authenticate(token, deps.tokens, deps.resolveSession);
      socket.data.principal = principal;
      await socket.join([
        userRoom(principal.userId),
        orgRoom(principal.clientId),
        sessionRoom(principal.sessionId),
      ]);
      return next();
    } catch (err) {
      return next(new Error((err as Error).message || 'You need to sign in.'));
    }
  });

  return {
    io,
    /** Sends `topic` with `payload` to every socket of a user, on every instance. */
    toUser(userId: number, topic: string, payload: unknown) {
      io.to(userRoom(userId)).emit(topic, payload);
    },
    toOrg(clientId: number, topic: string, payload: unknown) {
      io.to(orgRoom(clientId)).emit(topic, payload);
    },
    toGuest(purpose: GuestPurpose, objectId: number, topic: string, payload: unknown) {
      io.to(guestRoom(purpose, objectId)).emit(topic, payload);
    },
    /** Closes the sockets of an ended session, on every instance (sign-out, organisation switch). */
    disconnectSession(sessionId: string) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;

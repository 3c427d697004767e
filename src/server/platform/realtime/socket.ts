import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH } from '../../../shared/constants';
import { GUEST_PURPOSES, type GuestPurpose } from '../../../shared/enums';
import {
  accessCredential,
  authenticate,
  type Principal,
  type SessionEndReason,
  type SessionResolver,
} from '../auth/access';
import { isCrossSite } from '../auth/cross-site';
import type { GuestGrant, GuestTokenService } from '../auth/guest-tokens';
import type { TokenService } from '../auth/tokens';
import { bestEffort, closeRedisClient } from '../cache/redis-clients';

const MAX_TIMER_MS = 2 ** 31 - 1;

export const userRoom = (userId: number) => `user:${userId}`;
export const orgRoom = (clientId: number) => `org:${clientId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const guestRoom = (purpose: GuestPurpose, objectId: number) => `guest:${purpose}:${objectId}`;
/** The sockets of one guest link (so a guest's own event can skip them). */
export const guestGrantRoom = (grantId: number) => `guest-grant:${grantId}`;
/** An object's room (e.g. a plan), joined on request once the module's rule allows it. */
export const objectRoom = (kind: string, id: number) => `${kind}:${id}`;

/** Who is on a socket, for a module's join rule. */
export interface SocketParty {
  principal: Principal | null;
  guest: GuestGrant | null;
}
export type JoinRule = (party: SocketParty, id: number) => Promise<boolean>;

/**
 * socket.io at /api/events. A browser signs in with its session cookie (decision 0029); the handshake may carry
 * { token, guest, guestType } (spec 7): an API client's access token, or a guest token of the given purpose.
 * Events are sent to rooms by topic name.
 * With REDIS_URL, the redis adapter fans events out across instances.
 */
export async function createRealtime(
  server: HttpServer,
  deps: {
    tokens: TokenService;
    resolveSession: SessionResolver;
    endReason?: SessionEndReason;
    guestTokens: GuestTokenService;
    /** a browser's cookie handshake from another origin is refused */
    publicUrl?: string;
    redisUrl: string | null;
    log: FastifyBaseLogger;
  },
) {
  const io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: false } });
  const redisClients: Parameters<typeof closeRedisClient>[0][] = [];
  if (deps.redisUrl) {
    // the adapter publishes and unsubscribes without awaiting: failures are logged, not unhandled (bestEffort)
    const pub = bestEffort(
      createClient({ url: deps.redisUrl, disableOfflineQueue: true }),
      ['publish'],
      deps.log,
      'real-time events',
    );
    const sub = bestEffort(
      createClient({ url: deps.redisUrl }),
      ['unsubscribe', 'pUnsubscribe'],
      deps.log,
      'real-time events',
    );
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
        await socket.join([guestRoom(purpose, grant.objectId), guestGrantRoom(grant.id)]);
        closeAtExpiry(socket, grant.expiresAt);
        return next();
      }
      const presented = token ? { token, via: 'bearer' as const } : accessCredential(socket.request.headers);
      if (presented?.via === 'cookie' && isCrossSite(socket.request.headers, deps.publicUrl ?? '')) {
        return next(new Error('This connection came from another site and was refused.'));
      }
      const principal = await authenticate(presented?.token ?? null, deps.tokens, deps.resolveSession, {
        endReason: deps.endReason,
      });
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

  /** A guest's socket closes when its link expires (each instance times its own sockets). */
  function closeAtExpiry(socket: Socket, at: Date) {
    const wait = at.getTime() - Date.now();
    // setTimeout holds at most ~24.8 days; a longer link is checked again then
    const timer = setTimeout(
      () => (wait > MAX_TIMER_MS ? closeAtExpiry(socket, at) : socket.disconnect(true)),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  // A socket asks to join an object's room ({ kind, id }); the module that owns the kind decides (ack: boolean).
  const joinRules = new Map<string, JoinRule>();
  io.on('connection', (socket) => {
    socket.on('join', async (request: unknown, ack?: (ok: boolean) => void) => {
      const { kind, id } = (request ?? {}) as { kind?: unknown; id?: unknown };
      const rule = typeof kind === 'string' ? joinRules.get(kind) : undefined;
      let ok = false;
      if (rule && typeof id === 'number' && Number.isInteger(id) && id > 0) {
        const party = { principal: socket.data.principal ?? null, guest: socket.data.guest ?? null };
        ok = await rule(party, id).catch(() => false);
        if (ok) await socket.join(objectRoom(kind as string, id));
      }
      if (typeof ack === 'function') ack(ok);
    });
  });

  return {
    io,
    /** Lets sockets join rooms of this kind when the rule says yes. */
    allowJoin(kind: string, rule: JoinRule) {
      joinRules.set(kind, rule);
    },
    /** Sends to an object's room, skipping the sockets in `except` rooms (e.g. the sender's own). */
    toObject(kind: string, id: number, topic: string, payload: unknown, except: string[] = []) {
      io.to(objectRoom(kind, id)).except(except).emit(topic, payload);
    },
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
    /**
     * Closes the sockets of an ended session, on every instance (sign-out, organisation switch). This instance's
     * sockets close first and directly: the Redis adapter would only ask Redis to tell every instance, itself
     * included, so during a Redis outage nothing would close (decision 0024).
     */
    disconnectSession(sessionId: string) {
      io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    /** Closes the sockets of revoked guest links, on every instance (as disconnectSession). */
    disconnectGuests(grantIds: number[]) {
      for (const id of grantIds) {
        io.local.in(guestGrantRoom(id)).disconnectSockets(true);
        io.in(guestGrantRoom(id)).disconnectSockets(true);
      }
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map(closeRedisClient));
    },
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;

import type { Role } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { TokenService } from '../../../platform/auth/tokens';
import type { EventBus } from '../../../platform/events';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../../platform/http/errors';
import type { IdentityRepo } from '../repo';
import type { CachedSessions as SessionRepo } from '../sessions/cache';
import type { HashingGate } from './hashing-gate';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';

export function createAuthService(deps: {
  repo: IdentityRepo;
  sessions: SessionRepo;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** the global cap on concurrent password hashing */
  hashing: HashingGate;
  events: EventBus;
  /** where the browser goes after sign-out */
  logoutUrl: string;
}) {
  const { repo, sessions, tokens } = deps;

  /** Issues an access token for a live session. */
  async function tokenFor(sessionId: string, actor?: { userId: number; email: string; name: string } | null) {
    const live = await sessions.resolve(sessionId);
    if (!live) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
    const user = await repo.userById(live.userId);
    if (!user) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
    return tokens.issue({
      userId: live.userId,
      clientId: live.clientId,
      roles: live.roles,
      sessionId,
      email: user.email,
      name: user.fullName,
      actor: actor ? { sub: String(actor.userId), email: actor.email, name: actor.name } : undefined,
    });
  }

  /** Starts a session for a person in their preferred (or the given) organisation. */
  async function startSession(userId: number, method: string, clientId?: number) {
    const membership = clientId
      ? await repo.membership(userId, clientId)
      : await repo.preferredMembership(userId);
    if (!membership?.active) {
      throw forbidden('Your account does not belong to an active organisation.', 'NO_ORGANISATION');
    }
    const sessionId = await sessions.create({ userId, clientId: membership.clientId, method });
    await repo.touchMembership(userId, membership.clientId);
    await deps.events.emit('user.signedIn', { userId, clientId: membership.clientId });
    return tokenFor(sessionId);
  }

  return {
    startSession,

    async login(email: string, password: string, ip: string): Promise<string> {
      // a full line of password checks refuses at once, before any database work (decision 0028)
      deps.hashing.assertRoom();
      // the attempt is counted before the password is checked: a burst cannot pass the limit
      await deps.throttle.reserve(email, ip);
      let user: Awaited<ReturnType<IdentityRepo['userByEmail']>>;
      let ok: boolean;
      try {
        user = await repo.userByEmail(email);
        ok = await deps.hashing.run(() => verifyPassword(user?.passwordHash ?? null, password));
      } catch (err) {
        await deps.throttle.cancel(email, ip);
        throw err;
      }
      if (!user || !ok) throw new AppError(401, WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
      if (user.status === 'DISABLED') {
        throw new AppError(
          401,
          'This account has been deactivated. Please contact your administrator.',
          'ACCOUNT_DISABLED',
        );
      }
      await deps.throttle.succeeded(email, ip);
      return startSession(user.id, 'password');
    },

    async refresh(principal: Principal): Promise<string> {
      return tokenFor(principal.sessionId, principal.actor);
    },

    async logout(principal: Principal): Promise<string> {
      await sessions.revoke(principal.sessionId, principal.userId);
      return deps.logoutUrl;
    },

    async switchOrg(principal: Principal, clientId: number): Promise<string> {
      if (principal.actor)
        throw conflict('End impersonation before switching organisation.', 'IMPERSONATING');
      const membership = await repo.membership(principal.userId, clientId);
      if (!membership?.active) throw notFound('The organisation');
      const sessionId = await sessions.create({ userId: principal.userId, clientId });
      await sessions.revoke(principal.sessionId, principal.userId);
      await repo.touchMembership(principal.userId, clientId);
      return tokenFor(sessionId);
    },

    async impersonate(admin: Principal, targetUserId: number): Promise<string> {
      if (admin.actor)
        throw conflict('You are already impersonating someone. End that first.', 'IMPERSONATING');
      if (targetUserId === admin.userId)
        throw conflict('You cannot impersonate yourself.', 'IMPERSONATE_SELF');
      const membership = await repo.membership(targetUserId, admin.clientId);
      const target = membership?.active ? await repo.userById(targetUserId) : null;
      if (!membership || target?.status !== 'ACTIVE') throw notFound('The user');
      if ((membership.roles as Role[]).includes('ADMIN') && !admin.roles.includes('PRODUGIE_OPS')) {
        throw forbidden('Administrators cannot impersonate other administrators.', 'IMPERSONATE_ADMIN');
      }
      const sessionId = await sessions.create({
        userId: targetUserId,
        clientId: admin.clientId,
        actorUserId: admin.userId,
        parentSessionId: admin.sessionId,
        method: 'impersonation',
      });
      await deps.events.emit('impersonation.started', {
        clientId: admin.clientId,
        actorUserId: admin.userId,
        userId: targetUserId,
      });
      return tokenFor(sessionId, { userId: admin.userId, email: admin.email, name: admin.name });
    },

    async endImpersonation(principal: Principal): Promise<string> {
      if (!principal.actor) throw conflict('You are not impersonating anyone.', 'NOT_IMPERSONATING');
      const current = await sessions.find(principal.sessionId);
      await sessions.revoke(principal.sessionId, principal.userId);
      await deps.events.emit('impersonation.ended', {
        clientId: principal.clientId,
        actorUserId: principal.actor.userId,
        userId: principal.userId,
      });
      if (!current?.parentSessionId)
        throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
      return tokenFor(current.parentSessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

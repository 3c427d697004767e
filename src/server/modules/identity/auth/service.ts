import { ACCESS_TOKEN_LIFETIME_SECONDS, REFRESH_IDLE_SECONDS } from '../../../../shared/constants';
import type { Role } from '../../../../shared/enums';
import { type Principal, sessionEnded } from '../../../platform/auth/access';
import type { IssuedSession } from '../../../platform/auth/session-cookies';
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

  /**
   * Issues the tokens of a live session: a 15-minute access token and the refresh credential of `generation`
   * (decision 0029). The impersonating admin, if any, comes from the session itself.
   */
  async function tokenFor(sessionId: string, generation: number): Promise<IssuedSession> {
    const live = await sessions.resolve(sessionId);
    const row = live ? await sessions.find(sessionId) : null;
    const user = row ? await repo.userById(row.userId) : null;
    if (!live || !row || !user) throw sessionEnded();
    const admin = row.actorUserId ? await repo.userById(row.actorUserId) : null;
    const accessToken = tokens.issue({
      userId: live.userId,
      clientId: live.clientId,
      roles: live.roles,
      sessionId,
      email: user.email,
      name: user.fullName,
      actor: admin ? { sub: String(admin.id), email: admin.email, name: admin.fullName } : undefined,
    });
    return {
      accessToken,
      refreshToken: tokens.issueRefresh(sessionId, generation),
      sessionId,
      accessExpiresAt: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_LIFETIME_SECONDS,
      sessionExpiresAt: row.expiresAt,
    };
  }

  /** Tokens for an existing session, replacing any refresh credential issued for it before. */
  async function reissue(sessionId: string): Promise<IssuedSession> {
    const generation = await sessions.advance(sessionId);
    if (generation === null) throw sessionEnded();
    return tokenFor(sessionId, generation);
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
    return tokenFor(sessionId, 0);
  }

  return {
    startSession,

    async login(email: string, password: string, ip: string): Promise<IssuedSession> {
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

    /**
     * Rotates a refresh credential: the current one gets new tokens and stops working everywhere; an earlier one
     * presented again ends the session (reuse detection); one unused for REFRESH_IDLE_SECONDS no longer refreshes.
     */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const presented = tokens.readRefresh(refreshToken);
      if (!presented) throw unauthorized('Your sign-in is not valid or has expired.', 'TOKEN_INVALID');
      const outcome = await sessions.rotate(presented.sessionId, presented.generation, REFRESH_IDLE_SECONDS);
      if (outcome.kind === 'rotated') return tokenFor(presented.sessionId, outcome.generation);
      const row = await sessions.find(presented.sessionId);
      if (outcome.kind === 'reused' || outcome.kind === 'idle') {
        if (row) await sessions.revoke(row.id, row.userId);
      }
      if (outcome.kind === 'reused') {
        throw new AppError(
          401,
          'You were signed out because your sign-in was used again from elsewhere. Please sign in again.',
          'SESSION_REUSED',
        );
      }
      if (outcome.kind === 'idle') throw sessionEnded('SESSION_EXPIRED');
      throw sessionEnded(await sessions.endReason(presented.sessionId));
    },

    /** Ends the session named by the caller's access token or refresh credential; nothing named, nothing ended. */
    async logout(caller: { principal: Principal | null; refreshToken: string | null }): Promise<string> {
      const sessionId =
        caller.principal?.sessionId ??
        (caller.refreshToken && tokens.readRefresh(caller.refreshToken)?.sessionId);
      const row = sessionId ? await sessions.find(sessionId) : null;
      if (row) await sessions.revoke(row.id, row.userId);
      return deps.logoutUrl;
    },

    async switchOrg(principal: Principal, clientId: number): Promise<IssuedSession> {
      if (principal.actor)
        throw conflict('End impersonation before switching organisation.', 'IMPERSONATING');
      const membership = await repo.membership(principal.userId, clientId);
      if (!membership?.active) throw notFound('The organisation');
      const sessionId = await sessions.create({ userId: principal.userId, clientId });
      await sessions.revoke(principal.sessionId, principal.userId);
      await repo.touchMembership(principal.userId, clientId);
      return tokenFor(sessionId, 0);
    },

    async impersonate(admin: Principal, targetUserId: number): Promise<IssuedSession> {
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
      return tokenFor(sessionId, 0);
    },

    async endImpersonation(principal: Principal): Promise<IssuedSession> {
      if (!principal.actor) throw conflict('You are not impersonating anyone.', 'NOT_IMPERSONATING');
      const current = await sessions.find(principal.sessionId);
      await sessions.revoke(principal.sessionId, principal.userId);
      await deps.events.emit('impersonation.ended', {
        clientId: principal.clientId,
        actorUserId: principal.actor.userId,
        userId: principal.userId,
      });
      if (!current?.parentSessionId) throw sessionEnded();
      return reissue(current.parentSessionId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

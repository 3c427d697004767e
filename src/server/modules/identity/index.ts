import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import type { TokenService } from '../../platform/auth/tokens';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/outbox';
import type { LicensingService } from '../licensing';
import { authRoutes } from './auth-routes';
import { createAuthService } from './auth-service';
import { consoleUsersRoutes } from './console-users-routes';
import type { DemoAccounts } from './demo-accounts';
import { createLoginThrottle } from './login-throttle';
import { createOidc, type OidcSettings } from './oidc';
import { createOrgSettingsService, type OrganisationSummaries } from './org-settings-service';
import { createOrganisationCreator } from './organisation-creation';
import { createIdentityRepo } from './repo';
import { createCachedSessions } from './session-cache';
import { createSessionRepo } from './session-repo';
import { createSignupThrottle } from './signup-throttle';
import { createUserAdminRepo } from './user-admin-repo';
import { createUserAdminService } from './user-admin-service';
import { userRoutes } from './user-routes';
import { createUserService } from './user-service';
import { createUserStateCache } from './user-state-cache';
import { createUserStateQuery } from './user-state-query';

export type { DemoAccounts } from './demo-accounts';
export { setPasswordMail } from './mails';
export type { OrganisationSummaries } from './org-settings-service';
export type { NewOrganisation } from './organisation-creation';
export { hashPassword } from './passwords';
/** People, for other modules' joins (e.g. the buyer of a subscription). */
export { clients, memberships, users } from './tables';

/** The identity module: sign-in, sessions, organisations, users, consent, guests, impersonation. */
export function createIdentityModule(deps: {
  database: Database;
  tokens: TokenService;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  events: EventBus;
  licensing: LicensingService;
  oidc: OidcSettings | null;
  publicUrl: string;
  demoAccounts: DemoAccounts;
  invalidation: InvalidationBus;
  cacheMs: number;
  /** the demo mailbox: on the embedded database, or when no SMTP server sends the mail */
  mailboxAvailable: boolean;
  /** organisation counts other modules provide (console analytics) */
  summaries: OrganisationSummaries;
}) {
  const db = deps.database.db;
  const repo = createIdentityRepo(db);
  const stateQuery = createUserStateQuery(db);
  const sessions = createCachedSessions(
    createSessionRepo(db, stateQuery),
    deps.invalidation,
    deps.events,
    deps.cacheMs,
  );
  const oidc = createOidc(db, deps.oidc, deps.publicUrl);
  const auth = createAuthService({
    repo,
    sessions,
    tokens: deps.tokens,
    throttle: createLoginThrottle(db),
    events: deps.events,
    logoutUrl: '/auth/login',
  });
  const stateCache = createUserStateCache(stateQuery, deps.invalidation, deps.cacheMs);
  const createOrganisation = createOrganisationCreator({ ...deps, repo });
  const users = createUserService({ ...deps, repo, sessions, stateCache, createOrganisation });
  const admin = createUserAdminRepo(db);
  const userAdmin = createUserAdminService({ ...deps, repo, admin, sessions, stateCache });
  const orgSettings = createOrgSettingsService({ ...deps, admin, stateCache });
  const signupThrottle = createSignupThrottle(db);
  return {
    repo,
    sessions,
    /** What other modules may ask of identity (besides `users.extendState`). */
    people: {
      /** Drops every instance's cached current user after a change to a field another module owns. */
      forgetUser: stateCache.forgetUser,
      /** The plan's role screens complete the role challenges; this unlocks the Sprint navigation group. */
      async setRoleChallengesCompleted(userId: number, clientId: number, done: boolean) {
        await repo.setRoleChallengesCompleted(userId, clientId, done);
        await stateCache.forgetUser(userId);
      },
      /** A person (any organisation): id, e-mail, full name, status; null when unknown. */
      byId: repo.userById,
      byEmail: (email: string) => repo.userByEmail(email),
      /** The person's membership of this organisation, or null (a foreign organisation reads as none). */
      membership: repo.membership,
      /** The organisation's row with its settings, or null. */
      organisation: repo.clientSettings,
    },
    /** Product operators (licensing's console) create an organisation with its first buyer admin. */
    createOrganisation,
    /** Seats used: active members with the USER role (licensing's console). */
    seatsUsed: admin.seatsUsed,
    auth,
    users,
    userAdmin,
    orgSettings,
    stateCache,
    resolveSession: sessions.resolve,
    plugins: [
      { prefix: '/api/auth', plugin: authRoutes({ auth, oidc, repo, demoAccounts: deps.demoAccounts }) },
      { prefix: '/api/user', plugin: userRoutes({ users, auth, signupThrottle }) },
      { prefix: '/api/user', plugin: consoleUsersRoutes({ userAdmin, orgSettings }) },
    ],
  };
}
export type IdentityModule = ReturnType<typeof createIdentityModule>;

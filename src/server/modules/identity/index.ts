import type { GuestTokenService } from '../../platform/auth/guest-tokens';
import { ownerLookupOf } from '../../platform/auth/owners';
import type { TokenService } from '../../platform/auth/tokens';
import type { InvalidationBus } from '../../platform/cache/invalidation-bus';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { Mailer } from '../../platform/mail/outbox';
import { defineModule } from '../../platform/module';
import type { DemoAccounts } from './auth/demo-accounts';
import { createHashingGate, type HashingLimits } from './auth/hashing-gate';
import { createLoginThrottle } from './auth/login-throttle';
import { createOidc, type OidcSettings } from './auth/oidc';
import { createPasswordReset } from './auth/password-reset';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import type { IdentityLicensingPort } from './deps';
import { createOrganisationCreator } from './organisations/creation';
import { createOrgSettingsService, type OrganisationSummaries } from './organisations/settings-service';
import { createIdentityRepo } from './repo';
import { createCachedSessions } from './sessions/cache';
import { createSessionRepo } from './sessions/repo';
import { memberships } from './tables';
import { createUserStateQuery } from './user-state-query';
import { createUserAdminRepo } from './users/admin-repo';
import { createUserAdminService } from './users/admin-service';
import { createDirectoryRepo } from './users/directory-repo';
import { userRoutes } from './users/routes';
import { createUserService } from './users/service';
import { createSignupThrottle } from './users/signup-throttle';
import { createUserStateCache } from './users/state-cache';
import { createTeamGuestAccounts } from './users/team-guests';

export type { DemoAccounts } from './auth/demo-accounts';
export { hashPassword } from './auth/passwords';
export type { IdentityLicensingPort } from './deps';
export { setPasswordMail } from './mails';
export type { NewOrganisation } from './organisations/creation';
export type { OrganisationSummaries, OrgSettingsService } from './organisations/settings-service';
/** the platform throttle's counts (sign-in's table): another module's throttle keeps to its own scope */
export { loginFailures as throttleCounts } from './tables';
export type { UserAdminService } from './users/admin-service';
export type { PersonName } from './users/directory-repo';
export type { TeamGuestAccounts } from './users/team-guests';

/** The identity module: sign-in, sessions, organisations, users, consent, guests, impersonation. */
export function createIdentityModule(deps: {
  database: Database;
  tokens: TokenService;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  events: EventBus;
  licensing: IdentityLicensingPort;
  oidc: OidcSettings | null;
  publicUrl: string;
  /** the global cap on concurrent password hashing (decision 0028) */
  passwordHashing: HashingLimits;
  demoAccounts: DemoAccounts;
  invalidation: InvalidationBus;
  cacheMs: number;
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
  const hashing = createHashingGate(deps.passwordHashing);
  const loginThrottle = createLoginThrottle(db);
  const auth = createAuthService({
    repo,
    sessions,
    tokens: deps.tokens,
    throttle: loginThrottle,
    hashing,
    events: deps.events,
    logoutUrl: '/auth/login',
  });
  const stateCache = createUserStateCache(stateQuery, deps.invalidation, deps.cacheMs);
  const createOrganisation = createOrganisationCreator({ ...deps, repo });
  const users = createUserService({
    ...deps,
    repo,
    sessions,
    stateCache,
    createOrganisation,
    passwordSet: loginThrottle.forgetAccount,
  });
  const admin = createUserAdminRepo(db);
  const userAdmin = createUserAdminService({ ...deps, repo, admin, sessions, stateCache });
  const orgSettings = createOrgSettingsService({ ...deps, admin, stateCache });
  const signupThrottle = createSignupThrottle(db);
  const requestPasswordReset = createPasswordReset({ ...deps, repo });
  const directory = createDirectoryRepo(db);
  const api = {
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
      /** The organisation's name, read in the caller's transaction when given (certificates it issues). */
      organisationName: repo.clientName,
      /** Names and e-mails of many people in one query (list pages: audit, teams, console). */
      peopleByIds: directory.peopleByIds,
      /** Which of these people are active members of the organisation (teams). */
      activeMembers: directory.activeMembers,
      /** Members whose name contains a keyword (teams' member search). */
      searchMembers: directory.searchMembers,
      /** When these people last signed in to the organisation (teams' impact board). */
      lastActive: directory.lastActive,
    },
    /** Guest accounts of teams (the teams module invites people from outside, decision 0039). */
    teamGuests: createTeamGuestAccounts(db, stateCache.forgetUser),
    /** The organisations for the operators' console, and their rows (existence, locking). */
    organisations: {
      list: directory.organisations,
      exists: directory.organisationExists,
      lock: directory.lockOrganisation,
    },
    /** Product operators (licensing's console) create an organisation with its first buyer admin. */
    createOrganisation,
    /** Seats used: active members with the USER role (licensing's console). */
    seatsUsed: admin.seatsUsed,
    auth,
    /** the password-hashing cap (its stats: tests and metrics) */
    hashing,
    users,
    userAdmin,
    orgSettings,
    stateCache,
    resolveSession: sessions.resolve,
    /** why a session no longer resolves (the 401's code, issue 21 point 14) */
    sessionEndReason: sessions.endReason,
  };
  return defineModule({
    name: 'identity',
    // a person belongs to every organisation they are (or were) a member of
    owners: {
      person: ownerLookupOf(db, 'person', memberships, {
        id: memberships.userId,
        clientId: memberships.clientId,
      }),
    },
    plugins: [
      {
        prefix: '/api/auth',
        plugin: authRoutes({
          auth,
          oidc,
          repo,
          demoAccounts: deps.demoAccounts,
          publicUrl: deps.publicUrl,
          requestPasswordReset,
        }),
      },
      { prefix: '/api/user', plugin: userRoutes({ users, auth, signupThrottle, publicUrl: deps.publicUrl }) },
    ],
    api,
  });
}
export type IdentityModule = ReturnType<typeof createIdentityModule>;

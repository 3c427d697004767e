import { SUPPORT_EMAIL } from '../../../../shared/constants';
import type { ProfilePatchBody, UserState } from '../../../../shared/contracts/user';
import { LANGUAGES, type Language, ROLES, THEMES, type ThemeName } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { GuestGrant, GuestTokenService } from '../../../platform/auth/guest-tokens';
import type { Database } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/events';
import { AppError, notFound } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { Mailer } from '../../../platform/mail/outbox';
import { hashPassword } from '../auth/passwords';
import type { IdentityLicensingPort } from '../deps';
import { accountExistsMail } from '../mails';
import type { CreateOrganisation } from '../organisations/creation';
import type { IdentityRepo } from '../repo';
import type { CachedSessions as SessionRepo } from '../sessions/cache';
import type { UserStateCache, UserStateContribution } from './state-cache';

export const POLICY_VERSION = '2026-01';

/** The answer of a free sign-up, whether or not its address already had an account. */
const MAIL_SENT = { status: 'MAIL_SENT' as const };
/**
 * The least time a free sign-up takes to answer (ms), so that its duration does not tell a known address from a
 * new one (measured before: a median of 28 ms against 48 ms on PostgreSQL, 43 against 80 on PGlite).
 */
const SIGNUP_ANSWER_MS = 250;

const asLanguage = (v: string): Language =>
  LANGUAGES.find((l) => l.toLowerCase() === v.toLowerCase()) ?? 'en';
const asTheme = (v: string): ThemeName =>
  (THEMES as readonly string[]).includes(v) ? (v as ThemeName) : 'default';

export function createUserService(deps: {
  database: Database;
  repo: IdentityRepo;
  sessions: SessionRepo;
  licensing: IdentityLicensingPort;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  events: EventBus;
  publicUrl: string;
  stateCache: UserStateCache;
  createOrganisation: CreateOrganisation;
  /** a password was set through a mailed link: the sign-in limit per account forgets its failures */
  passwordSet?: (email: string) => Promise<void>;
}) {
  const { repo, stateCache } = deps;
  // the subscription is read in the same statement (licensing's fragment)
  stateCache.addExtension(deps.licensing.userStateFragment);

  async function tellAccountHolder(user: { email: string; fullName: string; language: string }) {
    await deps.mailer.send(
      accountExistsMail({
        lng: recipientLanguage({ person: user.language }),
        to: user.email,
        name: user.fullName,
        link: `${deps.publicUrl}/auth/login`,
      }),
    );
  }

  async function registerOrTell(input: {
    companyName: string;
    buyerAdminName: string;
    buyerAdminEmail: string;
  }) {
    const existing = await repo.userByEmail(input.buyerAdminEmail);
    if (existing) return tellAccountHolder(existing);
    try {
      await deps.createOrganisation({
        ...input,
        planCode: 'FREE',
        status: 'ACTIVE',
        currentTermEnd: new Date(Date.now() + 365 * 86_400_000),
      });
    } catch (err) {
      // a parallel sign-up with the same address won the unique e-mail: this one is told like any other
      if (!(err instanceof AppError && err.code === 'EMAIL_TAKEN')) throw err;
      const winner = await repo.userByEmail(input.buyerAdminEmail);
      if (winner) await tellAccountHolder(winner);
    }
  }

  async function userState(p: Principal): Promise<UserState> {
    const entry = await stateCache.get(p.userId, p.clientId);
    if (!entry) throw notFound('The user');
    const { row, extension } = entry;
    const plan = extension.plan;
    if (!plan) throw notFound('The subscription of this organisation');
    const settings = row.settings;
    return {
      userId: row.userId,
      fullName: row.fullName,
      salutation: row.salutation,
      email: row.email,
      designation: row.designation,
      avatar_image_url: row.avatarImageUrl,
      roles: row.roles,
      isAgree: row.agreedAt !== null,
      agreedAt: row.agreedAt === null ? null : new Date(row.agreedAt).toISOString(),
      clientId: row.clientId,
      clientName: row.clientName,
      tenantList: row.tenants,
      language: asLanguage(row.language),
      theme: asTheme(row.theme),
      createdAt: new Date(row.createdAt).toISOString(),
      roleChallengesCompleted: row.roleChallengesCompleted,
      styleSurveyCompleted: false,
      strategySurveyCompleted: false,
      gla360ReportGenerated: false,
      tempRestrict: row.tempRestrict,
      agilePlanGroupId: null,
      userTags: row.tags,
      glaV2: { assessmentId: 0 },
      jobCandidateConversion: [],
      currentSprintStatus: null,
      customModelEnabled: settings.customModelEnabled,
      clientSettings: {
        customModelName: settings.customModelName,
        multiLanguageSurvey: settings.multiLanguageSurvey,
        aiAssistantEnabled: settings.aiAssistantEnabled,
        defaultLanguage: asLanguage(settings.defaultLanguage),
        supportEmail: settings.supportEmail ?? SUPPORT_EMAIL,
      },
      impersonator: p.actor ? { userId: p.actor.userId, fullName: p.actor.name, email: p.actor.email } : null,
      plan: {
        planCode: plan.planCode,
        status: plan.status,
        currentTermEnd: plan.currentTermEnd,
        chargeBeeBuyerEmail: plan.chargeBeeBuyerEmail,
        chargeBeeBuyerName: plan.chargeBeeBuyerName,
      },
      // the fields other modules own (their `plan` is the one above: the same values)
      ...extension,
    };
  }

  return {
    userState,

    /**
     * Another module adds the current-user fields it owns (see UserStateExtension): a SQL fragment over its own
     * tables read in the one current-user statement (user-state-query.ts), or a function when it cannot be one.
     */
    extendState(contribution: UserStateContribution) {
      stateCache.addExtension(contribution);
    },

    roles() {
      return { roles: ROLES.map((name, i) => ({ id: i + 1, name })) };
    },

    async consent(p: Principal) {
      const agreedAt = await repo.recordConsent(p.userId, p.clientId, POLICY_VERSION);
      await stateCache.forgetUser(p.userId);
      await deps.events.emit('user.consented', { userId: p.userId, clientId: p.clientId });
      return { isAgree: true as const, agreedAt: new Date(agreedAt).toISOString() };
    },

    async updateProfile(p: Principal, patch: ProfilePatchBody) {
      await repo.updateProfile(p.userId, patch);
      await stateCache.forgetUser(p.userId);
      await deps.events.emit('user.profileUpdated', { userId: p.userId });
      return userState(p);
    },

    /** Whether a person with this e-mail belongs to the caller's organisation (other organisations stay private). */
    async userExists(p: Principal, email: string) {
      const user = await repo.userByEmail(email);
      const membership = user ? await repo.membership(user.id, p.clientId) : null;
      return { exists: membership !== null };
    },

    async tagsOf(p: Principal, userId: number) {
      const mayReadOthers = p.roles.includes('ADMIN') || p.roles.includes('BUYER');
      const membership = await repo.membership(userId, p.clientId);
      if (!membership || (userId !== p.userId && !mayReadOthers)) throw notFound('The user');
      return { userId, tags: await repo.tags(userId, p.clientId) };
    },

    async orgMembers(p: Principal) {
      return { items: await repo.orgMembers(p.clientId) };
    },

    /**
     * Creates an organisation on the Free plan and its buyer admin, who receives a set-password link. The answer
     * is the same when the address already has an account (no one learns which addresses do): that account's
     * holder receives an e-mail saying so instead, and nothing is created.
     */
    async registerFreemium(input: { companyName: string; buyerAdminName: string; buyerAdminEmail: string }) {
      const started = performance.now();
      await registerOrTell(input);
      // creating an organisation takes longer than writing a notice: both answer after the same least time
      const wait = SIGNUP_ANSWER_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return MAIL_SENT;
    },

    /** A set-password link sets the password once; the person can then sign in. */
    async setPassword(grant: GuestGrant, password: string) {
      const passwordHash = await hashPassword(password);
      await deps.database.db.transaction(async (tx) => {
        // the link is used up first, in one conditional update: a parallel use of it stops here (issue 18)
        await deps.guestTokens.consume(grant.id, tx);
        await repo.setPassword(grant.objectId, passwordHash, tx);
      });
      await deps.sessions.revokeAllOfUser(grant.objectId);
      // the owner is back in: failed guesses from other addresses no longer hold their account (issue 33 point 6)
      const user = await repo.userById(grant.objectId);
      if (user) await deps.passwordSet?.(user.email);
      return { ok: true as const };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;

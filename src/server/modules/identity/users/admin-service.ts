import type {
  ConsoleUser,
  ConsoleUserStatus,
  InviteBody,
  InviteStatus,
} from '../../../../shared/contracts/console';
import { grantableRoles, ungrantedChanges } from '../../../../shared/domain/console-access';
import { checkInviteRows, nameFromEmail } from '../../../../shared/domain/invite-list';
import { ROLES } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import type { GuestGrant, GuestTokenService } from '../../../platform/auth/guest-tokens';
import type { Database, Db } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/events';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { Mailer } from '../../../platform/mail/outbox';
import type { IdentityLicensingPort } from '../deps';
import { joinOrganisationMail, setPasswordMail } from '../mails';
import type { IdentityRepo } from '../repo';
import type { CachedSessions } from '../sessions/cache';
import type { UserAdminRepo } from './admin-repo';
import type { UserStateCache } from './state-cache';

/** Set-password links of invitations live this long. */
export const INVITATION_TTL_DAYS = 7;

type MemberRow = NonNullable<Awaited<ReturnType<UserAdminRepo['member']>>>;

const statusOf = (m: MemberRow): ConsoleUserStatus =>
  !m.active || m.userStatus === 'DISABLED'
    ? 'DEACTIVATED'
    : m.userStatus === 'INVITED'
      ? 'INVITED'
      : 'ACTIVE';

const toConsoleUser = (m: MemberRow): ConsoleUser => ({
  userId: m.userId,
  fullName: m.fullName,
  email: m.email,
  roles: m.roles,
  status: statusOf(m),
  createdAt: m.createdAt.toISOString(),
});

/** The console's user management: list, invite, change roles, deactivate, reactivate, resend invitations. */
export function createUserAdminService(deps: {
  database: Database;
  repo: IdentityRepo;
  admin: UserAdminRepo;
  sessions: CachedSessions;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  events: EventBus;
  stateCache: UserStateCache;
  publicUrl: string;
  licensing: IdentityLicensingPort;
}) {
  const { admin, repo } = deps;
  const db = deps.database.db;

  async function memberOrThrow(p: Principal, userId: number, tx: Db = db) {
    const m = await admin.member(p.clientId, userId, tx);
    if (!m) throw notFound('The user');
    return m;
  }

  /** Deactivating or reactivating an administrator is for administrators (and operators) only. */
  function assertMayToggle(p: Principal, m: MemberRow) {
    if (m.roles.includes('ADMIN') && !p.roles.includes('ADMIN') && !p.roles.includes('PRODUGIE_OPS')) {
      throw forbidden(
        'Only an administrator can deactivate or reactivate an administrator.',
        'ROLE_NOT_GRANTABLE',
      );
    }
  }

  /** ADMIN leaves the organisation's set of active admins: refuse when it would leave none. */
  async function assertNotLastAdmin(clientId: number, tx: Db) {
    await admin.lockOrganisation(clientId, tx);
    if ((await admin.activeAdminCount(clientId, tx)) <= 1) {
      throw conflict('An organisation needs at least one active administrator.', 'LAST_ADMIN');
    }
  }

  /**
   * Adding `adding` people with the USER role must fit the subscription's seat count (null: no limit). The caller
   * holds the organisation's lock, so two admins (or 50 invitations at once) cannot both take the last seat.
   */
  async function assertFreeSeats(clientId: number, adding: number, tx: Db) {
    if (adding <= 0) return;
    const seatCount = await deps.licensing.seatLimit(clientId, tx);
    if (seatCount === null) return;
    const seatsUsed = await admin.seatsUsed(clientId, tx);
    if (seatsUsed + adding > seatCount) {
      const free = Math.max(0, seatCount - seatsUsed);
      throw new AppError(
        409,
        `All seats are taken: the subscription has ${seatCount} seat(s), ${seatsUsed} are used, ${free} free, ` +
          `and ${adding} more were asked for. Nobody was added; deactivate someone or ask for more seats.`,
        'SEAT_LIMIT',
        undefined,
        { seatCount, seatsUsed, requested: adding },
      );
    }
  }

  /** Inside a transaction: the organisation's name is read before (PGlite has one connection). */
  async function sendSetPassword(
    clientId: number,
    org: { name: string; defaultLanguage: string } | undefined,
    user: { id: number; email: string; fullName: string },
    tx: Db,
  ) {
    const token = await deps.guestTokens.issue(
      {
        clientId,
        purpose: 'SET_PASSWORD',
        objectId: user.id,
        email: user.email,
        ttlDays: INVITATION_TTL_DAYS,
        replaceExisting: true,
      },
      tx,
    );
    await deps.mailer.send(
      setPasswordMail({
        lng: recipientLanguage({ organisation: org?.defaultLanguage }),
        clientId,
        to: user.email,
        name: user.fullName,
        orgName: org?.name ?? '',
        link: `${deps.publicUrl}/guest/set-password?token=${token}`,
        ttlDays: INVITATION_TTL_DAYS,
      }),
      tx,
    );
  }

  return {
    async list(p: Principal, search?: string) {
      const rows = await admin.members(p.clientId, search?.trim() || undefined);
      return { items: rows.map(toConsoleUser) };
    },

    /**
     * Invites a batch: new people get an account and a set-password link; people who already have an account
     * elsewhere get a membership and a "you were added" mail. Any bad row refuses the whole batch.
     */
    async invite(p: Principal, input: InviteBody) {
      const body = { ...input, roles: [...new Set(input.roles)] };
      const notGrantable = body.roles.filter((r) => !grantableRoles(p.roles).includes(r as never));
      const known = body.roles.every((r) => (ROLES as readonly string[]).includes(r));
      if (known && notGrantable.length) {
        throw forbidden(`You may not grant the role(s) ${notGrantable.join(', ')}.`, 'ROLE_NOT_GRANTABLE');
      }
      const org = await repo.clientSettings(p.clientId);
      const result = await db.transaction(async (tx) => {
        // invitations of one organisation take turns, so the same e-mail sent twice at once is refused once
        await admin.lockOrganisation(p.clientId, tx);
        const members = await admin.memberEmails(p.clientId, tx);
        const errors = checkInviteRows(body.rows, { members, roles: body.roles });
        if (errors.length) {
          throw new AppError(
            400,
            `The invitation was not sent: ${errors.length} row(s) need attention (${errors
              .slice(0, 5)
              .map((e) => `row ${e.index + 1} ${e.email}: ${e.problem}`)
              .join('; ')}${errors.length > 5 ? '; ...' : ''}).`,
            'INVITE_ROWS_INVALID',
            undefined,
            { rows: errors },
          );
        }
        if (body.roles.includes('USER')) await assertFreeSeats(p.clientId, body.rows.length, tx);
        const invited: { userId: number; email: string; added: boolean; status: InviteStatus }[] = [];
        for (const row of body.rows) {
          const email = row.email.trim().toLowerCase();
          const existing = await repo.userByEmail(email, tx);
          if (existing) {
            // they belong elsewhere: they join only when they accept the e-mailed invitation (issue 19)
            const invitation = await admin.openInvitation(
              { clientId: p.clientId, userId: existing.id, roles: body.roles, invitedBy: p.userId },
              tx,
            );
            const token = await deps.guestTokens.issue(
              {
                clientId: p.clientId,
                purpose: 'JOIN_ORGANISATION',
                objectId: invitation.id,
                email: existing.email,
                ttlDays: INVITATION_TTL_DAYS,
                replaceExisting: true,
              },
              tx,
            );
            await deps.mailer.send(
              joinOrganisationMail({
                lng: recipientLanguage({ person: existing.language, organisation: org?.defaultLanguage }),
                clientId: p.clientId,
                to: existing.email,
                name: existing.fullName,
                orgName: org?.name ?? '',
                link: `${deps.publicUrl}/guest/join-organisation?token=${token}`,
                ttlDays: INVITATION_TTL_DAYS,
              }),
              tx,
            );
            invited.push({
              userId: existing.id,
              email: existing.email,
              added: false,
              status: 'CONSENT_REQUESTED',
            });
            continue;
          }
          const user = await repo.createUserIfNew(
            {
              email,
              fullName: row.fullName?.trim() || nameFromEmail(email),
              passwordHash: null,
              status: 'INVITED',
            },
            tx,
          );
          if (!user) {
            throw conflict(`${email} was registered at the same moment; invite them again.`, 'EMAIL_TAKEN');
          }
          await repo.addMembership({ clientId: p.clientId, userId: user.id, roles: body.roles }, tx);
          await sendSetPassword(p.clientId, org, user, tx);
          invited.push({ userId: user.id, email: user.email, added: false, status: 'ACCOUNT_CREATED' });
        }
        return invited;
      });
      for (const i of result) {
        if (i.added) await deps.stateCache.forgetUser(i.userId);
        await deps.events.emit('user.invited', {
          clientId: p.clientId,
          actorUserId: p.userId,
          userId: i.userId,
          roles: body.roles,
          added: i.added,
        });
      }
      return { invited: result };
    },

    /** The invited person accepts through the e-mailed link: they become a member with the invited roles. */
    async acceptInvitation(grant: GuestGrant) {
      const userId = await db.transaction(async (tx) => {
        await deps.guestTokens.consume(grant.id, tx);
        const invitation = await admin.lockOpenInvitation(grant.clientId, grant.objectId, tx);
        if (!invitation) throw notFound('The invitation');
        if (!(await admin.member(grant.clientId, invitation.userId, tx))) {
          if (invitation.roles.includes('USER')) {
            await admin.lockOrganisation(grant.clientId, tx);
            await assertFreeSeats(grant.clientId, 1, tx);
          }
          await repo.addMembership(
            { clientId: grant.clientId, userId: invitation.userId, roles: invitation.roles },
            tx,
          );
        }
        await admin.markInvitationAccepted(invitation.id, tx);
        return invitation.userId;
      });
      await deps.stateCache.forgetUser(userId);
      await deps.sessions.forgetUser(userId);
      const orgName = (await repo.clientSettings(grant.clientId))?.name ?? '';
      return { organisationName: orgName, joined: true as const };
    },

    async changeRoles(p: Principal, userId: number, roles: string[]) {
      const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
      if (unknown.length) throw badRequest(`Unknown role(s): ${unknown.join(', ')}.`, 'UNKNOWN_ROLE');
      const next = [...new Set(roles)];
      const { before } = await db.transaction(async (tx) => {
        const m = await memberOrThrow(p, userId, tx);
        const refused = ungrantedChanges(p.roles, m.roles, next);
        if (refused.length) {
          throw forbidden(
            `You may not grant or remove the role(s) ${refused.join(', ')}.`,
            'ROLE_NOT_GRANTABLE',
          );
        }
        if (m.active && m.roles.includes('ADMIN') && !next.includes('ADMIN')) {
          await assertNotLastAdmin(p.clientId, tx);
        }
        if (m.active && !m.roles.includes('USER') && next.includes('USER')) {
          await admin.lockOrganisation(p.clientId, tx);
          await assertFreeSeats(p.clientId, 1, tx);
        }
        await admin.setRoles(p.clientId, userId, next, tx);
        return { before: m.roles };
      });
      await deps.sessions.forgetUser(userId);
      await deps.stateCache.forgetUser(userId);
      await deps.events.emit('user.rolesChanged', {
        clientId: p.clientId,
        actorUserId: p.userId,
        userId,
        before,
        after: next,
      });
      return toConsoleUser((await admin.member(p.clientId, userId))!);
    },

    /** Ends the person's membership of this organisation and, at once, every session they have. */
    async deactivate(p: Principal, userId: number) {
      if (userId === p.userId) throw conflict('You cannot deactivate yourself.', 'DEACTIVATE_SELF');
      await db.transaction(async (tx) => {
        const m = await memberOrThrow(p, userId, tx);
        if (!m.active) throw conflict('This person is already deactivated.', 'ALREADY_DEACTIVATED');
        assertMayToggle(p, m);
        if (m.roles.includes('ADMIN')) await assertNotLastAdmin(p.clientId, tx);
        await admin.setActive(p.clientId, userId, false, tx);
      });
      await deps.sessions.revokeAllOfUser(userId);
      await deps.sessions.forgetUser(userId);
      await deps.stateCache.forgetUser(userId);
      await deps.events.emit('user.deactivated', { clientId: p.clientId, actorUserId: p.userId, userId });
      return toConsoleUser((await admin.member(p.clientId, userId))!);
    },

    async reactivate(p: Principal, userId: number) {
      await db.transaction(async (tx) => {
        await admin.lockOrganisation(p.clientId, tx);
        const m = await memberOrThrow(p, userId, tx);
        if (m.active) throw conflict('This person is already active.', 'ALREADY_ACTIVE');
        assertMayToggle(p, m);
        if (m.roles.includes('USER') && m.userStatus !== 'DISABLED') await assertFreeSeats(p.clientId, 1, tx);
        await admin.setActive(p.clientId, userId, true, tx);
      });
      await deps.stateCache.forgetUser(userId);
      await deps.events.emit('user.reactivated', { clientId: p.clientId, actorUserId: p.userId, userId });
      return toConsoleUser((await admin.member(p.clientId, userId))!);
    },

    /** A new set-password link replaces the old one (which stops working). */
    async resendInvitation(p: Principal, userId: number) {
      const org = await repo.clientSettings(p.clientId);
      await db.transaction(async (tx) => {
        const m = await memberOrThrow(p, userId, tx);
        if (m.userStatus !== 'INVITED' || !m.active) {
          throw conflict('Only a pending invitation can be sent again.', 'NOT_INVITED');
        }
        await sendSetPassword(p.clientId, org, { id: m.userId, email: m.email, fullName: m.fullName }, tx);
      });
      return { ok: true as const };
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;

import type { AddGuestsBody, SendInvitationBody } from '../../../shared/contracts/team-invitations';
import type { TeamMember } from '../../../shared/contracts/teams';
import type { Principal } from '../../platform/auth/access';
import type { GuestGrant, GuestTokenService } from '../../platform/auth/guest-tokens';
import type { Db } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { recipientLanguage } from '../../platform/i18n/recipient-language';
import type { Mailer } from '../../platform/mail/outbox';
import type { TeamGuestAccountsPort, TeamsPeoplePort } from './deps';
import type { InvitationsRepo } from './invitations-repo';
import { teamInvitationMail } from './mails';
import type { TeamRow, TeamsRepo } from './repo';

/** How long a team invitation's link stays valid. */
export const TEAM_INVITATION_TTL_DAYS = 14;

export interface InvitationDeps {
  db: Db;
  repo: TeamsRepo;
  invitations: InvitationsRepo;
  people: TeamsPeoplePort;
  guests: TeamGuestAccountsPort;
  guestTokens: GuestTokenService;
  mailer: Mailer;
  publicUrl: string;
  /** the team and the caller's standing, refusing anyone but its manager or an ADMIN (service.ts) */
  manage: (p: Principal, teamId: number) => Promise<{ team: TeamRow }>;
  members: (p: Principal, teamId: number) => Promise<TeamMember[]>;
  /** after a committed change to a team's members (the dashboard's snapshots, decision 0060) */
  teamChanged: (clientId: number, teamId: number) => Promise<void>;
  /** after a person left a team: every link the team gave them ends (issue 33 point 7) */
  memberRemoved: (clientId: number, teamId: number, userId: number) => Promise<void>;
}

/**
 * Guests of a team (issue 12, decision 0039): the manager invites people from outside by name and e-mail; each
 * gets a guest account (TEAM_MEMBER without USER) and a PENDING membership, and an e-mail with a one-time link.
 * Accepting sets the password (when the account has none), activates the account and makes the membership
 * ACCEPTED. The manager re-sends the link (the old one stops working) or removes the guest.
 */
export function createTeamInvitations(deps: InvitationDeps) {
  const { invitations, guests } = deps;

  /** Issues a fresh link for a member row and e-mails it, in the caller's transaction. */
  async function sendLink(
    p: Principal,
    team: TeamRow,
    member: { id: number; email: string; name: string; language: string | null },
    tx: Db,
  ) {
    const token = await deps.guestTokens.issue(
      {
        clientId: p.clientId,
        purpose: 'TEAM_INVITATION',
        objectId: member.id,
        email: member.email,
        ttlDays: TEAM_INVITATION_TTL_DAYS,
        replaceExisting: true,
      },
      tx,
    );
    await deps.mailer.send(
      teamInvitationMail({
        lng: recipientLanguage({ person: member.language }),
        clientId: p.clientId,
        to: member.email,
        name: member.name,
        teamName: team.name,
        invitedBy: p.name,
        link: `${deps.publicUrl}/guest/team-invitation?token=${token}`,
        ttlDays: TEAM_INVITATION_TTL_DAYS,
      }),
      tx,
    );
  }

  /** The pending member row a link names, with its team; 404 when withdrawn, 409 when accepted already. */
  async function invitationOf(grant: GuestGrant) {
    const member = await invitations.memberById(grant.clientId, grant.objectId);
    if (!member) throw notFound('The invitation');
    if (member.status !== 'PENDING') {
      throw conflict('This invitation was accepted already; sign in to see the team.', 'INVITATION_ACCEPTED');
    }
    const team = await deps.repo.byId(grant.clientId, member.teamId);
    if (!team) throw notFound('The invitation');
    return { member, team };
  }

  return {
    async addGuests(p: Principal, body: AddGuestsBody) {
      const { team } = await deps.manage(p, body.teamId);
      const seen = new Set<string>();
      body.guests.forEach((g, i) => {
        if (seen.has(g.email))
          throw badRequest(`guests.${i}.email: ${g.email} is named twice.`, 'DUPLICATE_EMAIL');
        seen.add(g.email);
      });
      await deps.db.transaction(async (tx) => {
        const already = new Set(await deps.repo.memberUserIds(p.clientId, team.id, tx));
        for (const [i, g] of body.guests.entries()) {
          const account = await guests.prepare(p.clientId, { email: g.email, fullName: g.name }, tx);
          if (already.has(account.userId)) {
            throw conflict(
              `guests.${i}.email: ${g.email} is already invited to ${team.name}.`,
              'ALREADY_TEAM_MEMBER',
            );
          }
          if (account.organisationMember) {
            throw conflict(
              `guests.${i}.email: ${g.email} belongs to your organisation; add them as a colleague instead.`,
              'ORGANISATION_MEMBER',
            );
          }
          const row = await invitations.insertMember(
            {
              teamId: team.id,
              clientId: p.clientId,
              userId: account.userId,
              memberType: 'GUEST',
              status: 'PENDING',
              teamRole: g.teamRole ?? null,
              addedBy: p.userId,
            },
            tx,
          );
          if (!row) {
            throw conflict(
              `guests.${i}.email: ${g.email} is already invited to ${team.name}.`,
              'ALREADY_TEAM_MEMBER',
            );
          }
          await sendLink(p, team, { id: row.id, email: g.email, name: g.name, language: null }, tx);
        }
      });
      await deps.teamChanged(p.clientId, team.id);
      return deps.members(p, team.id);
    },

    /** Re-sends a pending guest's invitation (teams/sendEmail): a new link, the old one stops working. */
    async resend(p: Principal, body: SendInvitationBody) {
      const { team } = await deps.manage(p, body.teamId);
      const member = await invitations.memberById(p.clientId, body.memberId);
      if (!member || member.teamId !== team.id) throw notFound('The team member');
      if (member.status !== 'PENDING') {
        throw conflict(
          'This member has accepted already; there is nothing to re-send.',
          'INVITATION_ACCEPTED',
        );
      }
      const person = (await deps.people.peopleByIds([member.userId])).get(member.userId);
      if (!person) throw notFound('The team member');
      await deps.db.transaction((tx) =>
        sendLink(
          p,
          team,
          { id: member.id, email: person.email, name: person.fullName, language: person.language },
          tx,
        ),
      );
      return { ok: true as const };
    },

    /** Removes a guest from a team (removeGuestTeamMember); an organisation member is removed the other way. */
    async removeGuest(p: Principal, memberId: number) {
      const member = await invitations.memberById(p.clientId, memberId);
      if (!member) throw notFound('The team member');
      await deps.manage(p, member.teamId);
      if (member.memberType !== 'GUEST') {
        throw badRequest('id: this member is not a guest; use removeOrgTeamMember.', 'NOT_A_GUEST');
      }
      await deps.repo.removeMember(p.clientId, member.id);
      await Promise.all([
        guests.forgetUser(member.userId),
        deps.teamChanged(p.clientId, member.teamId),
        deps.memberRemoved(p.clientId, member.teamId, member.userId),
      ]);
      return { ok: true as const };
    },

    /** What the link shows before accepting. */
    async preview(grant: GuestGrant) {
      const { member, team } = await invitationOf(grant);
      const names = await deps.people.peopleByIds([member.userId, team.managerId]);
      const person = names.get(member.userId);
      return {
        teamName: team.name,
        managerName: names.get(team.managerId)?.fullName ?? '',
        name: person?.fullName ?? '',
        email: person?.email ?? grant.email ?? '',
        needsPassword: !(await guests.hasPassword(member.userId)),
      };
    },

    /** Accepts: the link is used up, the account and membership become active, the member ACCEPTED. */
    async accept(grant: GuestGrant, body: { password?: string }) {
      const { member, team } = await invitationOf(grant);
      const needsPassword = !(await guests.hasPassword(member.userId));
      if (needsPassword && !body.password) throw badRequest('password: is required', 'PASSWORD_REQUIRED');
      const passwordHash = needsPassword && body.password ? await guests.hashPassword(body.password) : null;
      await deps.db.transaction(async (tx) => {
        await deps.guestTokens.consume(grant.id, tx);
        if (!(await invitations.accept(grant.clientId, member.id, tx))) {
          throw conflict(
            'This invitation was accepted already; sign in to see the team.',
            'INVITATION_ACCEPTED',
          );
        }
        await guests.activate(grant.clientId, member.userId, passwordHash, tx);
      });
      await Promise.all([guests.forgetUser(member.userId), deps.teamChanged(grant.clientId, team.id)]);
      const person = (await deps.people.peopleByIds([member.userId])).get(member.userId);
      return { teamId: team.id, email: person?.email ?? '' };
    },

    /** The team's duration: the start or the end; the end may not come before the start. */
    async setDuration(p: Principal, teamId: number, which: 'start' | 'end', date: string | null) {
      const { team } = await deps.manage(p, teamId);
      const start = which === 'start' ? date : team.startDate;
      const end = which === 'end' ? date : team.endDate;
      if (start && end && end < start) {
        throw badRequest(
          `date: the end (${end}) must not be before the start (${start}).`,
          'END_BEFORE_START',
        );
      }
      const row = await invitations.setDuration(
        p.clientId,
        teamId,
        which === 'start' ? { startDate: date } : { endDate: date },
      );
      if (!row) throw notFound('The team');
      return row;
    },
  };
}
export type TeamInvitations = ReturnType<typeof createTeamInvitations>;

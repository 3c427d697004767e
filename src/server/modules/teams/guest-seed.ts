import type { Principal } from '../../platform/auth/access';
import type { Db } from '../../platform/db/client';
import type { TeamGuestAccountsPort } from './deps';
import type { TeamInvitations } from './invitations';
import type { InvitationsRepo } from './invitations-repo';

/**
 * Demo guests of a team (issue 12): the manager invites them through the real invitation (each gets the e-mail
 * in the mailbox); the first one has accepted with the demo password, the others stay pending.
 */
export async function seedTeamGuests(s: {
  db: Db;
  invitations: TeamInvitations;
  invitationsRepo: InvitationsRepo;
  guests: TeamGuestAccountsPort;
  manager: Principal;
  teamId: number;
  accepted: { name: string; email: string; password: string };
  pending: { name: string; email: string }[];
}) {
  const members = await s.invitations.addGuests(s.manager, {
    teamId: s.teamId,
    guests: [{ ...s.accepted, teamRole: undefined }, ...s.pending].map(({ name, email }) => ({
      name,
      email,
    })),
  });
  const row = members.find((m) => m.email === s.accepted.email);
  if (!row) return;
  const passwordHash = await s.guests.hashPassword(s.accepted.password);
  await s.db.transaction(async (tx) => {
    await s.invitationsRepo.accept(s.manager.clientId, row.id, tx);
    await s.guests.activate(s.manager.clientId, row.userId, passwordHash, tx);
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { hashPassword } from '../auth/passwords';
import { memberships, users } from '../tables';

/** What a team guest's invitation found or made of the address. */
export interface GuestAccountDraft {
  userId: number;
  /** the account has a password already (an account elsewhere): accepting asks for none */
  hasPassword: boolean;
  /** the address is an active member of the organisation already (invite them as a colleague instead) */
  organisationMember: boolean;
}

/**
 * Guest accounts of teams (issue 12): a person from outside the organisation, invited to one team. The account
 * holds a membership with the TEAM_MEMBER role and without USER, so every product route of the personal area and
 * the console refuse it; only the team routes that admit team guests let it through (decision 0039). The
 * membership stays inactive (no sign-in to the organisation) until the guest accepts.
 */
export function createTeamGuestAccounts(db: Db, forgetUser: (userId: number) => Promise<void>) {
  return {
    /** Finds or creates the account and an inactive guest membership, in the caller's transaction. */
    async prepare(
      clientId: number,
      guest: { email: string; fullName: string },
      tx: Db,
    ): Promise<GuestAccountDraft> {
      let [user] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${guest.email.toLowerCase()}`);
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            email: guest.email.toLowerCase(),
            fullName: guest.fullName,
            passwordHash: null,
            status: 'INVITED',
          })
          .returning();
      }
      const [membership] = await tx
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.clientId, clientId)));
      if (membership?.roles.includes('USER')) {
        return { userId: user.id, hasPassword: !!user.passwordHash, organisationMember: true };
      }
      if (!membership) {
        await tx
          .insert(memberships)
          .values({ clientId, userId: user.id, roles: ['TEAM_MEMBER'], active: false });
      }
      return { userId: user.id, hasPassword: !!user.passwordHash, organisationMember: false };
    },

    /** Whether the account has a password (accepting then asks for none). */
    async hasPassword(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId));
      return !!row?.h;
    },

    /** Hashes a password outside any transaction (argon2 is slow). */
    hashPassword,

    /** The guest accepted: the account is active (with the password, when it had none) and so is the membership. */
    async activate(clientId: number, userId: number, passwordHash: string | null, tx: Db): Promise<void> {
      await tx
        .update(users)
        .set({ status: 'ACTIVE', ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, userId));
      await tx
        .update(memberships)
        .set({ active: true })
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)));
    },

    /** Drops the cached current user after a change (outside the transaction). */
    forgetUser,
  };
}
export type TeamGuestAccounts = ReturnType<typeof createTeamGuestAccounts>;

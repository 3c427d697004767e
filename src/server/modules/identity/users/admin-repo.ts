import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { clients, memberships, organisationInvitations, users } from '../tables';

/** Queries of the console's user management and organisation settings; every one scoped by organisation. */
export function createUserAdminRepo(db: Db) {
  const member = {
    userId: users.id,
    fullName: users.fullName,
    email: users.email,
    userStatus: users.status,
    roles: memberships.roles,
    active: memberships.active,
    createdAt: memberships.createdAt,
  };
  return {
    /** Every member (active or not) of the organisation; `search` matches name or e-mail, ignoring case. */
    async members(clientId: number, search?: string) {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      return db
        .select(member)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.clientId, clientId),
            pattern
              ? sql`(${users.fullName} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`
              : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
    },
    async member(clientId: number, userId: number, tx: Db = db) {
      const [row] = await tx
        .select(member)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
      return row ?? null;
    },
    /** Opens (or renews, with these roles) the invitation of a person with an account to join the organisation. */
    async openInvitation(
      values: { clientId: number; userId: number; roles: string[]; invitedBy: number },
      tx: Db,
    ) {
      const [row] = await tx
        .insert(organisationInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [organisationInvitations.clientId, organisationInvitations.userId],
          targetWhere: isNull(organisationInvitations.acceptedAt),
          set: { roles: values.roles, invitedBy: values.invitedBy, createdAt: new Date() },
        })
        .returning();
      return row;
    },
    /** An open invitation, locked for the transaction that accepts it. */
    async lockOpenInvitation(clientId: number, id: number, tx: Db) {
      const [row] = await tx
        .select()
        .from(organisationInvitations)
        .where(
          and(
            eq(organisationInvitations.clientId, clientId),
            eq(organisationInvitations.id, id),
            isNull(organisationInvitations.acceptedAt),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async markInvitationAccepted(id: number, tx: Db) {
      await tx
        .update(organisationInvitations)
        .set({ acceptedAt: new Date() })
        .where(eq(organisationInvitations.id, id));
    },
    /** Lower-cased e-mails of everyone who belongs to the organisation (active or not). */
    async memberEmails(clientId: number, tx: Db = db) {
      const rows = await tx
        .select({ email: sql<string>`lower(${users.email})` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.clientId, clientId));
      return new Set(rows.map((r) => r.email));
    },
    /** Active members holding ADMIN, counted inside the transaction that is about to change one of them. */
    async activeAdminCount(clientId: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.active, true),
            sql`'ADMIN' = ANY(${memberships.roles})`,
          ),
        );
      return row.n;
    },
    /** Locks the organisation's row so that two admins changing admins cannot both remove "the other" last one. */
    async lockOrganisation(clientId: number, tx: Db) {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    },
    async setRoles(clientId: number, userId: number, roles: string[], tx: Db = db) {
      await tx
        .update(memberships)
        .set({ roles })
        .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
    },
    async setActive(clientId: number, userId: number, active: boolean, tx: Db = db) {
      await tx
        .update(memberships)
        .set({ active })
        .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
    },
    async organisation(clientId: number) {
      const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
      return row ?? null;
    },
    async updateOrganisation(
      clientId: number,
      patch: Partial<Omit<typeof clients.$inferInsert, 'id' | 'createdAt'>>,
      tx: Db = db,
    ) {
      await tx.update(clients).set(patch).where(eq(clients.id, clientId));
    },
    /** Members by state, for the analytics summary (counts only). */
    async memberCounts(clientId: number) {
      const [row] = await db
        .select({
          active: sql<number>`count(*) FILTER (WHERE ${memberships.active} AND ${users.status} = 'ACTIVE')::int`,
          invited: sql<number>`count(*) FILTER (WHERE ${memberships.active} AND ${users.status} = 'INVITED')::int`,
          deactivated: sql<number>`count(*) FILTER (WHERE NOT ${memberships.active} OR ${users.status} = 'DISABLED')::int`,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        // outside guests of a team (only TEAM_MEMBER, decision 0039) are not members of the organisation
        .where(
          and(eq(memberships.clientId, clientId), sql`${memberships.roles} <> ARRAY['TEAM_MEMBER']::text[]`),
        );
      return row;
    },
    /** Seats: active members holding the USER role. */
    async seatsUsed(clientId: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.active, true),
            sql`${users.status} <> 'DISABLED'`,
            sql`'USER' = ANY(${memberships.roles})`,
          ),
        );
      return row.n;
    },
  };
}
export type UserAdminRepo = ReturnType<typeof createUserAdminRepo>;

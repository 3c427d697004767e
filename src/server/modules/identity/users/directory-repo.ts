import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { clients, memberships, users } from '../tables';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A person as other modules' lists show them: name, e-mail and interface language (for mails and labels). */
export interface PersonName {
  id: number;
  fullName: string;
  email: string;
  language: string;
}

/**
 * What other modules' list pages need of identity's people and organisations, asked in batches (decision 0017):
 * the audit log, the console's organisations and licence, and the teams.
 */
export function createDirectoryRepo(db: Db) {
  return {
    /** Names and e-mails of these people (any organisation), in one query; unknown ids are left out. */
    async peopleByIds(ids: readonly number[]): Promise<Map<number, PersonName>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, r]));
    },
    /** Which of these people are active members of the organisation, with their name and e-mail. */
    async activeMembers(clientId: number, userIds: number[], tx: Db = db): Promise<PersonName[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.active, true),
            eq(users.status, 'ACTIVE'),
            inArray(users.id, userIds),
          ),
        );
    },
    /** When these people last signed in to the organisation (the team impact board's last activity). */
    async lastActive(clientId: number, userIds: number[]): Promise<Map<number, Date | null>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ userId: memberships.userId, at: memberships.lastUsedAt })
        .from(memberships)
        .where(and(eq(memberships.clientId, clientId), inArray(memberships.userId, userIds)));
      return new Map(rows.map((r) => [r.userId, r.at]));
    },
    /** Members of the organisation whose name contains the keyword (any case), by name. */
    async searchMembers(clientId: number, keyword: string, activeOnly: boolean, limit = 20) {
      const conditions = [eq(memberships.clientId, clientId)];
      if (keyword) conditions.push(ilike(users.fullName, `%${escapeLike(keyword)}%`));
      if (activeOnly) conditions.push(eq(memberships.active, true), eq(users.status, 'ACTIVE'));
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          language: users.language,
          designation: users.designation,
          active: sql<boolean>`(${memberships.active} AND ${users.status} = 'ACTIVE')`,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(...conditions))
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(limit);
    },
    /** Every organisation by name, with its active members (the operators' console). */
    async organisations(): Promise<Array<{ clientId: number; name: string; members: number }>> {
      return db
        .select({
          clientId: clients.id,
          name: clients.name,
          members: sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.client_id = "clients"."id" AND m.active)`,
        })
        .from(clients)
        .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
    },
    async organisationExists(clientId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
      return Boolean(row);
    },
    /** Locks the organisation's row until the transaction ends (serialises e.g. team creation and its limit). */
    async lockOrganisation(clientId: number, tx: Db): Promise<void> {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    },
  };
}
export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;

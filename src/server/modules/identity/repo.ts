import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clients, consents, memberships, users, userTags } from './tables';

export function createIdentityRepo(db: Db) {
  return {
    async userByEmail(email: string, tx: Db = db) {
      const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },
    async userById(id: number, tx: Db = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** The membership of a person in an organisation, or null (a foreign organisation reads as none). */
    async membership(userId: number, clientId: number) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)));
      return row ?? null;
    },
    /** The organisation to sign in to: the active membership used most recently. */
    async preferredMembership(userId: number) {
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
        .orderBy(sql`${memberships.lastUsedAt} DESC NULLS LAST`, asc(memberships.id))
        .limit(1);
      return row ?? null;
    },
    async touchMembership(userId: number, clientId: number) {
      await db
        .update(memberships)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)));
    },
    async orgMembers(clientId: number) {
      return db
        .select({
          userId: users.id,
          fullName: users.fullName,
          email: users.email,
          roles: memberships.roles,
          status: users.status,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.clientId, clientId), eq(memberships.active, true)))
        .orderBy(asc(users.fullName));
    },
    async updateProfile(
      userId: number,
      patch: Partial<{
        fullName: string;
        designation: string | null;
        salutation: string | null;
        language: string;
        theme: string;
      }>,
    ) {
      await db.update(users).set(patch).where(eq(users.id, userId));
    },
    async setPassword(userId: number, passwordHash: string, tx: Db = db) {
      await tx.update(users).set({ passwordHash, status: 'ACTIVE' }).where(eq(users.id, userId));
    },
    async recordConsent(userId: number, clientId: number, policyVersion: string, tx: Db = db) {
      const [row] = await tx
        .insert(consents)
        .values({ userId, clientId, policyVersion })
        .onConflictDoUpdate({
          target: [consents.clientId, consents.userId],
          set: { policyVersion, agreedAt: new Date() },
        })
        .returning({ agreedAt: consents.agreedAt });
      return row.agreedAt;
    },
    async consent(userId: number, clientId: number) {
      const [row] = await db
        .select()
        .from(consents)
        .where(and(eq(consents.userId, userId), eq(consents.clientId, clientId)));
      return row ?? null;
    },
    async tags(userId: number, clientId: number) {
      const rows = await db
        .select({ tag: userTags.tag })
        .from(userTags)
        .where(and(eq(userTags.userId, userId), eq(userTags.clientId, clientId)))
        .orderBy(asc(userTags.tag));
      return rows.map((r) => r.tag);
    },
    async createClient(
      name: string,
      tx: Db = db,
      settings: Pick<typeof clients.$inferInsert, 'customModelEnabled' | 'customModelName'> = {},
    ) {
      const [row] = await tx
        .insert(clients)
        .values({ name, ...settings })
        .returning();
      return row;
    },
    /** A new account, or null when the e-mail already has one (parallel sign-ups and invitations cannot both win). */
    async createUserIfNew(
      values: { email: string; fullName: string; passwordHash: string | null; status: string },
      tx: Db,
    ) {
      const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async createUser(
      values: {
        email: string;
        fullName: string;
        passwordHash: string | null;
        status: string;
        designation?: string | null;
      },
      tx: Db = db,
    ) {
      const [row] = await tx.insert(users).values(values).returning();
      return row;
    },
    async addMembership(values: { clientId: number; userId: number; roles: string[] }, tx: Db = db) {
      const [row] = await tx.insert(memberships).values(values).returning();
      return row;
    },
    async addTag(clientId: number, userId: number, tag: string, tx: Db = db) {
      await tx.insert(userTags).values({ clientId, userId, tag }).onConflictDoNothing();
    },
    async setRoleChallengesCompleted(userId: number, clientId: number, done: boolean, tx: Db = db) {
      await tx
        .update(memberships)
        .set({ roleChallengesCompleted: done })
        .where(and(eq(memberships.userId, userId), eq(memberships.clientId, clientId)));
    },
    async clientSettings(clientId: number) {
      const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
      return row ?? null;
    },
    /** The organisation's name (in the caller's transaction when given), or null. */
    async clientName(clientId: number, tx: Db = db): Promise<string | null> {
      const [row] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
      return row?.name ?? null;
    },
    async clientCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
      return row.n;
    },
  };
}
export type IdentityRepo = ReturnType<typeof createIdentityRepo>;

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clients, consents, memberships, users, userTags } from './tables';

/** An organisation's settings as the current-user read carries them. */
export interface ClientSettingsRow {
  customModelEnabled: boolean;
  customModelName: string | null;
  multiLanguageSurvey: boolean;
  aiAssistantEnabled: boolean;
  defaultLanguage: string;
  supportEmail: string | null;
}

export function createIdentityRepo(db: Db) {
  // One prepared query for the hot current-user read. Organisation, consent, tags and tenants are scalar
  // sub-selects rather than joins: measured with pgbench this plan runs about twice as fast.
  const stateQuery = db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      salutation: users.salutation,
      designation: users.designation,
      avatarImageUrl: users.avatarImageUrl,
      language: users.language,
      theme: users.theme,
      createdAt: users.createdAt,
      roles: memberships.roles,
      roleChallengesCompleted: memberships.roleChallengesCompleted,
      tempRestrict: memberships.tempRestrict,
      clientId: memberships.clientId,
      clientName: sql<string>`(SELECT c.name FROM clients c WHERE c.id = ${memberships.clientId})`,
      settings: sql<ClientSettingsRow>`(
        SELECT json_build_object('customModelEnabled', c.custom_model_enabled, 'customModelName', c.custom_model_name,
          'multiLanguageSurvey', c.multi_language_survey, 'aiAssistantEnabled', c.ai_assistant_enabled,
          'defaultLanguage', c.default_language, 'supportEmail', c.support_email)
        FROM clients c WHERE c.id = ${memberships.clientId})`,
      agreedAt: sql<string | null>`(
        SELECT k.agreed_at FROM consents k WHERE k.client_id = ${memberships.clientId} AND k.user_id = ${users.id})`,
      tenants: sql<{ id: number; client_id: number; name: string }[]>`(
        SELECT coalesce(json_agg(json_build_object('id', m2.id, 'client_id', c2.id, 'name', c2.name) ORDER BY c2.name), '[]'::json)
        FROM memberships m2 JOIN clients c2 ON c2.id = m2.client_id
        WHERE m2.user_id = ${users.id} AND m2.active)`,
      tags: sql<string[]>`(
        SELECT coalesce(array_agg(t.tag ORDER BY t.tag), '{}'::text[])
        FROM user_tags t WHERE t.client_id = ${memberships.clientId} AND t.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.clientId, sql.placeholder('clientId'))),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('identity_user_state');

  return {
    async userState(userId: number, clientId: number) {
      const [row] = await stateQuery.execute({ userId, clientId });
      return row ?? null;
    },
    async userByEmail(email: string, tx: Db = db) {
      const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },
    async userById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
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
    async createClient(name: string, tx: Db = db) {
      const [row] = await tx.insert(clients).values({ name }).returning();
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
    async clientCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(clients);
      return row.n;
    },
  };
}
export type IdentityRepo = ReturnType<typeof createIdentityRepo>;

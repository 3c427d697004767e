import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { custom360Definitions, raters360, reviews360 } from './tables';

export type ReviewRow = typeof reviews360.$inferSelect;
export type RaterRow = typeof raters360.$inferSelect;
export type DefinitionRow = typeof custom360Definitions.$inferSelect;

/** Queries of the 360: every read of a person's 360 is scoped by organisation and person. */
export function createLeader360Repo(db: Db) {
  const ratersOf = db
    .select()
    .from(raters360)
    .where(eq(raters360.reviewId, sql.placeholder('reviewId')))
    .orderBy(raters360.id)
    .prepare('leader360_raters_of');
  const ownReview = db
    .select()
    .from(reviews360)
    .where(
      and(
        eq(reviews360.id, sql.placeholder('id')),
        eq(reviews360.clientId, sql.placeholder('clientId')),
        eq(reviews360.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('leader360_own_review');

  return {
    async own(id: number, clientId: number, userId: number, tx?: Db): Promise<ReviewRow | null> {
      if (tx) {
        const [row] = await tx
          .select()
          .from(reviews360)
          .where(and(eq(reviews360.id, id), eq(reviews360.clientId, clientId), eq(reviews360.userId, userId)))
          .for('update')
          .limit(1);
        return row ?? null;
      }
      const [row] = await ownReview.execute({ id, clientId, userId });
      return row ?? null;
    },
    /** every 360 of the person in the organisation, oldest first (the data export) */
    async ofUser(clientId: number, userId: number): Promise<ReviewRow[]> {
      return db
        .select()
        .from(reviews360)
        .where(and(eq(reviews360.clientId, clientId), eq(reviews360.userId, userId)))
        .orderBy(asc(reviews360.id));
    },
    async latest(clientId: number, userId: number, custom: boolean): Promise<ReviewRow | null> {
      const [row] = await db
        .select()
        .from(reviews360)
        .where(
          and(
            eq(reviews360.clientId, clientId),
            eq(reviews360.userId, userId),
            eq(reviews360.custom, custom),
          ),
        )
        .orderBy(desc(reviews360.id))
        .limit(1);
      return row ?? null;
    },
    async byId(id: number, tx: Db = db, forUpdate = false): Promise<ReviewRow | null> {
      const q = tx.select().from(reviews360).where(eq(reviews360.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row ?? null;
    },
    /** open 360s whose window has ended (the sweep closes them) */
    async dueIds(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: reviews360.id })
        .from(reviews360)
        .where(and(isNull(reviews360.closedAt), lte(reviews360.windowEndsAt, now)))
        .limit(500);
      return rows.map((r) => r.id);
    },
    async definition(clientId: number): Promise<DefinitionRow | null> {
      const [row] = await db
        .select()
        .from(custom360Definitions)
        .where(eq(custom360Definitions.clientId, clientId))
        .limit(1);
      return row ?? null;
    },
    async saveDefinition(values: typeof custom360Definitions.$inferInsert, tx: Db = db) {
      await tx
        .insert(custom360Definitions)
        .values(values)
        .onConflictDoUpdate({
          target: custom360Definitions.clientId,
          set: { itemCodes: values.itemCodes, ownItems: values.ownItems, updatedAt: values.updatedAt },
        });
    },
    async insert(values: typeof reviews360.$inferInsert, tx: Db = db): Promise<ReviewRow> {
      const [row] = await tx.insert(reviews360).values(values).returning();
      return row!;
    },
    async update(id: number, set: Partial<typeof reviews360.$inferInsert>, tx: Db = db) {
      await tx.update(reviews360).set(set).where(eq(reviews360.id, id));
    },
    async raters(reviewId: number, tx?: Db): Promise<RaterRow[]> {
      if (tx)
        return tx.select().from(raters360).where(eq(raters360.reviewId, reviewId)).orderBy(raters360.id);
      return ratersOf.execute({ reviewId });
    },
    async rater(id: number, clientId: number, tx: Db = db): Promise<RaterRow | null> {
      const [row] = await tx
        .select()
        .from(raters360)
        .where(and(eq(raters360.id, id), eq(raters360.clientId, clientId)))
        .limit(1);
      return row ?? null;
    },
    async insertRaters(values: (typeof raters360.$inferInsert)[], tx: Db) {
      return tx.insert(raters360).values(values).returning();
    },
    /**
     * Changes a rater who is still answering (neither submitted nor declined); answers false when they are not
     * any more. One statement, so of two at once the second waits for the first's row and then finds it final.
     */
    async updateAnsweringRater(
      id: number,
      set: Partial<typeof raters360.$inferInsert>,
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(raters360)
        .set(set)
        .where(and(eq(raters360.id, id), notInArray(raters360.status, ['DONE', 'DECLINED'])))
        .returning({ id: raters360.id });
      return rows.length > 0;
    },
    /** The latest closed 360 of each of these people (for team aggregates). */
    async latestClosedOf(clientId: number, userIds: number[]): Promise<ReviewRow[]> {
      if (userIds.length === 0) return [];
      return db
        .selectDistinctOn([reviews360.userId])
        .from(reviews360)
        .where(
          and(
            eq(reviews360.clientId, clientId),
            inArray(reviews360.userId, userIds),
            eq(reviews360.custom, false),
            isNotNull(reviews360.closedAt),
          ),
        )
        .orderBy(reviews360.userId, desc(reviews360.id));
    },
    /** Deletes the person's 360s (their raters' answers go with them). */
    async wipe(clientId: number, userId: number, tx: Db): Promise<number> {
      const rows = await tx
        .delete(reviews360)
        .where(and(eq(reviews360.clientId, clientId), eq(reviews360.userId, userId)))
        .returning({ id: reviews360.id });
      return rows.length;
    },
    /** the current user's gla360ReportGenerated: a closed Leader 360 exists (decision 0023 fragment) */
    stateSelect(person: { userId: unknown; clientId: unknown }) {
      return sql<boolean>`EXISTS (SELECT 1 FROM leader360_reviews r WHERE r.client_id = ${person.clientId}
        AND r.user_id = ${person.userId} AND r.custom = false AND r.closed_at IS NOT NULL)`;
    },
  };
}
export type Leader360Repo = ReturnType<typeof createLeader360Repo>;

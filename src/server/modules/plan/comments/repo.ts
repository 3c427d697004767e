import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agilePlanComments } from '../tables';

export type CommentRow = typeof agilePlanComments.$inferSelect;

/** Comment threads of a plan's sections, scoped by the organisation. */
export function createCommentsRepo(db: Db) {
  return {
    async ofSection(clientId: number, sectionId: number): Promise<CommentRow[]> {
      return db
        .select()
        .from(agilePlanComments)
        .where(and(eq(agilePlanComments.clientId, clientId), eq(agilePlanComments.sectionId, sectionId)))
        .orderBy(asc(agilePlanComments.createdAt), asc(agilePlanComments.id));
    },
    async repliesOfSection(clientId: number, sectionId: number): Promise<CommentRow[]> {
      return db
        .select()
        .from(agilePlanComments)
        .where(
          and(
            eq(agilePlanComments.clientId, clientId),
            eq(agilePlanComments.sectionId, sectionId),
            isNotNull(agilePlanComments.parentId),
          ),
        )
        .orderBy(asc(agilePlanComments.id));
    },
    async comment(clientId: number, id: number): Promise<CommentRow | null> {
      const [row] = await db
        .select()
        .from(agilePlanComments)
        .where(and(eq(agilePlanComments.clientId, clientId), eq(agilePlanComments.id, id)));
      return row ?? null;
    },
    /** The open (unresolved) threads of a plan: at most one per section. */
    async openThreads(clientId: number, planId: number): Promise<CommentRow[]> {
      return db
        .select()
        .from(agilePlanComments)
        .where(
          and(
            eq(agilePlanComments.clientId, clientId),
            eq(agilePlanComments.planId, planId),
            isNull(agilePlanComments.parentId),
            isNull(agilePlanComments.resolvedAt),
          ),
        );
    },
    /**
     * Opens a thread unless its section already has an open one: the partial unique index
     * agile_plan_comments_one_open_thread decides, so two people starting a thread at once cannot both win.
     * Answers null when the section already has an open thread.
     */
    async insertThread(
      values: typeof agilePlanComments.$inferInsert,
      tx: Db = db,
    ): Promise<CommentRow | null> {
      const [row] = await tx.insert(agilePlanComments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async countsBySection(clientId: number, planId: number) {
      return db
        .select({ sectionId: agilePlanComments.sectionId, n: sql<number>`count(*)::int` })
        .from(agilePlanComments)
        .where(and(eq(agilePlanComments.clientId, clientId), eq(agilePlanComments.planId, planId)))
        .groupBy(agilePlanComments.sectionId);
    },
    async insert(values: typeof agilePlanComments.$inferInsert, tx: Db = db): Promise<CommentRow> {
      const [row] = await tx.insert(agilePlanComments).values(values).returning();
      return row;
    },
    async resolve(clientId: number, id: number): Promise<void> {
      await db
        .update(agilePlanComments)
        .set({ resolvedAt: new Date() })
        .where(and(eq(agilePlanComments.clientId, clientId), eq(agilePlanComments.id, id)));
    },
  };
}
export type CommentsRepo = ReturnType<typeof createCommentsRepo>;

import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { itemsOfSprint } from '../run/sprint-queries';
import { sprintActivities, sprintCrew, sprintItems, sprints } from '../tables';

export type SprintRow = typeof sprints.$inferSelect;
export type SprintItemRow = typeof sprintItems.$inferSelect;
export type CrewRow = typeof sprintCrew.$inferSelect;
export type NewSprintItem = typeof sprintItems.$inferInsert;

/** The design side's queries: every one is scoped by the caller's organisation (a foreign id reads as none). */
export function createDesignRepo(db: Db) {
  return {
    async sprint(clientId: number, id: number, tx: Db = db): Promise<SprintRow | null> {
      const [row] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.clientId, clientId), eq(sprints.id, id)));
      return row ?? null;
    },
    /** the person's personal sprint of a status (the newest) */
    async userSprintOf(
      clientId: number,
      userId: number,
      status: string,
      tx: Db = db,
    ): Promise<SprintRow | null> {
      const [row] = await tx
        .select()
        .from(sprints)
        .where(
          and(
            eq(sprints.clientId, clientId),
            eq(sprints.userId, userId),
            eq(sprints.sprintType, 'USER_SPRINT'),
            eq(sprints.status, status),
          ),
        )
        .orderBy(desc(sprints.id))
        .limit(1);
      return row ?? null;
    },
    /** locks the sprint row for the rest of the transaction */
    async lock(clientId: number, id: number, tx: Db): Promise<SprintRow | null> {
      const [row] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.clientId, clientId), eq(sprints.id, id)))
        .for('update');
      return row ?? null;
    },
    async insertSprint(values: typeof sprints.$inferInsert, tx: Db = db): Promise<SprintRow> {
      const [row] = await tx.insert(sprints).values(values).returning();
      return row;
    },
    async updateSprint(id: number, patch: Partial<typeof sprints.$inferInsert>, tx: Db = db): Promise<void> {
      await tx
        .update(sprints)
        .set({ ...patch, version: sql`${sprints.version} + 1`, updatedAt: new Date() })
        .where(eq(sprints.id, id));
    },
    async items(sprintId: number, tx: Db = db): Promise<SprintItemRow[]> {
      return itemsOfSprint(tx, sprintId);
    },
    async deleteItems(sprintId: number, kind: string, keepIds: number[], tx: Db): Promise<void> {
      const rows = await tx
        .select({ id: sprintItems.id })
        .from(sprintItems)
        .where(and(eq(sprintItems.sprintId, sprintId), eq(sprintItems.kind, kind)));
      for (const r of rows)
        if (!keepIds.includes(r.id)) await tx.delete(sprintItems).where(eq(sprintItems.id, r.id));
    },
    async insertItems(rows: NewSprintItem[], tx: Db): Promise<void> {
      if (rows.length) await tx.insert(sprintItems).values(rows);
    },
    async updateItem(id: number, patch: Partial<NewSprintItem>, tx: Db): Promise<void> {
      await tx.update(sprintItems).set(patch).where(eq(sprintItems.id, id));
    },
    async crew(sprintId: number, tx: Db = db): Promise<CrewRow[]> {
      return tx
        .select()
        .from(sprintCrew)
        .where(and(eq(sprintCrew.sprintId, sprintId), ne(sprintCrew.status, 'REMOVED')))
        .orderBy(asc(sprintCrew.id));
    },
    async crewMember(sprintId: number, crewId: number, tx: Db = db): Promise<CrewRow | null> {
      const [row] = await tx
        .select()
        .from(sprintCrew)
        .where(
          and(eq(sprintCrew.sprintId, sprintId), eq(sprintCrew.id, crewId), ne(sprintCrew.status, 'REMOVED')),
        );
      return row ?? null;
    },
    async insertCrew(values: typeof sprintCrew.$inferInsert, tx: Db = db): Promise<CrewRow> {
      const [row] = await tx.insert(sprintCrew).values(values).returning();
      return row;
    },
    async updateCrew(id: number, patch: Partial<typeof sprintCrew.$inferInsert>, tx: Db = db): Promise<void> {
      await tx.update(sprintCrew).set(patch).where(eq(sprintCrew.id, id));
    },
    /** A member's crew places carry the name of their account: a renamed person is renamed in every crew. */
    async renameCrewMember(userId: number, name: string, tx: Db = db): Promise<void> {
      await tx
        .update(sprintCrew)
        .set({ name })
        .where(and(eq(sprintCrew.userId, userId), ne(sprintCrew.name, name)));
    },
    async insertActivities(rows: (typeof sprintActivities.$inferInsert)[], tx: Db): Promise<void> {
      if (rows.length) await tx.insert(sprintActivities).values(rows);
    },
    /** the current user's field: the personal sprint in progress, else the design not yet started */
    stateSelect(person: {
      userId: ReturnType<typeof sql<number>>;
      clientId: ReturnType<typeof sql<number>>;
    }) {
      return sql<string | null>`(SELECT s.status FROM ${sprints} s
        WHERE s.client_id = ${person.clientId} AND s.user_id = ${person.userId} AND s.sprint_type = 'USER_SPRINT'
          AND s.status IN ('IN_PROGRESS', 'NOT_STARTED')
        ORDER BY (s.status = 'IN_PROGRESS') DESC LIMIT 1)`;
    },
  };
}
export type DesignRepo = ReturnType<typeof createDesignRepo>;

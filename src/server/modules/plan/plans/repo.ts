import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { PLAN_SECTION_TYPES } from '../../../../shared/enums';
import type { Db } from '../../../platform/db/client';
import { agileMilestones, agilePlanItems, agilePlanSections, agilePlans } from '../tables';

export type PlanRow = typeof agilePlans.$inferSelect;
export type ItemRow = typeof agilePlanItems.$inferSelect;
export type MilestoneRow = typeof agileMilestones.$inferSelect;
export type SectionRow = typeof agilePlanSections.$inferSelect;

/** Plans, their sections, items and milestones. Every query is scoped by the organisation. */
export function createPlanRepo(db: Db) {
  const findPlan = db
    .select()
    .from(agilePlans)
    .where(
      and(eq(agilePlans.id, sql.placeholder('id')), eq(agilePlans.clientId, sql.placeholder('clientId'))),
    )
    .prepare('plan_by_id');
  const findYearPlan = db
    .select({ id: agilePlans.id })
    .from(agilePlans)
    .where(
      and(
        eq(agilePlans.clientId, sql.placeholder('clientId')),
        eq(agilePlans.userId, sql.placeholder('userId')),
        eq(agilePlans.year, sql.placeholder('year')),
      ),
    )
    .prepare('plan_of_year');

  return {
    async plan(clientId: number, id: number): Promise<PlanRow | null> {
      const [row] = await findPlan.execute({ clientId, id });
      return row ?? null;
    },
    /**
     * The person's plan id of the year in placeholder `planYear`, as a sub-select of identity's one
     * current-user statement (docs/decisions/0023).
     */
    stateSelect(person: { userId: SQL<number>; clientId: SQL<number> }) {
      return sql<number | null>`(SELECT p.id FROM ${agilePlans} p
        WHERE p.client_id = ${person.clientId} AND p.user_id = ${person.userId}
          AND p.year = ${sql.placeholder('planYear')})`;
    },
    async planIdOfYear(clientId: number, userId: number, year: number): Promise<number | null> {
      const [row] = await findYearPlan.execute({ clientId, userId, year });
      return row?.id ?? null;
    },
    async plansOf(clientId: number, userId: number) {
      return db
        .select({ id: agilePlans.id, year: agilePlans.year })
        .from(agilePlans)
        .where(and(eq(agilePlans.clientId, clientId), eq(agilePlans.userId, userId)))
        .orderBy(sql`${agilePlans.year} DESC`);
    },
    /** Creates the plan of a year with its sections; answers the existing one when two calls race. */
    async createPlan(clientId: number, userId: number, year: number, tx: Db = db): Promise<number> {
      const inserted = await tx
        .insert(agilePlans)
        .values({ clientId, userId, year })
        .onConflictDoNothing()
        .returning({ id: agilePlans.id });
      if (inserted[0]) {
        await tx
          .insert(agilePlanSections)
          .values(PLAN_SECTION_TYPES.map((type) => ({ clientId, planId: inserted[0].id, type })));
        return inserted[0].id;
      }
      const [existing] = await tx
        .select({ id: agilePlans.id })
        .from(agilePlans)
        .where(
          and(eq(agilePlans.clientId, clientId), eq(agilePlans.userId, userId), eq(agilePlans.year, year)),
        );
      return existing.id;
    },
    async updatePlan(
      clientId: number,
      id: number,
      set: Partial<
        Pick<PlanRow, 'currentRole' | 'nextRole' | 'nextRoleCustom' | 'currentLevel' | 'nextLevel' | 'note'>
      >,
      tx: Db = db,
    ) {
      await tx
        .update(agilePlans)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(agilePlans.clientId, clientId), eq(agilePlans.id, id)));
    },

    async sections(clientId: number, planId: number): Promise<SectionRow[]> {
      return db
        .select()
        .from(agilePlanSections)
        .where(and(eq(agilePlanSections.clientId, clientId), eq(agilePlanSections.planId, planId)))
        .orderBy(asc(agilePlanSections.id));
    },
    async section(clientId: number, id: number): Promise<SectionRow | null> {
      const [row] = await db
        .select()
        .from(agilePlanSections)
        .where(and(eq(agilePlanSections.clientId, clientId), eq(agilePlanSections.id, id)));
      return row ?? null;
    },

    async items(clientId: number, planId: number, types?: readonly string[]): Promise<ItemRow[]> {
      return db
        .select()
        .from(agilePlanItems)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            types ? inArray(agilePlanItems.type, [...types]) : undefined,
          ),
        )
        .orderBy(asc(agilePlanItems.type), asc(agilePlanItems.sortIndex), asc(agilePlanItems.id));
    },
    async item(clientId: number, planId: number, id: number): Promise<ItemRow | null> {
      const [row] = await db
        .select()
        .from(agilePlanItems)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            eq(agilePlanItems.id, id),
          ),
        );
      return row ?? null;
    },
    async insertItem(values: typeof agilePlanItems.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(agilePlanItems).values(values).returning();
      return row;
    },
    async updateItem(
      clientId: number,
      planId: number,
      id: number,
      set: Partial<
        Pick<ItemRow, 'code' | 'label' | 'description' | 'capabilities' | 'sortIndex' | 'status' | 'dueDate'>
      >,
      tx: Db = db,
    ) {
      await tx
        .update(agilePlanItems)
        .set(set)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            eq(agilePlanItems.id, id),
          ),
        );
    },
    async deleteItem(clientId: number, planId: number, id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(agilePlanItems)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            eq(agilePlanItems.id, id),
          ),
        )
        .returning({ id: agilePlanItems.id });
      return rows.length > 0;
    },
    /** Removes the items of these types except the ones kept. */
    async deleteItemsExcept(
      clientId: number,
      planId: number,
      types: readonly string[],
      keep: number[],
      tx: Db = db,
    ) {
      await tx
        .delete(agilePlanItems)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            inArray(agilePlanItems.type, [...types]),
            keep.length ? notInArray(agilePlanItems.id, keep) : undefined,
          ),
        );
    },
    async nextSortIndex(clientId: number, planId: number, type: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${agilePlanItems.sortIndex}) + 1, 0)::int` })
        .from(agilePlanItems)
        .where(
          and(
            eq(agilePlanItems.clientId, clientId),
            eq(agilePlanItems.planId, planId),
            eq(agilePlanItems.type, type),
          ),
        );
      return row.n;
    },

    async milestones(clientId: number, planId: number): Promise<MilestoneRow[]> {
      return db
        .select()
        .from(agileMilestones)
        .where(and(eq(agileMilestones.clientId, clientId), eq(agileMilestones.planId, planId)))
        .orderBy(asc(agileMilestones.date), asc(agileMilestones.id));
    },
    async insertMilestone(values: typeof agileMilestones.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(agileMilestones).values(values).returning();
      return row;
    },
    async updateMilestone(
      clientId: number,
      planId: number,
      id: number,
      set: Pick<MilestoneRow, 'type' | 'title' | 'date' | 'note'>,
    ): Promise<MilestoneRow | null> {
      const [row] = await db
        .update(agileMilestones)
        .set(set)
        .where(
          and(
            eq(agileMilestones.clientId, clientId),
            eq(agileMilestones.planId, planId),
            eq(agileMilestones.id, id),
          ),
        )
        .returning();
      return row ?? null;
    },
    async deleteMilestone(clientId: number, planId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(agileMilestones)
        .where(
          and(
            eq(agileMilestones.clientId, clientId),
            eq(agileMilestones.planId, planId),
            eq(agileMilestones.id, id),
          ),
        )
        .returning({ id: agileMilestones.id });
      return rows.length > 0;
    },
  };
}
export type PlanRepo = ReturnType<typeof createPlanRepo>;

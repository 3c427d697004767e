import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { agileMeetings, agileNetwork } from '../tables';

export type NetworkRow = typeof agileNetwork.$inferSelect;
export type MeetingRow = typeof agileMeetings.$inferSelect;

/** The nurture network and its meetings, scoped by the organisation. */
export function createNetworkRepo(db: Db) {
  const sortColumns = { id: agileNetwork.id, name: agileNetwork.name, type: agileNetwork.type };
  return {
    async list(
      clientId: number,
      planId: number,
      page: { pageNo: number; pageSize: number; ascending: boolean; sortBy: keyof typeof sortColumns },
    ) {
      const where = and(eq(agileNetwork.clientId, clientId), eq(agileNetwork.planId, planId));
      const column = sortColumns[page.sortBy];
      const items = await db
        .select()
        .from(agileNetwork)
        .where(where)
        .orderBy(page.ascending ? asc(column) : desc(column), asc(agileNetwork.id))
        .limit(page.pageSize)
        .offset(page.pageNo * page.pageSize);
      const total = await db.$count(agileNetwork, where);
      return { items, total };
    },
    async entry(clientId: number, id: number): Promise<NetworkRow | null> {
      const [row] = await db
        .select()
        .from(agileNetwork)
        .where(and(eq(agileNetwork.clientId, clientId), eq(agileNetwork.id, id)));
      return row ?? null;
    },
    async insert(values: typeof agileNetwork.$inferInsert, tx: Db = db): Promise<NetworkRow> {
      const [row] = await tx.insert(agileNetwork).values(values).returning();
      return row;
    },
    async update(
      clientId: number,
      id: number,
      set: Partial<Pick<NetworkRow, 'type' | 'name' | 'email' | 'status' | 'invitedAt' | 'acceptedAt'>>,
      tx: Db = db,
    ): Promise<NetworkRow | null> {
      const [row] = await tx
        .update(agileNetwork)
        .set(set)
        .where(and(eq(agileNetwork.clientId, clientId), eq(agileNetwork.id, id)))
        .returning();
      return row ?? null;
    },
    async remove(clientId: number, planId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(agileNetwork)
        .where(
          and(eq(agileNetwork.clientId, clientId), eq(agileNetwork.planId, planId), eq(agileNetwork.id, id)),
        )
        .returning({ id: agileNetwork.id });
      return rows.length > 0;
    },
    async insertMeeting(values: typeof agileMeetings.$inferInsert, tx: Db = db): Promise<MeetingRow> {
      const [row] = await tx.insert(agileMeetings).values(values).returning();
      return row;
    },
    async meetings(clientId: number, planId: number) {
      return db
        .select({ meeting: agileMeetings, withName: agileNetwork.name })
        .from(agileMeetings)
        .innerJoin(agileNetwork, eq(agileNetwork.id, agileMeetings.networkId))
        .where(and(eq(agileMeetings.clientId, clientId), eq(agileMeetings.planId, planId)))
        .orderBy(asc(agileMeetings.startsAt));
    },
  };
}
export type NetworkRepo = ReturnType<typeof createNetworkRepo>;

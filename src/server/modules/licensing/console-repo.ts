import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clients, users } from '../identity';
import { subscriptionChanges, subscriptions } from './tables';

/** The console's licence queries: every organisation's plan, and the record of plan changes. */
export function createLicensingConsoleRepo(db: Db) {
  return {
    async organisations() {
      return db
        .select({
          clientId: clients.id,
          name: clients.name,
          planCode: subscriptions.planCode,
          status: subscriptions.status,
          currentTermEnd: subscriptions.currentTermEnd,
          members: sql<number>`(SELECT count(*)::int FROM memberships m WHERE m.client_id = ${clients.id} AND m.active)`,
        })
        .from(clients)
        .leftJoin(subscriptions, eq(subscriptions.clientId, clients.id))
        .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
    },
    async organisationExists(clientId: number, tx: Db = db) {
      const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
      return Boolean(row);
    },
    async subscriptionForUpdate(clientId: number, tx: Db) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.clientId, clientId))
        .for('update');
      return row ?? null;
    },
    async recordChange(values: typeof subscriptionChanges.$inferInsert, tx: Db = db) {
      await tx.insert(subscriptionChanges).values(values);
    },
    async lastChange(clientId: number) {
      const [row] = await db
        .select({
          changedAt: subscriptionChanges.changedAt,
          planCode: subscriptionChanges.planCode,
          changedBy: users.fullName,
        })
        .from(subscriptionChanges)
        .leftJoin(users, eq(users.id, subscriptionChanges.changedByUserId))
        .where(eq(subscriptionChanges.clientId, clientId))
        .orderBy(desc(subscriptionChanges.changedAt), desc(subscriptionChanges.id))
        .limit(1);
      return row ?? null;
    },
    async changes(clientId: number) {
      return db
        .select()
        .from(subscriptionChanges)
        .where(eq(subscriptionChanges.clientId, clientId))
        .orderBy(desc(subscriptionChanges.changedAt), desc(subscriptionChanges.id));
    },
  };
}
export type LicensingConsoleRepo = ReturnType<typeof createLicensingConsoleRepo>;

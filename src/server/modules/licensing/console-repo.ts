import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { subscriptionChanges, subscriptions } from './tables';

/** The console's licence queries: every organisation's subscription, and the record of its changes. */
export function createLicensingConsoleRepo(db: Db) {
  return {
    /** Every organisation's subscription (the console joins the organisations' names in memory). */
    async subscriptions() {
      return db
        .select({
          clientId: subscriptions.clientId,
          planCode: subscriptions.planCode,
          status: subscriptions.status,
          currentTermEnd: subscriptions.currentTermEnd,
          seatCount: subscriptions.seatCount,
        })
        .from(subscriptions);
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
          changedByUserId: subscriptionChanges.changedByUserId,
        })
        .from(subscriptionChanges)
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

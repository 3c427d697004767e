import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { featureFlags, subscriptions } from './tables';

export function createLicensingRepo(db: Db) {
  const findSubscription = db
    .select({
      planCode: subscriptions.planCode,
      status: subscriptions.status,
      currentTermEnd: subscriptions.currentTermEnd,
      buyerUserId: subscriptions.buyerUserId,
    })
    .from(subscriptions)
    .where(eq(subscriptions.clientId, sql.placeholder('clientId')))
    .prepare('licensing_subscription');

  return {
    async subscription(clientId: number) {
      const [row] = await findSubscription.execute({ clientId });
      return row ?? null;
    },
    async upsertSubscription(
      values: {
        clientId: number;
        planCode: string;
        status: string;
        currentTermEnd: Date | null;
        buyerUserId: number | null;
      },
      tx: Db = db,
    ) {
      await tx
        .insert(subscriptions)
        .values({ ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: subscriptions.clientId, set: { ...values, updatedAt: new Date() } });
    },
    async flags(clientId: number) {
      return db.select().from(featureFlags).where(eq(featureFlags.clientId, clientId));
    },
    async setFlag(clientId: number, flag: string, enabled: boolean, tx: Db = db) {
      await tx
        .insert(featureFlags)
        .values({ clientId, flag, enabled })
        .onConflictDoUpdate({ target: [featureFlags.clientId, featureFlags.flag], set: { enabled } });
    },
  };
}
export type LicensingRepo = ReturnType<typeof createLicensingRepo>;

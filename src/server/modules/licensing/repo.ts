import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { featureFlags, subscriptions } from './tables';

/** The subscription as identity's current-user statement reads it (timestamps as JSON text). */
export interface SubscriptionStateValue {
  planCode: string;
  status: string;
  currentTermEnd: string | null;
  buyer: { email: string; fullName: string } | null;
}

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
    /** The organisation's subscription, as a sub-select of identity's one current-user statement. */
    subscriptionSelect(person: {
      clientId: SQL<number>;
      personById(id: SQL): SQL<{ email: string; fullName: string } | null>;
    }) {
      return sql<SubscriptionStateValue | null>`(
        SELECT json_build_object('planCode', s.plan_code, 'status', s.status, 'currentTermEnd', s.current_term_end,
          'buyer', ${person.personById(sql`s.buyer_user_id`)})
        FROM ${subscriptions} s
        WHERE s.client_id = ${person.clientId})`;
    },
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
        /** null: no limit; left out: kept as it is */
        seatCount?: number | null;
      },
      tx: Db = db,
    ) {
      await tx
        .insert(subscriptions)
        .values({ ...values, updatedAt: new Date() })
        .onConflictDoUpdate({ target: subscriptions.clientId, set: { ...values, updatedAt: new Date() } });
    },
    /** The organisation's seat count (null: no limit), read in the caller's transaction. */
    async seatCount(clientId: number, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ seatCount: subscriptions.seatCount })
        .from(subscriptions)
        .where(eq(subscriptions.clientId, clientId));
      return row?.seatCount ?? null;
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

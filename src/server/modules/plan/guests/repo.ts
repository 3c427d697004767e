import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { guestTokens } from '../../../platform/auth/tables';
import type { Db } from '../../../platform/db/client';
import { agilePlans } from '../tables';

/** The live PLAN_GUEST links of a plan (the tokens themselves are the platform's guest-token service). */
export function createGuestsRepo(db: Db) {
  return {
    /** The PLAN_GUEST links a person issued for their plans in the last `seconds`: how many, and the oldest. */
    async sharesSince(clientId: number, userId: number, seconds: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${guestTokens.createdAt})` })
        .from(guestTokens)
        .innerJoin(agilePlans, eq(agilePlans.id, guestTokens.objectId))
        .where(
          and(
            eq(guestTokens.clientId, clientId),
            eq(guestTokens.purpose, 'PLAN_GUEST'),
            eq(agilePlans.clientId, clientId),
            eq(agilePlans.userId, userId),
            gt(guestTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        );
      return { count: row.n, oldest: row.oldest ? new Date(row.oldest) : null };
    },
    async liveGuests(clientId: number, planId: number) {
      return db
        .select({ id: guestTokens.id, email: guestTokens.email, expiresAt: guestTokens.expiresAt })
        .from(guestTokens)
        .where(
          and(
            eq(guestTokens.clientId, clientId),
            eq(guestTokens.purpose, 'PLAN_GUEST'),
            eq(guestTokens.objectId, planId),
            isNull(guestTokens.revokedAt),
            gt(guestTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(guestTokens.id));
    },
  };
}

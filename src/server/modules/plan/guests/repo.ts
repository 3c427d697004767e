import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { guestTokens } from '../../../platform/auth/tables';
import type { Db } from '../../../platform/db/client';

/** The live PLAN_GUEST links of a plan (the tokens themselves are the platform's guest-token service). */
export function createGuestsRepo(db: Db) {
  return {
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

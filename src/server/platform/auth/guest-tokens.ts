import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { GUEST_TOKEN_DEFAULT_DAYS } from '../../../shared/constants';
import type { GuestPurpose } from '../../../shared/enums';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { guestTokens } from './tables';

export interface GuestGrant {
  id: number;
  clientId: number;
  purpose: GuestPurpose;
  objectId: number;
  email: string | null;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Guest links: long random tokens, stored hashed, one purpose and one object each, expiring and revocable. */
export function createGuestTokenService(db: Db) {
  /** who hears of revoked links (the realtime layer closes their sockets on every instance) */
  const revokedListeners: ((ids: number[]) => void)[] = [];
  const revoked = (ids: number[]) => {
    if (ids.length) for (const l of revokedListeners) l(ids);
  };
  const findValid = db
    .select()
    .from(guestTokens)
    .where(
      and(
        eq(guestTokens.tokenHash, sql.placeholder('hash')),
        isNull(guestTokens.revokedAt),
        gt(guestTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('guest_token_find');

  return {
    async issue(
      input: {
        clientId: number;
        purpose: GuestPurpose;
        objectId: number;
        email?: string | null;
        ttlDays?: number;
        /** revoke earlier live tokens of the same purpose and object (a re-sent invitation replaces the old link) */
        replaceExisting?: boolean;
      },
      tx: Db = db,
    ): Promise<string> {
      const token = `g_${randomBytes(32).toString('base64url')}`;
      const expiresAt = new Date(Date.now() + (input.ttlDays ?? GUEST_TOKEN_DEFAULT_DAYS) * 86_400_000);
      if (input.replaceExisting) {
        const replaced = await tx
          .update(guestTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(guestTokens.clientId, input.clientId),
              eq(guestTokens.purpose, input.purpose),
              eq(guestTokens.objectId, input.objectId),
              isNull(guestTokens.revokedAt),
            ),
          )
          .returning({ id: guestTokens.id });
        revoked(replaced.map((r) => r.id));
      }
      await tx.insert(guestTokens).values({
        clientId: input.clientId,
        purpose: input.purpose,
        objectId: input.objectId,
        email: input.email ?? null,
        tokenHash: hashToken(token),
        expiresAt,
      });
      return token;
    },

    /**
     * Issues many links in one statement (a scheduler's bulk send-out): each expires at its own instant. Answers
     * the tokens in the order of `inputs`.
     */
    async issueMany(
      inputs: readonly {
        clientId: number;
        purpose: GuestPurpose;
        objectId: number;
        email?: string | null;
        expiresAt: Date;
      }[],
      tx: Db = db,
    ): Promise<string[]> {
      const tokens = inputs.map(() => `g_${randomBytes(32).toString('base64url')}`);
      for (let i = 0; i < inputs.length; i += 2000) {
        await tx.insert(guestTokens).values(
          inputs.slice(i, i + 2000).map((input, j) => ({
            clientId: input.clientId,
            purpose: input.purpose,
            objectId: input.objectId,
            email: input.email ?? null,
            tokenHash: hashToken(tokens[i + j]),
            expiresAt: input.expiresAt,
          })),
        );
      }
      return tokens;
    },

    /** The grant of a live token of exactly this purpose, or null. */
    async verify(token: string, purpose: GuestPurpose): Promise<GuestGrant | null> {
      if (!token.startsWith('g_') || token.length > 200) return null;
      const [row] = await findValid.execute({ hash: hashToken(token) });
      if (!row || row.purpose !== purpose) return null;
      return {
        id: row.id,
        clientId: row.clientId,
        purpose,
        objectId: row.objectId,
        email: row.email,
        expiresAt: row.expiresAt,
      };
    },

    async revoke(id: number): Promise<void> {
      await db.update(guestTokens).set({ revokedAt: new Date() }).where(eq(guestTokens.id, id));
      revoked([id]);
    },

    /**
     * Ends every live link of one purpose to these objects (a relation that ended: a person left the team whose
     * survey the links answer). Answers how many ended.
     */
    async revokeObjects(
      clientId: number,
      purpose: GuestPurpose,
      objectIds: readonly number[],
    ): Promise<number> {
      if (objectIds.length === 0) return 0;
      const ended = await db
        .update(guestTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(guestTokens.clientId, clientId),
            eq(guestTokens.purpose, purpose),
            inArray(guestTokens.objectId, [...objectIds]),
            isNull(guestTokens.revokedAt),
          ),
        )
        .returning({ id: guestTokens.id });
      revoked(ended.map((r) => r.id));
      return ended.length;
    },

    /** Calls `listener` with the ids of links as they are revoked. */
    onRevoked(listener: (ids: number[]) => void): void {
      revokedListeners.push(listener);
    },

    /**
     * Uses a one-time token up, atomically: one conditional update marks it used and revoked only while it is
     * live, so of any number of parallel uses exactly one gets here first; the others (and any later use) are
     * refused with 401 GUEST_TOKEN_INVALID, and a caller's transaction that wraps the use rolls back. Call it
     * first in that transaction, before the change the link makes.
     */
    async consume(id: number, tx: Db = db): Promise<void> {
      const used = await tx
        .update(guestTokens)
        .set({ revokedAt: sql`now()`, usedAt: sql`now()` })
        .where(
          and(
            eq(guestTokens.id, id),
            isNull(guestTokens.usedAt),
            isNull(guestTokens.revokedAt),
            gt(guestTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: guestTokens.id });
      if (used.length === 0) {
        throw new AppError(401, 'This link is invalid or has expired.', 'GUEST_TOKEN_INVALID');
      }
    },
  };
}
export type GuestTokenService = ReturnType<typeof createGuestTokenService>;

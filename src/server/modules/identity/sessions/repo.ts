import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_SECONDS } from '../../../../shared/constants';
import type { Role } from '../../../../shared/enums';
import { sessions } from '../../../platform/auth/tables';
import type { Db } from '../../../platform/db/client';
import { memberships, users } from '../tables';
import type { UserStateQuery } from '../user-state-query';

/** What presenting a refresh credential did (decision 0029). */
export type RotateOutcome =
  | { kind: 'rotated'; generation: number; row: typeof sessions.$inferSelect }
  /** an earlier generation: someone presents a credential that was already replaced */
  | { kind: 'reused' }
  /** not used within the idle lifetime */
  | { kind: 'idle' }
  /** revoked, expired or unknown */
  | { kind: 'ended' };

/**
 * Server-side sessions: revocable sign-ins that every token check consults. The live-session check is identity's
 * current-user statement by session (user-state-query.ts): one round trip that also reads the person's current
 * user, which the same request's getUserState then takes (docs/decisions/0023).
 */
export function createSessionRepo(db: Db, state: Pick<UserStateQuery, 'readBySession'>) {
  const find = async (sessionId: string) => {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    return row ?? null;
  };
  return {
    /** The live session's user, organisation and current roles; null when revoked, expired or the member is gone. */
    async resolve(sessionId: string): Promise<{ userId: number; clientId: number; roles: Role[] } | null> {
      const read = await state.readBySession(sessionId);
      if (!read) return null;
      return { userId: read.row.userId, clientId: read.row.clientId, roles: read.row.roles as Role[] };
    },
    async create(values: {
      userId: number;
      clientId: number;
      method?: string;
      actorUserId?: number | null;
      parentSessionId?: string | null;
      expiresAt?: Date;
    }): Promise<string> {
      const id = randomUUID();
      await db.insert(sessions).values({
        id,
        userId: values.userId,
        clientId: values.clientId,
        method: values.method ?? 'password',
        actorUserId: values.actorUserId ?? null,
        parentSessionId: values.parentSessionId ?? null,
        expiresAt: values.expiresAt ?? new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
      });
      return id;
    },
    find,
    /** Revokes a session and the impersonation sessions started from it; answers the ids revoked. */
    async revoke(sessionId: string): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
    /**
     * Rotates the refresh credential of generation `generation` in one conditional update, so of two
     * presentations of the same credential (on any instance) exactly one wins; the other reads as a reuse.
     */
    async rotate(sessionId: string, generation: number, idleSeconds: number): Promise<RotateOutcome> {
      const [row] = await db
        .update(sessions)
        .set({ refreshGeneration: generation + 1, refreshedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.refreshGeneration, generation),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            gt(sessions.refreshedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
          ),
        )
        .returning();
      if (row) return { kind: 'rotated', generation: row.refreshGeneration, row };
      const current = await find(sessionId);
      if (!current || current.revokedAt || current.expiresAt.getTime() <= Date.now())
        return { kind: 'ended' };
      if (generation < current.refreshGeneration) return { kind: 'reused' };
      if (generation > current.refreshGeneration) return { kind: 'ended' };
      return { kind: 'idle' };
    },
    /** Issues the next refresh generation of a live session without presenting one (a return to the parent session). */
    async advance(sessionId: string): Promise<number | null> {
      const [row] = await db
        .update(sessions)
        .set({ refreshGeneration: sql`${sessions.refreshGeneration} + 1`, refreshedAt: sql`now()` })
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
        )
        .returning({ generation: sessions.refreshGeneration });
      return row?.generation ?? null;
    },
    /** Why a session no longer resolves: the person or the membership was deactivated, it expired, or it ended. */
    async endReason(sessionId: string): Promise<'SESSION_ENDED' | 'SESSION_EXPIRED' | 'ACCOUNT_DISABLED'> {
      const [row] = await db
        .select({
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          status: users.status,
          active: memberships.active,
        })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .leftJoin(
          memberships,
          and(eq(memberships.userId, sessions.userId), eq(memberships.clientId, sessions.clientId)),
        )
        .where(eq(sessions.id, sessionId));
      if (!row) return 'SESSION_ENDED';
      if (row.status !== 'ACTIVE' || row.active !== true) return 'ACCOUNT_DISABLED';
      if (!row.revokedAt && row.expiresAt.getTime() <= Date.now()) return 'SESSION_EXPIRED';
      return 'SESSION_ENDED';
    },
    async revokeAllOfUser(userId: number): Promise<string[]> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.map((r) => r.id);
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;

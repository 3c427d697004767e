import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { SESSION_LIFETIME_SECONDS } from '../../../../shared/constants';
import type { Role } from '../../../../shared/enums';
import { sessions } from '../../../platform/auth/tables';
import type { Db } from '../../../platform/db/client';
import type { UserStateQuery } from '../user-state-query';

/**
 * Server-side sessions: revocable sign-ins that every token check consults. The live-session check is identity's
 * current-user statement by session (user-state-query.ts): one round trip that also reads the person's current
 * user, which the same request's getUserState then takes (docs/decisions/0023).
 */
export function createSessionRepo(db: Db, state: Pick<UserStateQuery, 'readBySession'>) {
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
    async find(sessionId: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
      return row ?? null;
    },
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

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { auditEntries } from './tables';

export function createAuditRepo(db: Db) {
  return {
    async add(values: typeof auditEntries.$inferInsert) {
      await db.insert(auditEntries).values(values);
    },
    /** The organisation's newest entries first (the service adds the names of who acted and on whom). */
    async list(clientId: number, limit: number) {
      return db
        .select({
          id: auditEntries.id,
          action: auditEntries.action,
          details: auditEntries.details,
          createdAt: auditEntries.createdAt,
          actorUserId: auditEntries.actorUserId,
          targetUserId: auditEntries.targetUserId,
        })
        .from(auditEntries)
        .where(eq(auditEntries.clientId, clientId))
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .limit(limit);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;

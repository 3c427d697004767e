import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { users } from '../../identity';
import { auditEntries } from './tables';

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export function createAuditRepo(db: Db) {
  return {
    async add(values: typeof auditEntries.$inferInsert) {
      await db.insert(auditEntries).values(values);
    },
    /** The organisation's newest entries first, with the names of who acted and on whom. */
    async list(clientId: number, limit: number) {
      return db
        .select({
          id: auditEntries.id,
          action: auditEntries.action,
          details: auditEntries.details,
          createdAt: auditEntries.createdAt,
          actorId: actor.id,
          actorName: actor.fullName,
          actorEmail: actor.email,
          targetId: target.id,
          targetName: target.fullName,
          targetEmail: target.email,
        })
        .from(auditEntries)
        .leftJoin(actor, eq(actor.id, auditEntries.actorUserId))
        .leftJoin(target, eq(target.id, auditEntries.targetUserId))
        .where(eq(auditEntries.clientId, clientId))
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .limit(limit);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;

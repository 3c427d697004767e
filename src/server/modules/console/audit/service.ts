import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../../shared/contracts/console';
import type { EventBus } from '../../../platform/events';
import type { AuditRepo } from './repo';

/** How many entries the log shows. */
export const AUDIT_PAGE_SIZE = 200;

const asAction = (v: string): AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(v) ? (v as AuditAction) : 'SETTINGS_CHANGED';

/** Listens on the event bus and writes one entry per console action; answers the organisation's log. */
export function createAuditService(repo: AuditRepo, events: EventBus) {
  const record = (
    clientId: number,
    action: AuditAction,
    actorUserId: number | null,
    targetUserId: number | null,
    details: Record<string, unknown> = {},
    at?: Date,
  ) => repo.add({ clientId, action, actorUserId, targetUserId, details, createdAt: at });

  events.on('user.rolesChanged', (e) =>
    record(e.clientId, 'ROLES_CHANGED', e.actorUserId, e.userId, { before: e.before, after: e.after }),
  );
  events.on('user.invited', (e) =>
    record(e.clientId, e.added ? 'USER_ADDED' : 'USER_INVITED', e.actorUserId, e.userId, { roles: e.roles }),
  );
  events.on('user.deactivated', (e) => record(e.clientId, 'USER_DEACTIVATED', e.actorUserId, e.userId));
  events.on('user.reactivated', (e) => record(e.clientId, 'USER_REACTIVATED', e.actorUserId, e.userId));
  events.on('organisation.settingsChanged', (e) =>
    record(e.clientId, 'SETTINGS_CHANGED', e.actorUserId, null, { fields: e.fields }),
  );
  events.on('subscription.changed', (e) =>
    record(e.clientId, 'PLAN_CHANGED', e.actorUserId, null, { before: e.before, after: e.after }),
  );
  events.on('impersonation.started', (e) =>
    record(e.clientId, 'IMPERSONATION_STARTED', e.actorUserId, e.userId),
  );
  events.on('impersonation.ended', (e) => record(e.clientId, 'IMPERSONATION_ENDED', e.actorUserId, e.userId));

  return {
    record,
    async list(clientId: number): Promise<{ items: AuditEntry[] }> {
      const rows = await repo.list(clientId, AUDIT_PAGE_SIZE);
      return {
        items: rows.map((r) => ({
          id: r.id,
          action: asAction(r.action),
          actor: r.actorId ? { userId: r.actorId, fullName: r.actorName!, email: r.actorEmail! } : null,
          target: r.targetId ? { userId: r.targetId, fullName: r.targetName!, email: r.targetEmail! } : null,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

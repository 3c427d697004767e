import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../../shared/contracts/console';
import type { ModuleListener } from '../../../platform/module';
import type { PersonName } from '../deps';
import type { AuditRepo } from './repo';

/** How many entries the log shows. */
export const AUDIT_PAGE_SIZE = 200;

const asAction = (v: string): AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(v) ? (v as AuditAction) : 'SETTINGS_CHANGED';

/** Listens to the console's events (its `listeners`) and writes one entry per action; answers the log. */
export function createAuditService(
  repo: AuditRepo,
  people: { peopleByIds(ids: readonly number[]): Promise<Map<number, PersonName>> },
) {
  const record = (
    clientId: number,
    action: AuditAction,
    actorUserId: number | null,
    targetUserId: number | null,
    details: Record<string, unknown> = {},
    at?: Date,
  ) => repo.add({ clientId, action, actorUserId, targetUserId, details, createdAt: at });

  const listeners: ModuleListener[] = [
    {
      event: 'user.rolesChanged',
      handler: (e) =>
        record(e.clientId, 'ROLES_CHANGED', e.actorUserId, e.userId, { before: e.before, after: e.after }),
    },
    {
      event: 'user.invited',
      handler: (e) =>
        record(e.clientId, e.added ? 'USER_ADDED' : 'USER_INVITED', e.actorUserId, e.userId, {
          roles: e.roles,
        }),
    },
    {
      event: 'user.deactivated',
      handler: (e) => record(e.clientId, 'USER_DEACTIVATED', e.actorUserId, e.userId),
    },
    {
      event: 'user.reactivated',
      handler: (e) => record(e.clientId, 'USER_REACTIVATED', e.actorUserId, e.userId),
    },
    {
      event: 'organisation.settingsChanged',
      handler: (e) => record(e.clientId, 'SETTINGS_CHANGED', e.actorUserId, null, { fields: e.fields }),
    },
    {
      event: 'subscription.changed',
      handler: (e) =>
        record(e.clientId, 'PLAN_CHANGED', e.actorUserId, null, { before: e.before, after: e.after }),
    },
    {
      event: 'impersonation.started',
      handler: (e) => record(e.clientId, 'IMPERSONATION_STARTED', e.actorUserId, e.userId),
    },
    {
      event: 'impersonation.ended',
      handler: (e) => record(e.clientId, 'IMPERSONATION_ENDED', e.actorUserId, e.userId),
    },
  ];

  const person = (id: number | null, names: Map<number, PersonName>) => {
    const p = id === null ? undefined : names.get(id);
    return p ? { userId: p.id, fullName: p.fullName, email: p.email } : null;
  };

  return {
    record,
    listeners,
    async list(clientId: number): Promise<{ items: AuditEntry[] }> {
      const rows = await repo.list(clientId, AUDIT_PAGE_SIZE);
      const names = await people.peopleByIds(
        rows.flatMap((r) => [r.actorUserId, r.targetUserId]).filter((id) => id !== null),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          action: asAction(r.action),
          actor: person(r.actorUserId, names),
          target: person(r.targetUserId, names),
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

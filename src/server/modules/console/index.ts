import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { createAuditRepo } from './audit/repo';
import { auditRoutes } from './audit/routes';
import { createAuditService } from './audit/service';

export type { AuditService } from './audit/service';

/** The audit module: listens to console events and answers an organisation's log. */
export function createAuditModule(db: Db, events: EventBus) {
  const service = createAuditService(createAuditRepo(db), events);
  return { service, routes: auditRoutes(service), prefix: '/api/user' };
}
export type AuditModule = ReturnType<typeof createAuditModule>;

import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import { createAuditRepo } from './repo';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

export type { AuditService } from './service';

/** The audit module: listens to console events and answers an organisation's log. */
export function createAuditModule(db: Db, events: EventBus) {
  const service = createAuditService(createAuditRepo(db), events);
  return { service, routes: auditRoutes(service), prefix: '/api/user' };
}
export type AuditModule = ReturnType<typeof createAuditModule>;

import { ownerLookupOf } from '../../platform/auth/owners';
import { defineModule } from '../../platform/module';
import type { NotificationsDeps } from './deps';
import { createNotificationsRepo } from './repo';
import { notificationServiceRoutes, notificationTeamRoutes } from './routes';
import { createNotificationsService } from './service';
import { notifications as notificationsTable } from './tables';

export type { NotificationTeamsPort, NotifyInput, NotifyPort } from './deps';

/**
 * The notifications module: the notification centre (the bell and its panel), the `notify` port every producing
 * module calls inside its own transaction, and live delivery to the person's sockets on every instance.
 */
export function createNotificationsModule(deps: NotificationsDeps) {
  const repo = createNotificationsRepo(deps.db);
  const service = createNotificationsService(deps, repo);
  return defineModule({
    name: 'notifications',
    owners: {
      notification: ownerLookupOf(deps.db, 'notification', notificationsTable, notificationsTable),
    },
    plugins: [
      { prefix: '/api/team', plugin: notificationTeamRoutes(service) },
      { prefix: '/api/notification', plugin: notificationServiceRoutes(service) },
    ],
    jobs: service.jobs,
    api: {
      /** The notify port: `notify(tx, { userId, clientId, kind, textKey, dedupKey, ... })` (see deps.ts). */
      notify: service.notify,
      service,
      repo,
    },
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationCallSchemas as s } from '../../../shared/contracts/notifications-call-schemas';
import { access } from '../../platform/auth/access';
import { owner } from '../../platform/auth/owners';
import { routesOf } from '../../platform/http/route';
import type { NotificationsService } from './service';

const tags = ['notifications'];
const signedIn = access.signedIn();
/** another organisation's notification is 404 before anything else; another person's is 404 in the service */
const byNotification = { id: owner.of('notification') };

/** The spec's notification calls of the team service (mounted at /api/team; answers wrapped in { data }). */
export function notificationTeamRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/api/v1/notification/all',
      access: signedIn,
      summary:
        "The caller's notifications, newest first (filter ALL or UNREAD; team ones only of their teams)",
      query: s.list.query,
      response: { 200: s.list.response },
      handler: async ({ principal, query }) => ({ data: await notifications.list(principal, query.filter) }),
    });
    route({
      method: 'GET',
      url: '/api/v1/notification/mark-as-read/:id',
      owners: byNotification,
      access: signedIn,
      acting: true,
      summary: 'Marks one of the caller’s notifications as read',
      params: s.markAsRead.params,
      response: { 200: s.markAsRead.response },
      handler: async ({ principal, params }) => ({
        data: await notifications.markAsRead(principal, params.id),
      }),
    });
    route({
      method: 'GET',
      url: '/api/v1/notification/mark-all-as-read',
      access: signedIn,
      acting: true,
      summary:
        'Marks every notification of the caller as read; answers how many and how many are still unread',
      response: { 200: s.markAllAsRead.response },
      handler: async ({ principal }) => ({ data: await notifications.markAllAsRead(principal) }),
    });
  };
}

/** The notification service's calls whose paths the spec leaves out (mounted at /api/notification). */
export function notificationServiceRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/notification/ui/unread-count',
      access: signedIn,
      summary: "How many of the caller's notifications are unread (the bell's badge)",
      response: { 200: s.unreadCount.response },
      handler: async ({ principal }) => ({ count: await notifications.unreadCount(principal) }),
    });
    route({
      method: 'POST',
      url: '/notification/ui/complete/:id',
      owners: byNotification,
      access: signedIn,
      summary: 'The caller did what the notification asked: it becomes COMPLETED and read',
      params: s.complete.params,
      response: { 200: s.complete.response },
      handler: async ({ principal, params }) => ({
        data: await notifications.complete(principal, params.id),
      }),
    });
  };
}

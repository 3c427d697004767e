import { defineCall } from './call';
import type {
  emailPreferencesBody,
  emailPreferencesResponse,
  markAllResponse,
  notificationListQuery,
  notificationListResponse,
  notificationResponse,
  unreadCountResponse,
  unsubscribeResponse,
} from './notifications';
import type { notificationIdParams } from './notifications-call-schemas';

/** The notification calls: the spec's list and mark calls on the team service, the rest on the notification service. */
const TEAM = '/api/team/api/v1/notification';
const SERVICE = '/api/notification/notification/ui';

export const notificationCalls = {
  list: defineCall<{ query: typeof notificationListQuery; response: typeof notificationListResponse }>(
    'GET',
    `${TEAM}/all`,
  ),
  markAsRead: defineCall<{ params: typeof notificationIdParams; response: typeof notificationResponse }>(
    'GET',
    `${TEAM}/mark-as-read/:id`,
  ),
  markAllAsRead: defineCall<{ response: typeof markAllResponse }>('GET', `${TEAM}/mark-all-as-read`),
  unreadCount: defineCall<{ response: typeof unreadCountResponse }>('GET', `${SERVICE}/unread-count`),
  complete: defineCall<{ params: typeof notificationIdParams; response: typeof notificationResponse }>(
    'POST',
    `${SERVICE}/complete/:id`,
  ),
  emailPreferences: defineCall<{ response: typeof emailPreferencesResponse }>(
    'GET',
    `${SERVICE}/email-preferences`,
  ),
  saveEmailPreferences: defineCall<{
    body: typeof emailPreferencesBody;
    response: typeof emailPreferencesResponse;
  }>('PUT', `${SERVICE}/email-preferences`),
  /** one-click unsubscribe: the mail's guest token (Bearer or ?token=) */
  unsubscribe: defineCall<{ response: typeof unsubscribeResponse }>('POST', `${SERVICE}/unsubscribe`),
};

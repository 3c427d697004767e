import { z } from 'zod';
import { urlId } from './ids';
import {
  emailPreferencesBody,
  emailPreferencesResponse,
  markAllResponse,
  notificationListQuery,
  notificationListResponse,
  notificationResponse,
  unreadCountResponse,
  unsubscribeResponse,
} from './notifications';

export const notificationIdParams = z.object({ id: urlId });

/** The schemas of `notificationCalls`, for the server's routes (see `notifications-calls.ts`). */
export const notificationCallSchemas = {
  list: { query: notificationListQuery, response: notificationListResponse },
  markAsRead: { params: notificationIdParams, response: notificationResponse },
  markAllAsRead: { response: markAllResponse },
  unreadCount: { response: unreadCountResponse },
  complete: { params: notificationIdParams, response: notificationResponse },
  emailPreferences: { response: emailPreferencesResponse },
  saveEmailPreferences: { body: emailPreferencesBody, response: emailPreferencesResponse },
  unsubscribe: { response: unsubscribeResponse },
};

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailedKind, EmailMode } from '../../../../shared/contracts/notifications';
import { notificationCalls } from '../../../../shared/contracts/notifications-calls';
import { api } from '../../../lib/api/call';

export type NotificationFilter = 'ALL' | 'UNREAD';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  unread: ['notifications', 'unread'] as const,
};

/** GET /api/v1/notification/all (team service): the person's notifications, ALL or UNREAD. */
export const notificationsQuery = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: async () => (await api.call(notificationCalls.list, { query: { filter } })).data,
  });

export function useNotifications(filter: NotificationFilter, enabled: boolean) {
  return useQuery({ ...notificationsQuery(filter), enabled });
}

/** The bell's badge: how many are unread. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api.call(notificationCalls.unreadCount, {})).count,
  });
}

function useRefreshAfter<T>(fn: (arg: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkAsRead = () =>
  useRefreshAfter((id: number) => api.call(notificationCalls.markAsRead, { params: { id } }));
export const useMarkAllAsRead = () => useRefreshAfter(() => api.call(notificationCalls.markAllAsRead, {}));
export const useComplete = () =>
  useRefreshAfter((id: number) => api.call(notificationCalls.complete, { params: { id } }));

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'email-preferences'] as const,
    queryFn: () => api.call(notificationCalls.emailPreferences, {}),
  });

/** PUT email-preferences: how each kind comes by e-mail. */
export function useSaveEmailPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: { kind: EmailedKind; mode: EmailMode }[]) =>
      api.call(notificationCalls.saveEmailPreferences, { body: { items } }),
    onSuccess: (data) => qc.setQueryData(emailPreferencesQuery().queryKey, data),
  });
}

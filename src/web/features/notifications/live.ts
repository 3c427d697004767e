import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_TOPIC,
  NOTIFICATIONS_READ_TOPIC,
  type NotificationEvent,
} from '../../../shared/contracts/notifications';
import { onTopic } from '../../lib/socket/socket';
import { toast } from '../../ui/toasts';
import { notificationKeys } from './api/notifications';
import { notificationText } from './text';

/**
 * New notifications arrive on the person's own socket topic (every instance, through the Redis adapter): the
 * badge and the panel refresh and a toast says what came, unless the person is on the very page the notification
 * leads to (that page tells them itself, e.g. the plan's 'Comment recieved'). Reads in another tab refresh them too.
 */
export function useLiveNotifications() {
  const qc = useQueryClient();
  const { t } = useTranslation('notifications');
  useEffect(() => {
    const refresh = () => qc.invalidateQueries({ queryKey: notificationKeys.all });
    const offNew = onTopic<NotificationEvent>(NOTIFICATION_TOPIC, (event) => {
      void refresh();
      const route = event.notification.route;
      if (route && window.location.pathname === route.split(/[?#]/)[0]) return;
      toast({ title: t('toast.title'), message: notificationText(t, event.notification), severity: 'info' });
    });
    const offRead = onTopic(NOTIFICATIONS_READ_TOPIC, () => void refresh());
    return () => {
      offNew();
      offRead();
    };
  }, [qc, t]);
}

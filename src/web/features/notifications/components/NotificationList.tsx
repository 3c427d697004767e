import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/contracts/notifications';
import { type NotificationFilter, notificationsQuery } from '../api/notifications';
import { NotificationItem } from './NotificationItem';

/** The panel's list of one tab, or 'All notifications read'. */
export function NotificationList({
  filter,
  onRead,
  onAction,
}: {
  filter: NotificationFilter;
  onRead(n: Notification): void;
  onAction(n: Notification): void;
}) {
  const { t } = useTranslation('common');
  const { data: items } = useSuspenseQuery(notificationsQuery(filter));
  const shown = filter === 'UNREAD' ? items.filter((n) => !n.isRead) : items;
  if (shown.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {t('notifications.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding sx={{ overflowY: 'auto' }}>
      {shown.map((n) => (
        <NotificationItem key={n.id} notification={n} onRead={onRead} onAction={onAction} />
      ))}
    </List>
  );
}

import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/notifications';
import { useLiveNotifications } from '../live';

/** The unread count on the bell icon (live); the icon alone for the bottom bar. */
export function UnreadBadgeIcon() {
  const { data } = useUnreadCount();
  const count = data ?? 0;
  return (
    <Badge badgeContent={count} color="error" max={99} data-testid="notification-badge" data-count={count}>
      <NotificationsNoneIcon />
    </Badge>
  );
}

/** The header's bell: opens the panel; its label says how many are unread. */
export function NotificationBell({ onOpen }: { onOpen(anchor: HTMLElement): void }) {
  const { t } = useTranslation(['common', 'notifications']);
  const { data } = useUnreadCount();
  useLiveNotifications();
  return (
    <IconButton
      color="inherit"
      aria-label={data ? t('notifications:bellUnread', { count: data }) : t('common:notifications.open')}
      aria-haspopup="dialog"
      onClick={(e) => onOpen(e.currentTarget)}
    >
      <UnreadBadgeIcon />
    </IconButton>
  );
}

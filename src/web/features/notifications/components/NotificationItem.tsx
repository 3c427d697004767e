import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/contracts/notifications';
import { translateRelativeTime } from '../../../lib/i18n/relative-time';
import { showsButton } from '../action';
import { buttonText, notificationText } from '../text';

/** One notification: its text, when (relative), an unread mark and, while it waits, its action button. */
export function NotificationItem({
  notification: n,
  onRead,
  onAction,
}: {
  notification: Notification;
  onRead(n: Notification): void;
  onAction(n: Notification): void;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  return (
    <ListItem
      divider
      data-testid="notification-item"
      data-read={n.isRead}
      sx={{ alignItems: 'flex-start', gap: 1, bgcolor: n.isRead ? undefined : 'action.hover' }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: n.isRead ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {!n.isRead && (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications:unreadMark')}{' '}
            </Box>
          )}
          {notificationText(t, n)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translateRelativeTime(t, n.notificationDate)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          {showsButton(n) && (
            <Button size="small" variant="contained" onClick={() => onAction(n)}>
              {buttonText(t, n)}
            </Button>
          )}
          {!n.isRead && (
            <Button size="small" variant="text" onClick={() => onRead(n)}>
              {t('notifications:markRead')}
            </Button>
          )}
        </Box>
      </Box>
    </ListItem>
  );
}

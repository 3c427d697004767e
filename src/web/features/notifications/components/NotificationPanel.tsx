import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/contracts/notifications';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { actionOf, SPRINT_DASHBOARD_PATH } from '../action';
import { type NotificationFilter, useComplete, useMarkAllAsRead, useMarkAsRead } from '../api/notifications';
import { checkInOpener } from '../check-in-opener';
import { standUpOpener } from '../stand-up-opener';
import { NotificationList } from './NotificationList';

/**
 * The notification panel: tabs ALL / UNREAD, 'Mark all as read', the list with relative times and action buttons,
 * and 'All notifications read' when nothing is left to show.
 */
export function NotificationPanel({
  anchorEl,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [filter, setFilter] = useState<NotificationFilter>('ALL');
  const open = Boolean(anchorEl);
  const markAll = useMarkAllAsRead();
  const markRead = useMarkAsRead();
  const complete = useComplete();
  const navigate = useNavigate();

  function act(n: Notification) {
    const action = actionOf(n);
    // doing what it asks completes an ACTIVE one; any other is read. A check-in is done only when it is completed
    // (the server completes its notification then), so opening its dialog only reads it.
    if (n.status === 'ACTIVE' && !(action && 'dialog' in action)) complete.mutate(n.id);
    else if (!n.isRead) markRead.mutate(n.id);
    onClose();
    if (!action) return;
    if ('dialog' in action) {
      const open = action.dialog === 'standUp' ? standUpOpener() : checkInOpener();
      if (open) open(n);
      else void navigate(n.route ?? SPRINT_DASHBOARD_PATH);
      return;
    }
    void navigate(action.path);
  }

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' },
          role: 'dialog',
          'aria-labelledby': 'notification-panel-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography id="notification-panel-title" component="h2" variant="h3">
          {t('notifications.title')}
        </Typography>
        <Button variant="text" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Tabs
        value={filter}
        onChange={(_, v: NotificationFilter) => setFilter(v)}
        aria-label={t('notifications.filter')}
        sx={{ px: 1 }}
      >
        <Tab
          value="ALL"
          label={t('notifications.all')}
          id="notifications-tab-all"
          aria-controls="notifications-list"
        />
        <Tab
          value="UNREAD"
          label={t('notifications.unread')}
          id="notifications-tab-unread"
          aria-controls="notifications-list"
        />
      </Tabs>
      <Box
        id="notifications-list"
        role="tabpanel"
        aria-labelledby={filter === 'ALL' ? 'notifications-tab-all' : 'notifications-tab-unread'}
      >
        <QueryBoundary>
          <NotificationList filter={filter} onRead={(x) => markRead.mutate(x.id)} onAction={act} />
        </QueryBoundary>
      </Box>
    </Popover>
  );
}

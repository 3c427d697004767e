import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Filter = 'ALL' | 'UNREAD';

/**
 * The notification panel: tabs ALL / UNREAD, 'Mark all as read' and the empty text.
 * Notifications themselves arrive with the notifications work; until then the list is empty.
 */
export function NotificationPanel({
  anchorEl,
  onClose,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [filter, setFilter] = useState<Filter>('ALL');
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
          role: 'dialog',
          'aria-labelledby': 'notification-panel-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
        <Typography id="notification-panel-title" component="h2" variant="h3">
          {t('notifications.title')}
        </Typography>
        <Button variant="text" onClick={onClose}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Tabs
        value={filter}
        onChange={(_, v: Filter) => setFilter(v)}
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
        sx={{ p: 3, textAlign: 'center' }}
      >
        <Typography color="text.secondary">{t('notifications.empty')}</Typography>
      </Box>
    </Popover>
  );
}

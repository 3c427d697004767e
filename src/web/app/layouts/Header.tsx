import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { NotificationPanel } from './NotificationPanel';
import { TenantSelector } from './TenantSelector';
import { UserMenu } from './UserMenu';

/** The app header: logo, organisation, notification bell and account menu. */
export function Header({ onOpenNavigation }: { onOpenNavigation?: () => void }) {
  const { t } = useTranslation('common');
  const [bellAnchor, setBellAnchor] = useState<HTMLElement | null>(null);
  return (
    <AppBar position="sticky" component="header" elevation={1}>
      <Toolbar sx={{ gap: 0.5 }}>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('header.openNavigation')}
            onClick={onOpenNavigation}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        <TenantSelector />
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          color="inherit"
          aria-label={t('notifications.open')}
          aria-haspopup="dialog"
          onClick={(e) => setBellAnchor(e.currentTarget)}
        >
          <NotificationsNoneIcon />
        </IconButton>
        <UserMenu />
      </Toolbar>
      <NotificationPanel anchorEl={bellAnchor} onClose={() => setBellAnchor(null)} />
    </AppBar>
  );
}

import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell, NotificationPanel } from '../../features/notifications';
import { CheckInHost } from '../../features/sprint-checkin';
import { StandUpHost } from '../../features/team-sprint';
import { Logo } from './Logo';
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
        <NotificationBell onOpen={setBellAnchor} />
        <UserMenu />
      </Toolbar>
      {/* these open later (a click, a live event) and may wait for their texts: only they wait */}
      <Suspense fallback={null}>
        <NotificationPanel anchorEl={bellAnchor} onClose={() => setBellAnchor(null)} />
      </Suspense>
      <Suspense fallback={null}>
        <CheckInHost />
      </Suspense>
      <Suspense fallback={null}>
        <StandUpHost />
      </Suspense>
    </AppBar>
  );
}

import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import RouteIcon from '@mui/icons-material/Route';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { signOut } from '../../features/auth/session-actions';
import { useUserState } from '../../lib/session/user-state';
import { SideNav } from '../navigation/SideNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotificationPanel } from './NotificationPanel';
import { MAIN_ID } from './SkipLink';

export const BOTTOM_BAR_HEIGHT = 56;

/** Small screens: header with a navigation drawer, the page, and a bottom toolbar of five icons. */
export function CompactLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('navigation');
  const user = useUserState();
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [bellAnchor, setBellAnchor] = useState<HTMLElement | null>(null);
  const sprintTarget = user.currentSprintStatus === 'IN_PROGRESS' ? '/sprint/dashboard' : '/sprint-library';
  const current = pathname.startsWith('/plan')
    ? 'plan'
    : pathname.startsWith('/sprint')
      ? 'sprint'
      : pathname;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header onOpenNavigation={() => setDrawer(true)} />
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        slotProps={{ paper: { sx: { width: 260 }, 'aria-label': t('label') } }}
      >
        <SideNav onNavigate={() => setDrawer(false)} />
      </Drawer>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, p: 2, outline: 'none' }}>
        {children}
      </Box>
      <Footer bottomOffset={BOTTOM_BAR_HEIGHT} />
      <Paper
        component="nav"
        aria-label={t('quickNavigation')}
        elevation={6}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100 }}
      >
        <BottomNavigation
          showLabels
          value={current}
          sx={{
            height: BOTTOM_BAR_HEIGHT,
            // five actions share even a 320 px phone: no minimum width, labels shrink rather than clip
            '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 },
            '& .MuiBottomNavigationAction-label': {
              fontSize: '0.7rem',
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
          }}
        >
          <BottomNavigationAction
            value="/dashboard/main-dashboard"
            label={t('items.dashboard')}
            icon={<DashboardIcon />}
            component={RouterLink}
            to="/dashboard/main-dashboard"
          />
          <BottomNavigationAction
            value="plan"
            label={t('items.leaderImpact')}
            icon={<RouteIcon />}
            component={RouterLink}
            to="/plan"
          />
          <BottomNavigationAction
            value="sprint"
            label={t('items.sprint')}
            icon={<DirectionsRunIcon />}
            component={RouterLink}
            to={sprintTarget}
          />
          <BottomNavigationAction
            value="notification"
            label={t('items.notification')}
            icon={<NotificationsNoneIcon />}
            onClick={(e) => setBellAnchor(e.currentTarget)}
          />
          <BottomNavigationAction
            value="logout"
            label={t('items.logout')}
            icon={<LogoutIcon />}
            onClick={() => void signOut()}
          />
        </BottomNavigation>
      </Paper>
      <NotificationPanel anchorEl={bellAnchor} onClose={() => setBellAnchor(null)} />
    </Box>
  );
}

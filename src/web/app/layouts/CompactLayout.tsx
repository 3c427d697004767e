import DashboardIcon from '@mui/icons-material/Dashboard';
import InsightsIcon from '@mui/icons-material/Insights';
import RouteIcon from '@mui/icons-material/Route';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { evaluateNavItem } from '../../../shared/domain/navigation-visibility';
import { NotificationPanel, UnreadBadgeIcon } from '../../features/notifications';
import { PERSONAL_NAVIGATION } from '../navigation/items';
import { SideNav } from '../navigation/SideNav';
import { useNavContext } from '../navigation/use-nav-context';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_ID } from './SkipLink';

/** room for a label on two lines (German, French) under the icon */
export const BOTTOM_BAR_HEIGHT = 64;

/**
 * Small screens: header with a navigation drawer, the page, and a bottom toolbar of four whole short labels
 * (Dashboard, Plan, Profile, Notifications). Signing out is in the account menu; areas still being built have
 * no slot. With the assistant's button, the page keeps room below its content, so its last card ends above the
 * button.
 */
export function CompactLayout({
  children,
  assistantSpace = 0,
}: {
  children: ReactNode;
  assistantSpace?: number;
}) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const navContext = useNavContext();
  const profileItem = PERSONAL_NAVIGATION.flatMap((g) => g.items).find((i) => i.id === 'leader-profile');
  const showProfile = !profileItem || evaluateNavItem(profileItem.meta, navContext) === 'shown';
  const [bellAnchor, setBellAnchor] = useState<HTMLElement | null>(null);
  const current = pathname.startsWith('/plan')
    ? 'plan'
    : pathname.startsWith('/explore/growth-leader-assessment-v2')
      ? 'profile'
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
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, p: 2, pb: assistantSpace ? `${assistantSpace}px` : 2, outline: 'none' }}
      >
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
            // four actions share even a 320 px phone: a long label wraps to a second line, never cut
            '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5, flex: 1 },
            '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
              fontSize: '0.72rem',
              lineHeight: 1.15,
              textAlign: 'center',
              whiteSpace: 'normal',
              // short words per language (navigation.bottomBar): a label wraps between words, never inside one
              hyphens: 'manual',
            },
          }}
        >
          <BottomNavigationAction
            value="/dashboard/main-dashboard"
            label={t('bottomBar.dashboard')}
            icon={<DashboardIcon />}
            component={RouterLink}
            to="/dashboard/main-dashboard"
          />
          <BottomNavigationAction
            value="plan"
            label={t('bottomBar.plan')}
            icon={<RouteIcon />}
            component={RouterLink}
            to="/plan"
          />
          {showProfile && (
            <BottomNavigationAction
              value="profile"
              label={t('bottomBar.profile')}
              icon={<InsightsIcon />}
              component={RouterLink}
              to="/explore/growth-leader-assessment-v2"
            />
          )}
          <BottomNavigationAction
            value="notification"
            label={t('bottomBar.notifications')}
            icon={<UnreadBadgeIcon />}
            onClick={(e) => setBellAnchor(e.currentTarget)}
          />
        </BottomNavigation>
      </Paper>
      {/* opens on a tap and may wait for its texts: only it waits */}
      <Suspense fallback={null}>
        <NotificationPanel anchorEl={bellAnchor} onClose={() => setBellAnchor(null)} />
      </Suspense>
    </Box>
  );
}

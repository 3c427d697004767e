import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { MOBILE_BREAKPOINT } from '../../../../shared/constants';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { Footer } from '../../../app/layouts/Footer';
import { Header } from '../../../app/layouts/Header';
import { ImpersonationFrame } from '../../../app/layouts/ImpersonationFrame';
import { MAIN_ID, SkipLink } from '../../../app/layouts/SkipLink';
import { useUserState } from '../../../lib/session/user-state';
import { PageLoader } from '../../../ui/PageLoader';
import { visibleSections } from '../sections';

const NAV_WIDTH = 232;

/** The console's shell: the app header, the sections the person may use, and the section's page. */
export default function ConsoleLayout() {
  const { t } = useTranslation('console');
  const user = useUserState();
  const compact = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const sections = visibleSections(user.roles);
  const backToApp = user.roles.includes('USER') && (
    <Button component={NavLink} to={DEFAULT_HOME} startIcon={<ArrowBackIcon />} size="small" sx={{ m: 1 }}>
      {t('backToApp')}
    </Button>
  );

  const nav = compact ? (
    <Box
      component="nav"
      aria-label={t('navigation')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {sections.map((s) => (
        <Button
          key={s.id}
          component={NavLink}
          to={`/console/${s.path}`}
          size="small"
          startIcon={<s.icon aria-hidden="true" />}
          sx={{ flexShrink: 0, '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
        >
          {t(s.labelKey)}
        </Button>
      ))}
    </Box>
  ) : (
    <Box
      component="nav"
      aria-label={t('navigation')}
      sx={{
        width: NAV_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="h2"
        sx={{ m: 0, px: 2, pt: 2, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, color: 'text.secondary' }}
      >
        {t('title')}
      </Box>
      <List component="ul" sx={{ p: 0, listStyle: 'none' }}>
        {sections.map((s) => (
          <li key={s.id}>
            <ListItemButton
              component={NavLink}
              to={`/console/${s.path}`}
              sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <s.icon fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={t(s.labelKey)} />
            </ListItemButton>
          </li>
        ))}
      </List>
      {backToApp}
    </Box>
  );

  return (
    <>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        <Box sx={{ display: 'flex', flexDirection: compact ? 'column' : 'row', flex: 1, minHeight: 0 }}>
          {nav}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
          >
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <Footer />
      </Box>
      <ImpersonationFrame bottomOffset={0} />
    </>
  );
}

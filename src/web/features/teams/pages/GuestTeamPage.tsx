import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Footer } from '../../../app/layouts/Footer';
import { Logo } from '../../../app/layouts/Logo';
import { MAIN_ID } from '../../../app/layouts/SkipLink';
import { signOut } from '../../auth';
import { dashboardView, TeamDashboardView } from '../components/dashboard/TeamDashboardView';

/**
 * /team-guest/:teamId/dashboard(/:view): what a guest from outside sees (decision 0039): their team's dashboard,
 * in a frame without the personal navigation, and a way to sign out.
 */
export default function GuestTeamPage() {
  const { t } = useTranslation('team-dashboard');
  const params = useParams();
  const teamId = Number(params.teamId);
  const id = Number.isInteger(teamId) && teamId > 0 ? teamId : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{ px: 3, py: 2, color: 'primary.main', display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <Logo />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void signOut()}>
          {t('guest.signOut')}
        </Button>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, px: 2, pb: 4, outline: 'none' }}>
        {id > 0 ? (
          <TeamDashboardView
            teamId={id}
            view={dashboardView(params.view)}
            basePath={`/team-guest/${id}/dashboard`}
            guest
          />
        ) : (
          <Alert severity="info">{t('guest.noTeam')}</Alert>
        )}
      </Box>
      <Footer />
    </Box>
  );
}

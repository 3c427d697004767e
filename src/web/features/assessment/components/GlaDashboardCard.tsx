import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';
import { useGlaFlow } from './GlaFlow';
import { GlaProgress } from './GlaProgress';

/** The dashboard's GLA card: start (info dialog first), resume at the saved page, or open the Leader Profile. */
export function GlaDashboardCard() {
  const { t } = useTranslation(['dashboard', 'assessment']);
  const user = useUserState();
  const flow = useGlaFlow();
  const started = user.glaV2.assessmentId > 0;
  const done = started && user.strategySurveyCompleted;
  return (
    <DashboardCard
      title={t('gla.title')}
      status={
        done ? t('status.completed') : started ? t('status.inProgress') : t('assessment:card.notStarted')
      }
    >
      <Typography variant="body2">{done ? t('gla.done') : t('gla.text')}</Typography>
      <GlaProgress assessmentId={user.glaV2.assessmentId} active={started && !done} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {done ? (
          <Button variant="contained" component={RouterLink} to="/explore/growth-leader-assessment-v2">
            {t('assessment:actions.viewProfile')}
          </Button>
        ) : (
          <Button variant="contained" onClick={flow.launch} disabled={flow.busy}>
            {started ? t('assessment:actions.resume') : t('assessment:actions.start')}
          </Button>
        )}
      </Stack>
      {flow.dialogs}
    </DashboardCard>
  );
}

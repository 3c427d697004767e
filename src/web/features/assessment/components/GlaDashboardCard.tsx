import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { DashboardCard } from '../../../ui/DashboardCard';
import { useSurveyProgress } from '../api/survey-progress';
import { useGlaFlow } from './GlaFlow';

/** The dashboard's GLA card: start (info dialog first), resume at the saved page, or open the Leader Profile. */
export function GlaDashboardCard() {
  const { t } = useTranslation(['dashboard', 'assessment']);
  const user = useUserState();
  const flow = useGlaFlow();
  const started = user.glaV2.assessmentId > 0;
  const done = started && user.strategySurveyCompleted;
  const progress = useSurveyProgress(user.glaV2.assessmentId, started && !done);
  const fmt = useFormat();
  const progressId = useId();
  return (
    <DashboardCard
      title={t('gla.title')}
      status={
        done ? t('status.completed') : started ? t('status.inProgress') : t('assessment:card.notStarted')
      }
    >
      <Typography variant="body2">{done ? t('gla.done') : t('gla.text')}</Typography>
      {started && !done && progress.data && (
        <Box sx={{ mt: 1.5 }} data-testid="gla-progress">
          <Typography variant="body2" id={progressId} sx={{ mb: 0.5 }}>
            {t('assessment:card.progress', {
              survey: t(
                progress.data.profile === 'STYLE' ? 'assessment:survey.style' : 'assessment:survey.strategy',
              ),
              page: progress.data.page,
              pages: progress.data.pages,
              percent: fmt.percent(progress.data.percent),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.data.percent}
            aria-labelledby={progressId}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
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

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/operations';

/** The console analytics' activity card: weekly active people and the funnel, from tracking events. */
export function ActivityCard() {
  const { t } = useTranslation('notifications');
  const activity = useActivity();
  const a = activity.data;
  if (!a) return null;
  const top = Math.max(1, a.funnel[0]?.people ?? 0);
  return (
    <Paper component="section" aria-labelledby="activity-title" sx={{ p: 2.5, flex: '1 1 100%' }}>
      <Typography id="activity-title" component="h2" variant="h2" gutterBottom>
        {t('activity.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700, mr: 1 }}>
          {a.weeklyActive}
        </Box>
        {t('activity.weeklyActive')}
      </Typography>
      <Typography component="h3" variant="h3" gutterBottom>
        {t('activity.funnel')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {a.funnel.map((step, i) => (
          <Box component="li" key={step.event}>
            <Typography variant="body2">
              {t(`activity.steps.${i}`)}: <strong>{step.people}</strong>
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(step.people / top) * 100}
              aria-label={t(`activity.steps.${i}`)}
              sx={{ height: 8, borderRadius: 1 }}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

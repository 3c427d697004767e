import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUsage } from '../api/console';

const UsageChart = lazy(() => import('./UsageChart'));

/**
 * The console settings' assistant usage card: how its answers were rated (a chart first), then questions and people.
 * Counts only: never a conversation.
 */
export function AssistantUsageCard() {
  const { t } = useTranslation('assistant-chat');
  const f = useFormat();
  const usage = useUsage();
  const u = usage.data;
  const rated = u ? u.likes + u.dislikes : 0;
  // the usage counts are the admins'; other analytics roles see the rest of the page
  if (isApiError(usage.error, 403)) return null;
  return (
    <Paper component="section" aria-labelledby="assistant-usage-title" sx={{ p: 2.5, flex: '1 1 100%' }}>
      <Typography id="assistant-usage-title" component="h2" variant="h2" gutterBottom>
        {t('usage.title')}
      </Typography>
      {usage.isPending && <Typography color="text.secondary">{t('usage.loading')}</Typography>}
      {usage.isError && <Alert severity="error">{errorText(usage.error, t)}</Alert>}
      {u && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Box sx={{ width: 220, height: 220, display: 'grid', placeItems: 'center' }}>
            {rated > 0 ? (
              <Suspense fallback={null}>
                <UsageChart
                  likes={u.likes}
                  dislikes={u.dislikes}
                  labels={[t('usage.likes'), t('usage.dislikes')]}
                  title={t('usage.chartTitle', { likes: f.number(u.likes), dislikes: f.number(u.dislikes) })}
                />
              </Suspense>
            ) : (
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('usage.noRatings')}
              </Typography>
            )}
          </Box>
          <Box sx={{ flex: '1 1 240px' }}>
            {!u.enabled && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('usage.off')}
              </Alert>
            )}
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, alignItems: 'baseline' }}
            >
              {[
                { label: t('usage.ratio'), value: u.likeRatio === null ? '–' : f.percent(u.likeRatio * 100) },
                { label: t('usage.questions'), value: f.number(u.questions) },
                { label: t('usage.people'), value: f.number(u.people) },
              ].map((i) => (
                <Box key={i.label} sx={{ display: 'contents' }}>
                  <Typography
                    component="dt"
                    sx={{ fontSize: '1.75rem', fontWeight: 700, textAlign: 'right' }}
                  >
                    {i.value}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {i.label}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {u.questions === 0 ? t('usage.nextEmpty') : t('usage.next')}
            </Typography>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

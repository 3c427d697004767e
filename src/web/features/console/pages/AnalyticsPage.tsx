import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ActivityCard } from '../../notifications';
import { useAnalytics } from '../api/analytics';
import { NotYetAvailable } from '../components/NotYetAvailable';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 2.5, flex: '1 1 260px' }}>
      <Typography component="h2" variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Figures({ items }: { items: { label: string; value: number }[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, alignItems: 'baseline' }}
    >
      {items.map((i) => (
        <Box key={i.label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontSize: '1.75rem', fontWeight: 700, textAlign: 'right' }}>
            {i.value}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {i.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Organisation summaries for the analytics roles: counts only, never an individual's answers. */
export default function AnalyticsPage() {
  const { t } = useTranslation('console');
  const analytics = useAnalytics();
  const a = analytics.data;
  usePageTitle(t('analytics.title'));
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageTitle>{t('analytics.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('analytics.intro')}
      </Typography>
      {analytics.isPending && <CircularProgress aria-label={t('loading')} />}
      {analytics.isError && <Alert severity="error">{t('errors.failed')}</Alert>}
      {a && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <ActivityCard />
          <Card title={t('analytics.members')}>
            <Figures
              items={[
                { label: t('analytics.active'), value: a.members.active },
                { label: t('analytics.invited'), value: a.members.invited },
                { label: t('analytics.deactivated'), value: a.members.deactivated },
              ]}
            />
          </Card>
          <Card title={t('analytics.gla')}>
            {a.gla ? (
              <Figures
                items={[
                  { label: t('analytics.started'), value: a.gla.started },
                  { label: t('analytics.finished'), value: a.gla.finished },
                ]}
              />
            ) : (
              <NotYetAvailable />
            )}
          </Card>
          <Card title={t('analytics.sprints')}>
            {a.sprints ? (
              <Figures
                items={[
                  { label: t('analytics.started'), value: a.sprints.started },
                  { label: t('analytics.finished'), value: a.sprints.finished },
                ]}
              />
            ) : (
              <NotYetAvailable />
            )}
          </Card>
          <Card title={t('analytics.teamAlignment')}>
            {a.teamAlignment ? (
              <Figures
                items={[
                  { label: t('analytics.surveys'), value: a.teamAlignment.surveys },
                  { label: t('analytics.responses'), value: a.teamAlignment.responses },
                ]}
              />
            ) : (
              <NotYetAvailable />
            )}
          </Card>
        </Box>
      )}
    </Box>
  );
}

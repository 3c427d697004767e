import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { chartRows, GLA_SCALE, meanBenchmark } from '../../../../shared/domain/gla-chart';
import { useFormat } from '../../../lib/i18n/use-format';
import { MARK_COLOR } from '../marks';
import { ProfileTable } from './ProfileTable';

const ProfileChart = lazy(() => import('./ProfileChart'));

/**
 * The top of the Leader Profile: the overall score on its scale, a paragraph saying what the profile means
 * (Style and Strategy, the scale, the benchmark, strongest and weakest), and the chart with its table.
 */
export function ProfileGlance({ result, subject }: { result: GlaResult; subject?: string }) {
  const { t } = useTranslation('assessment');
  const fmt = useFormat();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const rows = chartRows(result.groups);
  const level = t(`levels.${result.benchmark.level}`);
  const names = (codes: string[]) =>
    codes.map((c) => rows.find((r) => r.code === c)?.name ?? c).join(t('chart.listSeparator'));
  const benchmark = meanBenchmark(rows);
  const overall = result.overall === null ? '–' : fmt.number(result.overall, 1);
  const caption = t('chart.caption', { level });
  // read by someone the person shared it with: the texts name them instead of saying "your"
  const about = subject ? { context: 'member', name: subject } : {};
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="glance"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Typography id="glance" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('chart.title', about)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          <Suspense fallback={<Skeleton variant="rounded" height={rows.length * 44 + 90} />}>
            <ProfileChart rows={rows} label={t('chart.alt', { level })} />
          </Suspense>
          <Button
            size="small"
            sx={{ mt: 1 }}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
          >
            {showTable ? t('chart.hideTable') : t('chart.showTable')}
          </Button>
          <Box id={tableId} sx={{ overflowX: 'auto' }}>
            <ProfileTable rows={rows} shown={showTable} caption={caption} />
          </Box>
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            {t('profile.overall')}
          </Typography>
          <Typography component="p" sx={{ mb: 1.5 }}>
            <Box
              component="span"
              sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.1 }}
              data-testid="overall"
            >
              {overall}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('chart.outOf', { max: GLA_SCALE.max })}
            </Box>
          </Typography>
          <Typography sx={{ mb: 1.5 }} data-testid="profile-summary">
            {t('chart.summary', {
              ...about,
              overall,
              benchmark: benchmark === null ? '–' : fmt.number(benchmark, 1),
              level,
              top: names(result.top),
              bottom: names(result.bottom),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('chart.styleStrategy')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('chart.scale', about)}{' '}
            {result.benchmark.assumed
              ? t('chart.benchmarkAssumed', { ...about, level })
              : t('chart.benchmarkFor', { level })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', mt: 2 }}>
            <Box component="section" aria-labelledby="top-three">
              <Typography
                id="top-three"
                variant="subtitle2"
                component="h3"
                sx={{
                  color: (th) => (th.palette.mode === 'dark' ? th.palette.success.light : MARK_COLOR.top),
                }}
              >
                ▲ {t('profile.top')}
              </Typography>
              <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="top-three">
                {result.top.map((c) => (
                  <li key={c}>{names([c])}</li>
                ))}
              </Box>
            </Box>
            <Box component="section" aria-labelledby="bottom-three">
              <Typography
                id="bottom-three"
                variant="subtitle2"
                component="h3"
                sx={{
                  color: (th) => (th.palette.mode === 'dark' ? th.palette.warning.light : MARK_COLOR.bottom),
                }}
              >
                ▼ {t('profile.bottom')}
              </Typography>
              <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="bottom-three">
                {result.bottom.map((c) => (
                  <li key={c}>{names([c])}</li>
                ))}
              </Box>
            </Box>
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

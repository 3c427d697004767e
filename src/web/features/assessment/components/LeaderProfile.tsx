import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { useFormat } from '../../../lib/i18n/use-format';
import { CapabilityCard } from './CapabilityCard';

/** The Leader Profile of a finished GLA: nine capabilities by group, top and bottom three, the benchmark line. */
export function LeaderProfile({ result }: { result: GlaResult }) {
  const { t } = useTranslation('assessment');
  const fmt = useFormat();
  const all = result.groups.flatMap((g) => g.capabilities);
  const name = (code: string) => all.find((c) => c.code === code)?.name ?? code;
  const level = t(`levels.${result.benchmark.level}`);
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          mb: 3,
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="overline">{t('profile.overall')}</Typography>
          <Typography variant="h3" component="p" data-testid="overall">
            {result.overall === null ? '–' : fmt.number(result.overall, 1)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {result.benchmark.assumed
              ? t('profile.benchmarkAssumed', { level })
              : t('profile.benchmarkFor', { level })}
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="top-three">
          <Typography id="top-three" variant="overline" component="h3">
            {t('profile.top')}
          </Typography>
          <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="top-three">
            {result.top.map((c) => (
              <li key={c}>{name(c)}</li>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bottom-three">
          <Typography id="bottom-three" variant="overline" component="h3">
            {t('profile.bottom')}
          </Typography>
          <Box component="ol" sx={{ pl: 2.5, m: 0 }} data-testid="bottom-three">
            {result.bottom.map((c) => (
              <li key={c}>{name(c)}</li>
            ))}
          </Box>
        </Paper>
      </Box>
      {result.groups.map((g) => (
        <Box component="section" key={g.group} aria-labelledby={`group-${g.group}`} sx={{ mb: 3 }}>
          <Typography id={`group-${g.group}`} component="h3" variant="h5">
            {g.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {g.description}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {g.capabilities.map((c) => (
              <CapabilityCard key={c.code} c={c} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

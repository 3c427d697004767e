import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamDashboard } from '../../api/team-dashboard';
import { BarChart } from './BarChart';

/**
 * The members' strengths, aggregated: the server leaves the numbers out unless the privacy rule holds (decision
 * 0073), and then the privacy message, saying what the rule asks, is all there is to show.
 */
export function StrengthsPanel({ aggregate }: { aggregate: TeamDashboard['glaStrengths'] }) {
  const { t } = useTranslation('team-dashboard');
  if (!aggregate.available) return <Alert severity="info">{t('strengths.privacy')}</Alert>;
  const caps = [...aggregate.capabilities].sort((a, b) => b.strengthCount - a.strengthCount);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('strengths.contributors', { count: aggregate.contributors })}
      </Typography>
      <BarChart
        label={t('strengths.chartLabel')}
        max={aggregate.contributors}
        bars={caps.map((c) => ({ key: c.code, name: c.name, value: c.strengthCount }))}
      />
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {caps.map((c) => (
          <li key={c.code}>
            <Typography variant="body2">
              {t('strengths.line', { name: c.name, strengths: c.strengthCount, gaps: c.gapCount })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

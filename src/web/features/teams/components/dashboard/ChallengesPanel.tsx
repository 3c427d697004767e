import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TeamDashboard } from '../../api/team-dashboard';
import { BarChart } from './BarChart';

/** The challenges most members chose in their plans: the chart, then who chose each. */
export function ChallengesPanel({ dashboard }: { dashboard: TeamDashboard }) {
  const { t } = useTranslation('team-dashboard');
  const names = new Map(dashboard.teamMember.map((m) => [m.userId, m.name]));
  const rows = dashboard.teamTopChallenges;
  return (
    <Box>
      <BarChart
        label={t('challenges.chartLabel')}
        max={Math.max(1, dashboard.teamMember.length)}
        bars={rows.map((c) => ({ key: String(c.id), name: c.title, value: c.userIds.length }))}
      />
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {rows.map((c) => (
          <li key={c.id}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {c.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('challenges.chosenBy', {
                count: c.userIds.length,
                names: c.userIds
                  .map((id) => names.get(id) ?? '')
                  .filter(Boolean)
                  .join(', '),
              })}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useMyTeamMilestones } from '../../api/team-milestones';
import { DashboardSection } from './DashboardSection';

/** The team's milestones, by date (the team's own section: its own loading and error). */
export function MilestonesPanel({ teamId }: { teamId: number }) {
  const { t } = useTranslation('team-dashboard');
  const fmt = useFormat();
  const q = useMyTeamMilestones();
  const rows = (q.data?.items ?? [])
    .filter((m) => m.teamId === teamId)
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <DashboardSection
      id="milestones"
      title={t('milestones.title')}
      loading={q.isPending}
      error={q.isError}
      onRetry={() => void q.refetch()}
      empty={rows.length === 0 ? t('milestones.empty') : null}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography sx={{ fontWeight: 600 }}>{m.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {fmt.date(m.date)}
            </Typography>
            <Chip
              size="small"
              color={m.done ? 'success' : 'default'}
              label={m.done ? t('milestones.done') : t('milestones.upcoming')}
            />
          </Box>
        ))}
      </Box>
    </DashboardSection>
  );
}

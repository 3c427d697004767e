import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { SPRINT_BAND_COLOURS, sprintColourBand } from '../../../../shared/domain/sprint-colour-bands';
import { useFormat } from '../../../lib/i18n/use-format';

function Card({
  title,
  value,
  subtitle,
  colour,
}: {
  title: string;
  value: string;
  subtitle?: string;
  colour?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderLeft: colour ? `6px solid ${colour}` : undefined }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography component="p" variant="h2" sx={{ mt: 0.5 }}>
        {value}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The overview's four cards: days left, next check-in, outcome % and crew engagement % (colour bands). `team`:
 * a team's sprint, whose hints speak of the team's check-in, not the person's. Without a crew the engagement card
 * says so (nobody is asked for feedback), not that a check-in will fill it.
 */
export function OverviewCards({ sprint, team = false }: { sprint: SprintSummary; team?: boolean }) {
  const { t } = useTranslation('sprint-board');
  const afterCheckIn = team ? t('cards.afterTeamCheckIn') : t('cards.afterCheckIn');
  // without a crew nobody is asked for feedback: the engagement has nothing to wait for (issue 30)
  const noCrew = sprint.sprintCrews.length === 0;
  const f = useFormat();
  const score = (v: number | null) => (v === null ? t('cards.noData') : f.percent(v, 1));
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      data-testid="overview-cards"
    >
      <Card
        title={t('cards.daysLeft')}
        value={f.number(sprint.daysLeftToCompleteSprint)}
        subtitle={t('cards.week', {
          week: sprint.currentWeek,
          weeks: sprint.duration + sprint.extendedWeeks,
        })}
      />
      <Card
        title={t('cards.nextCheckIn')}
        value={sprint.nextSprintCheckInDate ? f.date(sprint.nextSprintCheckInDate) : t('cards.none')}
        subtitle={sprint.nextSprintCheckInDate ? f.time(sprint.nextSprintCheckInDate) : undefined}
      />
      <Card
        title={t('cards.outcome')}
        value={score(sprint.outcomePercentage.current)}
        colour={SPRINT_BAND_COLOURS[sprintColourBand(sprint.outcomePercentage.current)]}
        subtitle={sprint.outcomePercentage.current === null ? afterCheckIn : undefined}
      />
      <Card
        title={t('cards.engagement')}
        value={score(sprint.sprintCrewEngagementPercentage.current)}
        colour={SPRINT_BAND_COLOURS[sprintColourBand(sprint.sprintCrewEngagementPercentage.current)]}
        subtitle={
          sprint.sprintCrewEngagementPercentage.current !== null
            ? undefined
            : noCrew
              ? t('cards.noCrew')
              : afterCheckIn
        }
      />
    </Box>
  );
}

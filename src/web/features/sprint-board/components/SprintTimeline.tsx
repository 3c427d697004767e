import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { SPRINT_BAND_COLOURS } from '../../../../shared/domain/sprint-colour-bands';
import { useFormat } from '../../../lib/i18n/use-format';

const CHECK_IN_COLOURS = {
  future: '#ffffff',
  completed: SPRINT_BAND_COLOURS.darkGreen,
  open: SPRINT_BAND_COLOURS.yellow,
  incomplete: SPRINT_BAND_COLOURS.red,
} as const;

/**
 * The timeline, chart first: the sprint as a bar filled to today, check-ins as dots (future, completed, open:
 * due and still to do, incomplete: missed) and feedback send-outs as ticks (future, past); a list below says the same in words.
 */
export function SprintTimeline({ sprint }: { sprint: SprintSummary }) {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  const start = Date.parse(sprint.dateTimeFrom ?? '');
  const end = Date.parse(sprint.sprintReviewEndTime ?? '');
  const at = (iso: string) => `${((Date.parse(iso) - start) / (end - start)) * 100}%`;
  const tl = sprint.sprintTimeline;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="timeline-title">
      <Typography id="timeline-title" component="h2" variant="h3">
        {t('timeline.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('timeline.progress', { value: f.percent(tl.timelineProgressPercentage) })}
      </Typography>
      <Box
        sx={{ position: 'relative', height: 48, mt: 2, mx: 1 }}
        role="img"
        aria-label={t('timeline.chart')}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 18,
            left: 0,
            right: 0,
            height: 12,
            bgcolor: 'grey.200',
            borderRadius: 6,
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: 18,
            left: 0,
            width: `${tl.timelineProgressPercentage}%`,
            height: 12,
            bgcolor: 'primary.main',
            borderRadius: 6,
          }}
        />
        {tl.sendOutFeedbacks.map((s) => (
          <Box
            key={s.date}
            sx={{
              position: 'absolute',
              left: at(s.date),
              top: 10,
              width: 2,
              height: 28,
              bgcolor: s.status === 'past' ? 'grey.600' : 'grey.400',
            }}
          />
        ))}
        {tl.checkInDates.map((c) => (
          <Box
            key={c.date}
            sx={{
              position: 'absolute',
              left: `calc(${at(c.date)} - 8px)`,
              top: 16,
              width: 16,
              height: 16,
              borderRadius: '50%',
              border: '2px solid',
              borderColor: 'primary.dark',
              bgcolor: CHECK_IN_COLOURS[c.status],
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="caption">{f.date(sprint.startDate ?? '')}</Typography>
        <Typography variant="caption">{f.date(sprint.lastDate ?? '')}</Typography>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mt: 1, listStyle: 'none' }}
      >
        {(['future', 'completed', 'open', 'incomplete'] as const).map((s) => (
          <Box component="li" key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: '2px solid',
                borderColor: 'primary.dark',
                bgcolor: CHECK_IN_COLOURS[s],
              }}
            />
            <Typography variant="caption">
              {t(`timeline.${s}`)} ({tl.checkInDates.filter((c) => c.status === s).length})
            </Typography>
          </Box>
        ))}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 2, height: 14, bgcolor: 'grey.600' }} />
          <Typography variant="caption">
            {t('timeline.sendOuts', {
              past: tl.sendOutFeedbacks.filter((s) => s.status === 'past').length,
              future: tl.sendOutFeedbacks.filter((s) => s.status === 'future').length,
            })}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

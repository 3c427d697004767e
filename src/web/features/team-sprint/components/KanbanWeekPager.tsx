import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { KanbanWeek } from '../../../../shared/contracts/team-sprint';

/**
 * Which week of the team sprint the kanban shows: the previous and next week, or the whole sprint and back to one
 * week. `week` is the week shown (null: the whole sprint), `weeks` how many the sprint has.
 */
export function KanbanWeekPager({
  week,
  weeks,
  onChange,
}: {
  week: number | null;
  weeks: number;
  onChange(week: KanbanWeek | undefined): void;
}) {
  const { t } = useTranslation('team-sprint');
  if (weeks <= 1 && week !== null) return null;
  return (
    <Box
      component="nav"
      aria-label={t('kanban.weeks')}
      // on a phone the whole-sprint button moves to its own line instead of breaking "Woche 2 von 4" in two
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
    >
      {week !== null && (
        <IconButton
          aria-label={t('kanban.previousWeek')}
          disabled={week <= 1}
          onClick={() => onChange(week - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Typography component="p" variant="subtitle1" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        {week === null ? t('kanban.wholeSprint') : t('kanban.weekOf', { week, weeks })}
      </Typography>
      {week !== null && (
        <IconButton
          aria-label={t('kanban.nextWeek')}
          disabled={week >= weeks}
          onClick={() => onChange(week + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      )}
      <Button
        size="small"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => onChange(week === null ? undefined : 'all')}
      >
        {week === null ? t('kanban.showWeek') : t('kanban.showAll')}
      </Button>
    </Box>
  );
}

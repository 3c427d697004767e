import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { useFormat } from '../../../lib/i18n/use-format';
import { CrewPanel } from '../../sprint-design';

/** The crew section's id: the dashboard's "Add crew" leads there in one click. */
export const CREW_SECTION_ID = 'sprint-crew';

/** Brings the crew section into view and puts the cursor in its add form's first field. */
export function goToCrewForm() {
  const section = document.getElementById(CREW_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLInputElement>('form input:not([type="radio"])')?.focus({ preventScroll: true });
}

/**
 * The crew with their status; while the sprint runs, people are added, removed and invited again here (by whom
 * `editable` says: a team sprint's crew is its manager's).
 */
export function CrewList({
  sprint,
  editable = sprint.sprintStatus === 'IN_PROGRESS',
}: {
  sprint: SprintSummary;
  editable?: boolean;
}) {
  const { t } = useTranslation('sprint-board');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0, scrollMarginTop: 80 }}
      component="section"
      id={CREW_SECTION_ID}
      aria-labelledby="crew-title"
    >
      <Typography id="crew-title" component="h2" variant="h3">
        {t('crew.title')}
      </Typography>
      {/* the sprint design's crew panel: add, remove and resend while the sprint runs (a side column: narrow) */}
      <CrewPanel sprintId={sprint.id} crew={sprint.sprintCrews} editable={editable} narrow />
    </Paper>
  );
}

/** The actions with their activities (and the behaviours and outcomes practised), read-only. */
export function ActionsWithActivities({ sprint }: { sprint: SprintSummary }) {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="actions-title">
      <Typography id="actions-title" component="h2" variant="h3">
        {t('actionsList.title')}
      </Typography>
      {sprint.actions.map((a) => (
        <Box key={a.id} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {a.label}
            {a.actionDetail.status === 'FINISHED' && (
              <Chip size="small" sx={{ ml: 1 }} label={t('actionsList.finished')} />
            )}
          </Typography>
          {a.activities.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('actionsList.noActivities')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {a.activities.map((x) => (
                <ListItem key={x.id} disableGutters>
                  <ListItemText
                    primary={x.title}
                    secondary={[
                      t(`columns.${x.status}`),
                      x.meetingStart ? `${f.dateTime(x.meetingStart)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ))}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('actionsList.behaviours')}
      </Typography>
      <Typography variant="body2">{sprint.behaviours.map((b) => b.label).join(' · ')}</Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {t('actionsList.outcomes')}
      </Typography>
      <Typography variant="body2">{sprint.outcomes.map((o) => o.label).join(' · ')}</Typography>
      {sprint.reviews
        .filter((r) => r.reflection)
        .map((r) => (
          <Box key={r.createdAt} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('actionsList.review')}
            </Typography>
            <Typography variant="body2">{r.reflection}</Typography>
          </Box>
        ))}
    </Paper>
  );
}

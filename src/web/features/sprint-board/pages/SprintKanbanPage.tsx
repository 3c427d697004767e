import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Activity, SprintSummary } from '../../../../shared/contracts/sprint-board';
import { isApiError } from '../../../lib/api/errors';
import { useFormat } from '../../../lib/i18n/use-format';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  useDeleteActivity,
  useDoneActivity,
  useMoveActivity,
  useSendInvitation,
} from '../api/activity-mutations';
import { useCurrentSprint } from '../api/current-sprint';
import { ActivityDialog } from '../components/ActivityDialog';
import { KanbanBoard } from '../components/KanbanBoard';

/** The calendar view: meetings grouped by the day they start (in the person's zone), sorted by start. */
function ByDay({ sprint }: { sprint: SprintSummary }) {
  const { t } = useTranslation('sprint-board');
  const f = useFormat();
  const all = [...sprint.actions.flatMap((a) => a.activities), ...sprint.otherActivities]
    .filter((a) => a.meetingStart)
    .sort((a, b) => Date.parse(a.meetingStart!) - Date.parse(b.meetingStart!));
  const days = new Map<string, Activity[]>();
  for (const a of all) {
    const key = f.longDate(a.meetingStart!);
    days.set(key, [...(days.get(key) ?? []), a]);
  }
  if (!days.size) return <Alert severity="info">{t('kanban.noMeetings')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {[...days.entries()].map(([day, list]) => (
        <Paper key={day} variant="outlined" sx={{ p: 2 }} component="section" aria-label={day}>
          <Typography component="h2" variant="h3">
            {day}
          </Typography>
          <List dense>
            {list.map((a) => (
              <ListItem key={a.id} disableGutters>
                <ListItemText
                  primary={`${f.time(a.meetingStart!)} – ${f.time(a.meetingEnd!)} · ${a.title}`}
                  secondary={t(`columns.${a.status}`)}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
    </Box>
  );
}

/** /sprint/kanban: the sprint's activities on a board (mouse and keyboard) and by day. */
export default function SprintKanbanPage() {
  const { t } = useTranslation('sprint-board');
  const sprint = useCurrentSprint();
  const move = useMoveActivity();
  const done = useDoneActivity();
  const del = useDeleteActivity();
  const send = useSendInvitation();
  const [tab, setTab] = useState(0);
  const [editing, setEditing] = useState<{ activity: Activity | null } | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  usePageTitle(t('kanban.title'));
  const failed = (e: unknown) =>
    toast({ message: isApiError(e) ? e.message : t('activity.failed'), severity: 'error' });

  if (sprint.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (sprint.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  const s = sprint.data;
  if (!s)
    return (
      <Box sx={{ maxWidth: 960 }}>
        <PageTitle>{t('kanban.title')}</PageTitle>
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('dashboard.none')}
        </Alert>
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <PageTitle>{t('kanban.title')}</PageTitle>
          <Typography color="text.secondary">
            <RouterLink to="/sprint/dashboard">{s.label}</RouterLink>
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ activity: null })}>
          {t('activity.create')}
        </Button>
      </Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={t('kanban.views')}>
        <Tab label={t('kanban.board')} id="kanban-tab-0" aria-controls="kanban-panel-0" />
        <Tab label={t('kanban.byDay')} id="kanban-tab-1" aria-controls="kanban-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`kanban-panel-${tab}`} aria-labelledby={`kanban-tab-${tab}`}>
        {tab === 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('kanban.hint')}
            </Typography>
            <KanbanBoard
              sprint={s}
              onMove={(m) => move.mutate(m, { onError: failed })}
              handlers={{
                onEdit: (a) => setEditing({ activity: a }),
                onDone: (a) => done.mutate(a.id, { onError: failed }),
                onDelete: (a) => setDeleting(a),
                onSend: (a) =>
                  send.mutate(a.id, {
                    onSuccess: (r) =>
                      toast({ message: t('kanban.sent', { count: r.data.sent }), severity: 'success' }),
                    onError: failed,
                  }),
              }}
            />
          </>
        ) : (
          <ByDay sprint={s} />
        )}
      </Box>
      {editing && (
        <ActivityDialog sprint={s} activity={editing.activity} open onClose={() => setEditing(null)} />
      )}
      <ConfirmationDialog
        open={!!deleting}
        title={t('kanban.deleteTitle')}
        text={t('kanban.deleteText', { title: deleting?.title ?? '' })}
        busy={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: failed })
        }
      />
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../../shared/contracts/sprint-board';
import type { KanbanWeek, TeamActivities, TeamActivity } from '../../../../shared/contracts/team-sprint';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { ActivityDialog, type BoardSprint, KanbanBoard } from '../../sprint-board';
import {
  useDeleteTeamActivity,
  useDoneTeamActivity,
  useMoveTeamActivity,
  useSaveTeamActivity,
  useTeamActivities,
} from '../api/kanban';
import { useTeamSprintSummary } from '../api/summary';
import { KanbanWeekPager } from '../components/KanbanWeekPager';
import { TeamActions } from '../components/TeamActions';
import { TeamSprintFrame } from '../components/TeamSprintFrame';

/** The team's activities as the personal board reads them: under their action, or under none. */
export function boardOf(data: TeamActivities): BoardSprint {
  const ids = new Set(data.actions.map((a) => a.id));
  return {
    actions: data.actions.map((a) => ({
      id: a.id,
      label: a.actionLeadName ? `${a.label} · ${a.actionLeadName}` : a.label,
      actionDetail: { id: a.id, status: a.status },
      activities: data.allActivities.filter((x) => x.actionId === a.id),
    })),
    otherActivities: data.allActivities.filter((x) => x.actionId === null || !ids.has(x.actionId)),
  };
}

/**
 * /teams/v2/:teamId/sprint/kanban: every member's activities of the team sprint on the personal board (times in
 * the viewer's zone), one week at a time (the current one first) or the whole sprint; a card changes only for its
 * creator or the manager; the actions with their leads above.
 */
export default function TeamSprintKanbanPage() {
  return (
    <TeamSprintFrame view="kanban">
      {({ teamId, sprint }) => <Kanban teamId={teamId} sprintId={sprint.id} />}
    </TeamSprintFrame>
  );
}

function Kanban({ teamId, sprintId }: { teamId: number; sprintId: number }) {
  const { t } = useTranslation('team-sprint');
  // the week in view: the sprint's current week until another is chosen (the server says which it is)
  const [week, setWeek] = useState<KanbanWeek | undefined>(undefined);
  const activities = useTeamActivities(teamId, week);
  const summary = useTeamSprintSummary(sprintId);
  const save = useSaveTeamActivity();
  const move = useMoveTeamActivity();
  const done = useDoneTeamActivity();
  const del = useDeleteTeamActivity();
  const [editing, setEditing] = useState<{ activity: Activity | null } | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  const failed = (e: unknown) => toast({ message: errorText(e, t), severity: 'error' });
  if (activities.isPending || summary.isPending) return <SectionSkeleton lines={6} />;
  if (activities.isError)
    return <SectionError error={activities.error} onRetry={() => void activities.refetch()} />;
  if (summary.isError) return <SectionError error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = activities.data;
  const byId = new Map<number, TeamActivity>(data.allActivities.map((a) => [a.id, a]));
  return (
    <>
      <TeamActions actions={data.actions} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h2" sx={{ flex: 1, minWidth: 200 }}>
          {t('kanban.board')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ activity: null })}>
          {t('kanban.create')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('kanban.hint')}
      </Typography>
      <KanbanWeekPager week={data.week} weeks={data.weeks} onChange={setWeek} />
      <KanbanBoard
        sprint={boardOf(data)}
        variant={{
          editable: (a) => byId.get(a.id)?.editable ?? false,
          note: (a) => byId.get(a.id)?.createdByName ?? null,
          noSend: true,
        }}
        onMove={(m) => move.mutate(m, { onError: failed })}
        handlers={{
          onEdit: (a) => setEditing({ activity: a }),
          onDone: (a) => done.mutate(a.id, { onError: failed }),
          onDelete: (a) => setDeleting(a),
          onSend: () => undefined,
        }}
      />
      {editing && (
        <ActivityDialog
          sprint={summary.data}
          activity={editing.activity}
          open
          onClose={() => setEditing(null)}
          save={save}
        />
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
    </>
  );
}

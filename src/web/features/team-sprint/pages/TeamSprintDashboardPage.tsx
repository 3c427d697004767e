import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { CrewList, OverviewCards, SprintTimeline } from '../../sprint-board';
import { CheckInCallToAction } from '../../sprint-checkin';
import { useTeamSprintSummary } from '../api/summary';
import { ManagerActions } from '../components/ManagerActions';
import { MemberStatusList } from '../components/MemberStatusList';
import { NoCrewNotice } from '../components/NoCrewNotice';
import { StandUpAnswers } from '../components/StandUpAnswers';
import { TeamActions } from '../components/TeamActions';
import { TeamSprintFrame } from '../components/TeamSprintFrame';

/**
 * /teams/v2/:teamId/sprint/dashboard: the team sprint's overview (the personal dashboard's cards and timeline),
 * the team's stand-up answers (live), the actions with their leads, the sprint team's status dots, the crew (the
 * manager adds and removes people; without a crew a notice says what that means and what to do); the manager's
 * menu (share, extend, save, cancel).
 */
export default function TeamSprintDashboardPage() {
  return (
    <TeamSprintFrame view="dashboard">{({ sprint }) => <Dashboard sprintId={sprint.id} />}</TeamSprintFrame>
  );
}

function Dashboard({ sprintId }: { sprintId: number }) {
  const { t } = useTranslation('team-sprint');
  const summary = useTeamSprintSummary(sprintId);
  if (summary.isPending) return <SectionSkeleton lines={6} />;
  if (summary.isError) return <SectionError error={summary.error} onRetry={() => void summary.refetch()} />;
  const s = summary.data;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={`/teams/v2/${s.teamId}/sprint/kanban`} variant="outlined">
          {t('dashboard.openKanban')}
        </Button>
        {s.viewer.teamAdmin && <ManagerActions sprint={s} />}
      </Box>
      {s.reviewPhase === 'review-due' && s.viewer.teamAdmin && (
        <Alert severity="warning">{t('dashboard.reviewDue')}</Alert>
      )}
      {s.sprintStatus === 'IN_PROGRESS' && s.sprintCrews.length === 0 && (
        <NoCrewNotice manager={s.viewer.teamAdmin} />
      )}
      <CheckInCallToAction sprintId={s.id} teamId={s.teamId} />
      <OverviewCards sprint={s} team />
      <SprintTimeline sprint={s} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <StandUpAnswers sprint={s} />
          <TeamActions
            actions={s.actions.map((a) => ({
              id: a.id,
              label: a.label,
              status: a.actionDetail.status,
              actionLeadName: a.actionLeadName,
              canManage: a.canManage,
            }))}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <MemberStatusList sprint={s} />
          <CrewList sprint={s} editable={s.viewer.teamAdmin && s.sprintStatus === 'IN_PROGRESS'} />
        </Box>
      </Box>
    </>
  );
}

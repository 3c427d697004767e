import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/errors';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useDeleteTeam } from '../api/delete-team';
import { useTeamMembers } from '../api/members';
import { useTeam } from '../api/team';
import { AddMemberSearch } from '../components/AddMemberSearch';
import { InviteGuestForm } from '../components/InviteGuestForm';
import { MembersTable } from '../components/MembersTable';
import { TeamDetailsForm } from '../components/TeamDetailsForm';

/** /teams/v2/:teamId/manage-team: the team's details, its members (search and add, remove) and deleting it. */
export default function ManageTeamPage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const teamId = Number(useParams().teamId);
  const team = useTeam(Number.isInteger(teamId) ? teamId : 0);
  const members = useTeamMembers(teamId, team.isSuccess);
  const del = useDeleteTeam(teamId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  usePageTitle(team.data ? t('manage.title', { name: team.data.name }) : t('manage.fallbackTitle'));

  if (team.isPending && teamId > 0) return <CircularProgress aria-label={t('loading')} />;
  if (!team.data) {
    return (
      <Box sx={{ maxWidth: 960 }}>
        <PageTitle>{t('manage.fallbackTitle')}</PageTitle>
        <Alert severity={isApiError(team.error, 404) || !(teamId > 0) ? 'warning' : 'error'} sx={{ mt: 2 }}>
          {isApiError(team.error, 404) || !(teamId > 0) ? t('manage.notFound') : t('loadFailed')}
        </Alert>
      </Box>
    );
  }
  const canManage = team.data.teamAdmin;
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box>
        <PageTitle>{t('manage.title', { name: team.data.name })}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('manage.managedBy', { name: team.data.managerName })} · {t(`types.${team.data.teamType.code}`)}
          {team.data.distribution ? ` · ${t(`workModes.${team.data.distribution}`)}` : ''}
          {team.data.purpose ? ` · ${t(`purposes.${team.data.purpose}`)}` : ''}
        </Typography>
        <Link
          component={RouterLink}
          to="/plan/key-milestones"
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('manage.milestonesLink')}
        </Link>
      </Box>

      <Paper component="section" aria-labelledby="team-details" variant="outlined" sx={{ p: 2 }}>
        <Typography id="team-details" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t('manage.details')}
        </Typography>
        {canManage ? (
          <TeamDetailsForm team={team.data} />
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            {team.data.description || t('manage.noDescription')}
          </Typography>
        )}
      </Paper>

      <Paper component="section" aria-labelledby="team-members" variant="outlined" sx={{ p: 2 }}>
        <Typography id="team-members" component="h2" variant="h3" sx={{ mb: 2 }}>
          {t('members.title')}
        </Typography>
        {canManage && (
          <Box sx={{ mb: 2 }}>
            <AddMemberSearch teamId={teamId} memberIds={(members.data ?? []).map((m) => m.userId)} />
            <Box sx={{ mt: 2 }}>
              <InviteGuestForm teamId={teamId} />
            </Box>
          </Box>
        )}
        {members.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {members.data && <MembersTable teamId={teamId} members={members.data} canManage={canManage} />}
      </Paper>

      {canManage && (
        <Paper component="section" aria-labelledby="team-delete" variant="outlined" sx={{ p: 2 }}>
          <Typography id="team-delete" component="h2" variant="h3">
            {t('manage.deleteTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {t('manage.deleteIntro')}
          </Typography>
          {del.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
          <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
            {t('manage.delete')}
          </Button>
        </Paper>
      )}
      <ConfirmationDialog
        open={confirmDelete}
        title={t('manage.deleteTitle')}
        text={t('manage.deleteText', { name: team.data.name })}
        busy={del.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          del.mutate(undefined, {
            onSuccess: () => navigate('/plan/key-milestones', { replace: true }),
            onSettled: () => setConfirmDelete(false),
          })
        }
      />
    </Box>
  );
}

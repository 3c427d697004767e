import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/errors';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCreateTeam } from '../api/create-team';
import { TeamFields, type TeamForm, teamBody, teamForm } from '../components/TeamFields';

/** /add-space/team: creates a team; the creator manages it and lands on its manage page. */
export default function CreateTeamPage() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const create = useCreateTeam();
  usePageTitle(t('create.title'));
  const { register, control, handleSubmit, formState } = useForm<TeamForm>({
    resolver: zodResolver(teamForm),
    defaultValues: { name: '', description: '', teamType: '', purpose: '', distribution: '' },
  });
  const failure = create.error
    ? isApiError(create.error, 409)
      ? t('create.limitReached')
      : isApiError(create.error, 403)
        ? t('create.notInPlan')
        : t('saveFailed')
    : null;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle>{t('create.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('create.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={t('create.title')}
        onSubmit={handleSubmit((v) =>
          create.mutate(teamBody(v), {
            onSuccess: (team) => navigate(`/teams/v2/${team.id}/manage-team`),
          }),
        )}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TeamFields register={register} control={control} errors={formState.errors} />
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { createTeamMilestoneBody } from '../../../../shared/contracts/plan';
import { useFormat } from '../../../lib/i18n/use-format';
import { MilestoneFields } from '../../../ui/MilestoneFields';
import { useMyTeams } from '../api/my-teams';
import {
  useCreateTeamMilestone,
  useDeleteTeamMilestone,
  useMarkTeamMilestoneDone,
  useMyTeamMilestones,
  useTeamMilestoneTypes,
} from '../api/team-milestones';

const teamMilestoneForm = createTeamMilestoneBody.extend({ teamId: z.coerce.number().int().positive() });
type TeamMilestoneForm = z.input<typeof teamMilestoneForm>;

/**
 * The milestones of every team the person belongs to (mark as done), and for the teams they manage a form to add
 * one and a delete button; links to create a team and to manage one's teams.
 */
export function TeamMilestones({ onSaved }: { onSaved: (ok: boolean) => void }) {
  const { t } = useTranslation('plan');
  const fmt = useFormat();
  const teams = useMyTeams();
  const milestones = useMyTeamMilestones();
  const managed = (teams.data ?? []).filter((team) => team.manager);
  const types = useTeamMilestoneTypes(managed.length > 0);
  const create = useCreateTeamMilestone();
  const remove = useDeleteTeamMilestone();
  const markDone = useMarkTeamMilestoneDone();
  const teamName = (id: number) => teams.data?.find((team) => team.id === id)?.name ?? '';
  const manages = (id: number) => managed.some((team) => team.id === id);
  const form = useForm<TeamMilestoneForm>({
    resolver: zodResolver(teamMilestoneForm),
    defaultValues: { teamId: '', type: 'TEAM_SPRINT', title: '', date: '' },
  });

  return (
    <Box component="section" aria-labelledby="team-milestones" sx={{ mt: 3 }}>
      <Typography id="team-milestones" component="h2" variant="h3">
        {t('milestones.team')}
      </Typography>
      {milestones.data?.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('milestones.noTeam')}
        </Typography>
      )}
      <List dense disablePadding>
        {milestones.data?.items.map((m) => (
          <ListItem
            key={m.id}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {m.done ? (
                  <Chip size="small" color="success" label={t('milestones.done')} />
                ) : (
                  <Button
                    size="small"
                    aria-label={t('milestones.markDone', { title: m.title })}
                    onClick={() => markDone.mutate(m.id, { onError: () => onSaved(false) })}
                  >
                    {t('milestones.markDoneShort')}
                  </Button>
                )}
                {manages(m.teamId) && (
                  <IconButton
                    aria-label={t('milestones.teamDelete', { title: m.title })}
                    onClick={() => remove.mutate(m.id, { onError: () => onSaved(false) })}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            }
            sx={{ pr: manages(m.teamId) ? 18 : 10 }}
          >
            <ListItemText
              primary={m.title}
              secondary={`${teamName(m.teamId)} · ${fmt.longDate(m.date)} · ${t(`milestones.types.${m.type}`)}`}
            />
          </ListItem>
        ))}
      </List>

      {managed.length > 0 && (
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            aria-label={t('milestones.teamAdd')}
            onSubmit={form.handleSubmit((v) => {
              const body = teamMilestoneForm.parse(v);
              create.mutate(body, {
                onSuccess: () => {
                  form.reset({ teamId: v.teamId, type: v.type, title: '', date: '' });
                  onSaved(true);
                },
                onError: () => onSaved(false),
              });
            })}
            sx={{
              display: 'grid',
              gap: 1.5,
              mt: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <Controller
              control={form.control}
              name="teamId"
              render={({ field }) => (
                <TextField
                  select
                  label={t('milestones.teamField')}
                  {...field}
                  value={field.value ?? ''}
                  error={Boolean(form.formState.errors.teamId)}
                  helperText={form.formState.errors.teamId ? t('milestones.teamRequired') : undefined}
                >
                  {managed.map((team) => (
                    <MenuItem key={team.id} value={team.id}>
                      {team.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <MilestoneFields
              types={types.data?.items ?? []}
              labels={{
                type: t('milestones.teamTypeField'),
                title: t('milestones.teamTitleField'),
                date: t('milestones.teamDate'),
              }}
            />
            <Button type="submit" variant="outlined" sx={{ height: 56 }} disabled={create.isPending}>
              {t('milestones.teamAdd')}
            </Button>
          </Box>
        </FormProvider>
      )}

      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {managed.map((team) => (
          <Link key={team.id} component={RouterLink} to={`/teams/v2/${team.id}/manage-team`} variant="body2">
            {t('milestones.manageTeam', { name: team.name })}
          </Link>
        ))}
        <Link component={RouterLink} to="/add-space/team" variant="body2">
          {t('milestones.createTeam')}
        </Link>
      </Stack>
    </Box>
  );
}

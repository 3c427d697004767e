import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Plan, saveMilestoneBody } from '../../../../shared/contracts/plan';
import { useFormat } from '../../../lib/i18n/use-format';
import { MilestoneFields } from '../../../ui/MilestoneFields';
import { TeamMilestones } from '../../teams';
import { useDeleteMilestone, useSaveMilestone } from '../api/milestones';
import { useMilestoneTypes } from '../api/options';

const milestoneForm = saveMilestoneBody.omit({ agilePlanGroupId: true, id: true, note: true });
type MilestoneForm = z.input<typeof milestoneForm>;

/** Key milestones (types from the server, a date each, delete) and the milestones of the person's teams. */
export function MilestonesTab({
  plan,
  own,
  onSaved,
}: {
  plan: Plan;
  /** the reader's own plan: their teams' milestones show too */
  own: boolean;
  onSaved: (ok: boolean) => void;
}) {
  const { t } = useTranslation('plan');
  const fmt = useFormat();
  const types = useMilestoneTypes();
  const save = useSaveMilestone(plan.id);
  const remove = useDeleteMilestone(plan.id);
  const form = useForm<MilestoneForm>({
    resolver: zodResolver(milestoneForm),
    defaultValues: { type: 'OTHER', title: '', date: '' },
  });

  return (
    <Box>
      <List dense disablePadding>
        {plan.agileMilestoneList.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
        {plan.agileMilestoneList.map((m) => (
          <ListItem
            key={m.id}
            disableGutters
            secondaryAction={
              !plan.readOnly && (
                <IconButton
                  aria-label={t('remove', { label: m.title })}
                  onClick={() => remove.mutate(m.id, { onError: () => onSaved(false) })}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={m.title}
              secondary={`${fmt.longDate(m.date)} · ${t(`milestones.types.${m.type}`)}`}
            />
          </ListItem>
        ))}
      </List>

      {!plan.readOnly && (
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit((v) =>
              save.mutate(
                { agilePlanGroupId: plan.id, type: v.type, title: v.title, date: v.date },
                {
                  onSuccess: () => {
                    form.reset({ type: v.type, title: '', date: '' });
                    onSaved(true);
                  },
                  onError: () => onSaved(false),
                },
              ),
            )}
            sx={{
              display: 'grid',
              gap: 1.5,
              mt: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <MilestoneFields
              types={types.data?.items ?? []}
              labels={{
                type: t('milestones.type'),
                title: t('milestones.titleField'),
                date: t('milestones.date'),
              }}
            />
            <Button type="submit" variant="outlined" sx={{ height: 56 }} disabled={save.isPending}>
              {t('milestones.add')}
            </Button>
          </Box>
        </FormProvider>
      )}

      {own && <TeamMilestones onSaved={onSaved} />}
    </Box>
  );
}

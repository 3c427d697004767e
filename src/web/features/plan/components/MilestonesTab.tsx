import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Milestone, Plan } from '../../../../shared/contracts/plan';
import { useFormat } from '../../../lib/i18n/use-format';
import { TeamMilestones } from '../../teams';
import { useDeleteMilestone, useSaveMilestone } from '../api/milestones';
import { useMilestoneTypes } from '../api/options';
import { reported, type SaveFeedback } from './feedback';
import { MilestoneForm, type MilestoneValues } from './MilestoneForm';

/** Key milestones (types from the server, a date each; edit in place, delete with Undo) and the team's. */
export function MilestonesTab({
  plan,
  own,
  onSaved,
  onRemoved,
}: {
  plan: Plan;
  /** the reader's own plan: their teams' milestones show too */
  own: boolean;
} & SaveFeedback) {
  const { t } = useTranslation('plan');
  const f = useFormat();
  const types = useMilestoneTypes();
  const save = useSaveMilestone(plan.id);
  const remove = useDeleteMilestone(plan.id);
  const [editing, setEditing] = useState<number | null>(null);
  const typeList = types.data?.items ?? [];
  const saveOne = (v: MilestoneValues, id?: number) =>
    reported(
      () => save.mutateAsync({ agilePlanGroupId: plan.id, id, type: v.type, title: v.title, date: v.date }),
      onSaved,
    );
  const removeOne = (m: Milestone) =>
    void reported(() => remove.mutateAsync(m.id), onSaved, true).then((ok) => {
      if (ok) onRemoved(m.title, () => void saveOne({ type: m.type, title: m.title, date: m.date }));
    });

  return (
    <Box>
      <List dense disablePadding>
        {plan.agileMilestoneList.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
        {plan.agileMilestoneList.map((m) =>
          editing === m.id ? (
            <ListItem key={m.id} disableGutters sx={{ display: 'block', py: 1 }}>
              <MilestoneForm
                mode="edit"
                types={typeList}
                busy={save.isPending}
                initial={{ type: m.type, title: m.title, date: m.date }}
                onCancel={() => setEditing(null)}
                onSubmit={async (v) => {
                  const ok = await saveOne(v, m.id);
                  if (ok) setEditing(null);
                  return ok;
                }}
              />
            </ListItem>
          ) : (
            <ListItem
              key={m.id}
              disableGutters
              secondaryAction={
                !plan.readOnly && (
                  <Box className="no-print">
                    <IconButton aria-label={t('edit', { label: m.title })} onClick={() => setEditing(m.id)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton aria-label={t('remove', { label: m.title })} onClick={() => removeOne(m)}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                )
              }
              sx={{ pr: plan.readOnly ? 0 : 12 }}
            >
              <ListItemText
                primary={m.title}
                secondary={`${f.date(m.date)} · ${t(`milestones.types.${m.type}`)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ),
        )}
      </List>

      {!plan.readOnly && (
        <MilestoneForm
          mode="add"
          types={typeList}
          busy={save.isPending}
          initial={{ type: 'OTHER', title: '', date: '' }}
          onSubmit={(v) => saveOne(v)}
        />
      )}

      {own && <TeamMilestones onSaved={onSaved} />}
    </Box>
  );
}

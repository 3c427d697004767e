import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/contracts/plan';
import { useGoals, useSaveGoals } from '../api/goals';
import { ItemList, moved } from './ItemList';

/** Goals and deliverables, in order: add, move, remove. */
export function GoalsTab({ plan, onSaved }: { plan: Plan; onSaved: (ok: boolean) => void }) {
  const { t } = useTranslation('plan');
  const goals = useGoals(plan.id);
  const save = useSaveGoals(plan.id);
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const items = (goals.data?.items ?? []).map((g) => ({
    id: g.id,
    label: g.label,
    description: g.description,
  }));
  const commit = (next: typeof items) =>
    save.mutate(next, { onSuccess: () => onSaved(true), onError: () => onSaved(false) });

  return (
    <Box>
      <ItemList
        editable={!plan.readOnly}
        entries={items.map((g) => ({ key: String(g.id), label: g.label, secondary: g.description }))}
        onMove={(i, d) => commit(moved(items, i, d))}
        onRemove={(i) => commit(items.filter((_, j) => j !== i))}
      />
      {!plan.readOnly && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!label.trim()) return;
            commit([
              ...items,
              { label: label.trim(), description: description.trim() || null },
            ] as typeof items);
            setLabel('');
            setDescription('');
          }}
          sx={{ display: 'grid', gap: 1, mt: 2, maxWidth: 640 }}
        >
          <TextField
            label={t('goals.label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextField
            label={t('goals.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={!label.trim() || save.isPending}>
              {t('goals.add')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

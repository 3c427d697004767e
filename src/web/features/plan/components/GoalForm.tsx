import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GOAL_STATUSES, type GoalStatus } from '../../../../shared/enums';
import { DateField } from '../../../ui/DateField';

export interface GoalValues {
  label: string;
  description: string;
  status: GoalStatus;
  dueDate: string;
}

export const emptyGoal: GoalValues = { label: '', description: '', status: 'NOT_STARTED', dueDate: '' };

/**
 * A goal's fields: adding one (label, description, due date) or editing one in place (and its status). The
 * text stays in the form until the save went through: a failed save keeps it for Retry.
 */
export function GoalForm({
  initial,
  mode,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: GoalValues;
  mode: 'add' | 'edit';
  busy: boolean;
  /** answers whether the save went through */
  onSubmit: (values: GoalValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('plan');
  const id = useId();
  const [v, setV] = useState(initial);
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<GoalValues>) => setV((old) => ({ ...old, ...patch }));
  const empty = v.label.trim() === '';
  const badDate = v.dueDate !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v.dueDate);
  return (
    <Box
      component="form"
      noValidate
      aria-label={mode === 'edit' ? t('goals.editing', { label: initial.label }) : undefined}
      onSubmit={async (e) => {
        e.preventDefault();
        setTouched(true);
        if (empty || badDate) return;
        if (await onSubmit(v)) {
          setTouched(false);
          if (mode === 'add') setV(emptyGoal);
        }
      }}
      sx={{
        display: 'grid',
        gap: 1.5,
        mt: mode === 'add' ? 2 : 0,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        maxWidth: 720,
      }}
    >
      <TextField
        label={t('goals.label')}
        value={v.label}
        onChange={(e) => set({ label: e.target.value })}
        error={touched && empty}
        helperText={touched && empty ? t('goals.labelRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ gridColumn: '1 / -1' }}
        autoFocus={mode === 'edit'}
      />
      <TextField
        label={t('goals.description')}
        value={v.description}
        onChange={(e) => set({ description: e.target.value })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      {mode === 'edit' && (
        <TextField
          select
          label={t('goals.status')}
          value={v.status}
          onChange={(e) => set({ status: e.target.value as GoalStatus })}
          id={`${id}-status`}
        >
          {GOAL_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`goals.statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateField
        label={t('goals.dueDate')}
        value={v.dueDate}
        onChange={(dueDate) => set({ dueDate })}
        error={touched && badDate}
        helperText={touched && badDate ? t('goals.dueDateInvalid') : undefined}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant={mode === 'edit' ? 'contained' : 'outlined'} disabled={busy}>
          {mode === 'edit' ? t('save') : t('goals.add')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
      </Box>
    </Box>
  );
}

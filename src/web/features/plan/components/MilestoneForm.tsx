import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveMilestoneBody } from '../../../../shared/contracts/plan';
import { MilestoneFields } from '../../../ui/MilestoneFields';

const milestoneForm = saveMilestoneBody.omit({ agilePlanGroupId: true, id: true, note: true });
export type MilestoneValues = z.input<typeof milestoneForm>;

/**
 * A key milestone's type, title and date: adding one, or editing one in place. The fields keep what was typed
 * until the save went through (a failed save offers Retry and loses nothing).
 */
export function MilestoneForm({
  mode,
  initial,
  types,
  busy,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial: MilestoneValues;
  types: readonly string[];
  busy: boolean;
  onSubmit: (values: MilestoneValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('plan');
  const form = useForm<MilestoneValues>({ resolver: zodResolver(milestoneForm), defaultValues: initial });
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-label={mode === 'edit' ? t('milestones.editing', { title: initial.title }) : undefined}
        onSubmit={form.handleSubmit(async (v) => {
          if ((await onSubmit(v)) && mode === 'add') form.reset({ type: v.type, title: '', date: '' });
        })}
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: mode === 'add' ? 2 : 0,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <MilestoneFields
          types={types}
          labels={{
            type: t('milestones.type'),
            title: t('milestones.titleField'),
            date: t('milestones.date'),
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, minHeight: { md: 56 }, alignItems: 'center' }}>
          <Button type="submit" variant={mode === 'edit' ? 'contained' : 'outlined'} disabled={busy}>
            {mode === 'edit' ? t('save') : t('milestones.add')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
        </Box>
      </Box>
    </FormProvider>
  );
}

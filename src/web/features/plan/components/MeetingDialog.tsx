import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { NetworkEntry } from '../../../../shared/contracts/plan';
import { DateField } from '../../../ui/DateField';
import { muiField } from '../../../ui/form';
import { TimeField } from '../../../ui/TimeField';
import { useScheduleMeeting } from '../api/network';

const meetingForm = z.object({
  title: z.string().trim().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  durationMinutes: z.coerce.number().int().min(5).max(480),
  location: z.string().max(200),
  note: z.string().max(2000),
});
type MeetingIn = z.input<typeof meetingForm>;
type MeetingOut = z.output<typeof meetingForm>;

/** Schedules a meeting with a network member; they get an e-mail with a calendar (.ics) attachment. */
export function MeetingDialog({
  planId,
  member,
  onClose,
}: {
  planId: number;
  member: NetworkEntry;
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation('plan');
  const id = useId();
  const schedule = useScheduleMeeting(planId);
  const { register, control, handleSubmit, formState } = useForm<MeetingIn, unknown, MeetingOut>({
    resolver: zodResolver(meetingForm),
    defaultValues: { title: '', date: '', time: '', durationMinutes: 30, location: '', note: '' },
  });
  const submit = handleSubmit((v) =>
    schedule.mutate(
      {
        agilePlanGroupId: planId,
        networkId: member.id,
        title: v.title,
        // the local date and time the person picked, as an instant
        startsAt: new Date(`${v.date}T${v.time}`).toISOString(),
        durationMinutes: v.durationMinutes,
        location: v.location || null,
        note: v.note || null,
      },
      { onSuccess: () => onClose(true) },
    ),
  );
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{t('network.schedule', { name: member.name })}</DialogTitle>
      <DialogContent>
        {!member.email ? (
          <Alert severity="info">{t('meeting.noEmail')}</Alert>
        ) : (
          <form id={`${id}-form`} noValidate onSubmit={submit}>
            <TextField
              {...muiField(register('title'))}
              label={t('meeting.subject')}
              fullWidth
              margin="dense"
              error={Boolean(formState.errors.title)}
            />
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DateField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('meeting.date')}
                    margin="dense"
                    error={Boolean(formState.errors.date)}
                  />
                )}
              />
              <Controller
                control={control}
                name="time"
                render={({ field }) => (
                  <TimeField
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    label={t('meeting.time')}
                    margin="dense"
                    error={Boolean(formState.errors.time)}
                  />
                )}
              />
            </Box>
            <TextField
              {...muiField(register('durationMinutes'))}
              type="number"
              label={t('meeting.duration')}
              fullWidth
              margin="dense"
              error={Boolean(formState.errors.durationMinutes)}
            />
            <TextField
              {...muiField(register('location'))}
              label={t('meeting.location')}
              fullWidth
              margin="dense"
            />
            <TextField
              {...muiField(register('note'))}
              label={t('meeting.note')}
              fullWidth
              margin="dense"
              multiline
              minRows={2}
            />
            {schedule.isError && <Alert severity="error">{t('saveFailed')}</Alert>}
          </form>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>{t('cancel')}</Button>
        {member.email && (
          <Button type="submit" form={`${id}-form`} variant="contained" disabled={schedule.isPending}>
            {t('meeting.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

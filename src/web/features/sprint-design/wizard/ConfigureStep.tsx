import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_FREQUENCY_DAYS, SPRINT_DURATION_WEEKS } from '../../../../shared/sprint-enums';
import type { DesignedSprint } from '../api/design';
import { StepActions } from './StepActions';
import { type StepProps, todayInZone, WEEKDAYS, weekdayName } from './step-props';

/** Configure: duration, feedback frequency, weekly check-in day and time (the person's zone), start date. */
export function ConfigureStep({ design, save, busy, onBack }: StepProps) {
  const { t, i18n } = useTranslation('sprint-design');
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const today = todayInZone(timezone);
  const [v, setV] = useState(() => initial(design, today));
  const [error, setError] = useState(false);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const submit = () => {
    if (!v.startDate || v.startDate < today) return setError(true);
    save({ step: 'configure', configure: { ...v, timezone } });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <TextField
          select
          label={t('configure.duration')}
          value={v.durationWeeks}
          onChange={(e) => set({ durationWeeks: Number(e.target.value) })}
        >
          {SPRINT_DURATION_WEEKS.map((w) => (
            <MenuItem key={w} value={w}>
              {t('weeks', { count: w })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('configure.feedback')}
          value={v.feedbackFrequencyDays}
          onChange={(e) => set({ feedbackFrequencyDays: Number(e.target.value) })}
        >
          {FEEDBACK_FREQUENCY_DAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {t('configure.everyDays', { count: d })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            sx={{ flex: 1 }}
            label={t('configure.checkInDay')}
            value={v.checkInWeekday}
            onChange={(e) => set({ checkInWeekday: Number(e.target.value) })}
          >
            {WEEKDAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {weekdayName(i18n.language, d)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            sx={{ flex: 1 }}
            type="time"
            label={t('configure.checkInTime')}
            value={v.checkInTime}
            onChange={(e) => set({ checkInTime: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          type="date"
          label={t('configure.startDate')}
          value={v.startDate}
          onChange={(e) => {
            set({ startDate: e.target.value });
            setError(false);
          }}
          error={error}
          helperText={error ? t('configure.startDatePast') : t('configure.timezone', { zone: timezone })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <Typography variant="body2" color="text.secondary">
          {t('configure.hint')}
        </Typography>
      </Stack>
      <StepActions onBack={onBack} busy={busy} />
    </Box>
  );
}

function initial(d: DesignedSprint, today: string) {
  return {
    durationWeeks: d.durationWeeks,
    feedbackFrequencyDays: d.feedbackFrequencyDays,
    checkInWeekday: d.checkInWeekday,
    checkInTime: d.checkInTime,
    startDate: d.startDate && d.startDate >= today ? d.startDate : today,
  };
}

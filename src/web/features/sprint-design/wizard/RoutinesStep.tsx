import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopedKey } from '../scope';
import { StepActions } from './StepActions';
import { type StepProps, WEEKDAYS, weekdayName } from './step-props';

/** Schedule routines: the weekly check-in slot and, per action, the suggested activities to put on the kanban. */
export function RoutinesStep({ design, save, busy, onBack }: StepProps) {
  const { t, i18n } = useTranslation('sprint-design');
  const sk = useScopedKey();
  const [weekday, setWeekday] = useState(design.checkInWeekday);
  const [time, setTime] = useState(design.checkInTime);
  const [chosen, setChosen] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(
      design.actions.map((a) => [a.id, a.suggestedActivities.filter((s) => s.chosen).map((s) => s.code)]),
    ),
  );
  const toggle = (actionId: number, code: string) =>
    setChosen((old) => {
      const list = old[actionId] ?? [];
      return { ...old, [actionId]: list.includes(code) ? list.filter((c) => c !== code) : [...list, code] };
    });
  const submit = () =>
    save({
      step: 'routines',
      routines: {
        checkInWeekday: weekday,
        checkInTime: time,
        activities: design.actions.map((a) => ({ actionId: a.id, codes: (chosen[a.id] ?? []) as never[] })),
      },
    });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ maxWidth: 840 }}
    >
      <Typography component="h2" variant="h3" gutterBottom>
        {t('routines.checkIn')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, maxWidth: 480 }}>
        <TextField
          select
          sx={{ flex: 1 }}
          label={t('configure.checkInDay')}
          value={weekday}
          onChange={(e) => setWeekday(Number(e.target.value))}
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
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Typography component="h2" variant="h3" gutterBottom>
        {t('routines.activities')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(sk('routines.activitiesHint'))}
      </Typography>
      {design.actions.map((a) =>
        a.suggestedActivities.length === 0 ? null : (
          <FormGroup key={a.id} sx={{ mb: 2 }} aria-label={a.label}>
            <Typography sx={{ fontWeight: 500 }}>{a.label}</Typography>
            {a.suggestedActivities.map((s) => (
              <FormControlLabel
                key={s.code}
                control={
                  <Checkbox
                    checked={(chosen[a.id] ?? []).includes(s.code)}
                    onChange={() => toggle(a.id, s.code)}
                  />
                }
                label={s.title}
              />
            ))}
          </FormGroup>
        ),
      )}
      <StepActions onBack={onBack} busy={busy} />
    </Box>
  );
}

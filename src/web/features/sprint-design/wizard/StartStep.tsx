import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import type { DesignedSprint } from '../api/design';
import { useScopedKey } from '../scope';
import { weekdayName } from './step-props';

/** Start: the summary of the design and the Start button. */
export function StartStep({
  design,
  onStart,
  busy,
  onBack,
}: {
  design: DesignedSprint;
  onStart(): void;
  busy: boolean;
  onBack(): void;
}) {
  const { t, i18n } = useTranslation('sprint-design');
  const sk = useScopedKey();
  const format = useFormat();
  const row = (label: string, value: string) => (
    <Box
      component="div"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5 }}
    >
      <Typography component="dt" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  const list = (items: { label: string }[]) => items.map((i) => i.label).join(' · ');
  return (
    <Box sx={{ maxWidth: 840 }}>
      <Typography component="h2" variant="h2" gutterBottom>
        {design.label}
      </Typography>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {row(t('start.starts'), design.startDate ? format.date(`${design.startDate}T12:00:00Z`) : '—')}
        {row(t('configure.duration'), t('weeks', { count: design.durationWeeks }))}
        {row(t('configure.feedback'), t('configure.everyDays', { count: design.feedbackFrequencyDays }))}
        {row(
          t('routines.checkIn'),
          t('start.checkInAt', {
            weekday: weekdayName(i18n.language, design.checkInWeekday),
            time: format.clock(design.checkInTime),
            zone: design.timezone,
          }),
        )}
        {row(t('items.actions'), list(design.actions))}
        {row(t('items.behaviours'), list(design.behaviours))}
        {row(t('items.outcomes'), list(design.outcomes))}
        {row(
          t('start.crew'),
          design.crew.length
            ? design.crew.map((c) => `${c.name} (${t(`roles.${c.role}`)})`).join(', ')
            : t('crew.empty'),
        )}
      </Stack>
      <Typography sx={{ mt: 3 }}>{t(sk('start.explain'))}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button onClick={onBack} disabled={busy}>
          {t('wizard.back')}
        </Button>
        <Button variant="contained" onClick={onStart} disabled={busy}>
          {t('start.button')}
        </Button>
      </Stack>
    </Box>
  );
}

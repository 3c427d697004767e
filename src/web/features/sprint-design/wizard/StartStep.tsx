import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import type { DesignedSprint } from '../api/design';
import { useDesignScope, useScopedKey } from '../scope';
import { SummaryRow } from './SummaryRow';
import { weekdayName } from './step-props';

/**
 * Start: the summary of the design and the Start button. Without a crew, a warning first: nobody will be asked for
 * feedback and the crew criterion is not met; the way back to the crew step (crew can also be added later).
 */
export function StartStep({
  design,
  onStart,
  busy,
  onBack,
  onAddCrew,
}: {
  design: DesignedSprint;
  onStart(): void;
  busy: boolean;
  onBack(): void;
  onAddCrew(): void;
}) {
  const { t, i18n } = useTranslation('sprint-design');
  const sk = useScopedKey();
  const scope = useDesignScope();
  const format = useFormat();
  const row = (label: string, value: string) => <SummaryRow label={label} value={value} />;
  const StartRows = scope.startRows;
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
        {StartRows && <StartRows design={design} />}
      </Stack>
      {design.crew.length === 0 && (
        <Alert severity="warning" sx={{ mt: 3 }}>
          {t('start.noCrew')}
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" variant="outlined" size="small" onClick={onAddCrew} disabled={busy}>
              {t('start.addCrew')}
            </Button>
          </Box>
        </Alert>
      )}
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

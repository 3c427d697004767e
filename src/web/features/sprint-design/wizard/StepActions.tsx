import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Back and the step's save-and-continue button. */
export function StepActions({
  onBack,
  busy,
  nextLabel,
}: {
  onBack?: () => void;
  busy: boolean;
  nextLabel?: string;
}) {
  const { t } = useTranslation('sprint-design');
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      {onBack && (
        <Button onClick={onBack} disabled={busy}>
          {t('wizard.back')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {nextLabel ?? t('wizard.saveContinue')}
      </Button>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CrewPanel } from '../crew/CrewPanel';
import { useScopedKey } from '../scope';
import { StepActions } from './StepActions';
import type { StepProps } from './step-props';

/** Sprint crew: the people who will give advice and feedback (mailed when the sprint starts). */
export function CrewStep({ design, save, busy, onBack }: StepProps) {
  const { t } = useTranslation('sprint-design');
  const sk = useScopedKey();
  return (
    <Box sx={{ maxWidth: 840 }}>
      <Typography sx={{ mb: 2 }}>{t(sk('crew.intro'))}</Typography>
      <CrewPanel sprintId={design.id} crew={design.crew} editable />
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save({ step: 'crew' });
        }}
      >
        <StepActions onBack={onBack} busy={busy} />
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SprintIcon } from '../components/SprintIcon';
import { useDesignScope } from '../scope';
import { StepActions } from './StepActions';
import type { StepProps } from './step-props';

/** Select: the sprint chosen in the library (or written by the person), with a way to choose another. */
export function SelectStep({ design, save, busy }: StepProps) {
  const { t } = useTranslation('sprint-design');
  const { paths } = useDesignScope();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save({ step: 'select' });
      }}
    >
      <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={2}>
        <SprintIcon icon={design.icon} color="primary" fontSize="large" />
        <Box>
          <Typography component="h2" variant="h2" gutterBottom>
            {design.label}
          </Typography>
          {design.description && <Typography sx={{ mb: 1 }}>{design.description}</Typography>}
          <Link component={RouterLink} to={design.custom ? paths.diy : paths.preDesigned}>
            {t('wizard.changeSprint')}
          </Link>
        </Box>
      </Stack>
      <StepActions busy={busy} />
    </Box>
  );
}

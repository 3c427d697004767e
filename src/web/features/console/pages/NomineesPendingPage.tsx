import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Stands in for the job-candidate nominees page, which the GLA work builds (see sections.ts). */
export default function NomineesPendingPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('sections.nominees'));
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {t('sections.nominees')}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ConstructionIcon color="primary" aria-hidden="true" />
        <Typography>{t('nominees.beingBuilt')}</Typography>
      </Paper>
    </Box>
  );
}

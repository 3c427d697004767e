import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Stands in for pages later work builds (see app/routes/pending-routes.ts). */
export default function BeingBuiltPage() {
  const { t } = useTranslation(['common', 'navigation']);
  const matches = useMatches();
  const titleKey = (matches.at(-1)?.handle as { titleKey?: string } | undefined)?.titleKey;
  usePageTitle(titleKey ? t(`navigation:${titleKey}`) : PRODUCT_NAME);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageTitle sx={{ mb: 2 }}>{titleKey ? t(`navigation:${titleKey}`) : PRODUCT_NAME}</PageTitle>
      <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ConstructionIcon color="primary" aria-hidden="true" />
        <Box>
          <Typography component="h2" variant="h2" gutterBottom>
            {t('beingBuilt.title', { product: PRODUCT_NAME })}
          </Typography>
          <Typography variant="body2">{t('beingBuilt.text')}</Typography>
          <Button variant="contained" size="medium" component={RouterLink} to={DEFAULT_HOME} sx={{ mt: 2 }}>
            {t('beingBuilt.back')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

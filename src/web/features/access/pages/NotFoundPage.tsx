import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Not found / no permission; the errMessage query parameter replaces the default text (shown as text). */
export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  const [params] = useSearchParams();
  const message = params.get('errMessage')?.trim() || t('noPermission');
  usePageTitle(message);
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h1" variant="h1" gutterBottom data-testid="not-found-message">
            {message}
          </Typography>
          <Button variant="contained" size="medium" component={RouterLink} to={DEFAULT_HOME} sx={{ mt: 2 }}>
            {t('goDashboard')}
          </Button>
        </Paper>
      </Box>
    </EmptyLayout>
  );
}

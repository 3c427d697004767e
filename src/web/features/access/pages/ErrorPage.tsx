import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';

/** The generic error page: 'The page could not load successfully!'. */
export default function ErrorPage() {
  const { t } = useTranslation('errors');
  usePageTitle(t('generic'));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <PageTitle gutterBottom>{t('generic')}</PageTitle>
          <Typography color="text.secondary">{t('genericHint')}</Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" size="medium" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
            {/* A full load: the app may be in a broken state. */}
            <Button variant="outlined" size="medium" href={DEFAULT_HOME}>
              {t('goDashboard')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </EmptyLayout>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { pageMessageCode } from '../message-codes';

/**
 * "Page not found" with a way back (the previous page, the dashboard). As the no-permission page, errMessage
 * may name one of the known message codes, shown in its translation; any other text is ignored.
 */
export function NotFoundContent() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = pageMessageCode(params.get('errMessage'));
  const title = code ? t(`codes.${code}`) : t('notFound.title');
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageTitle gutterBottom testId="not-found-message">
          {title}
        </PageTitle>
        {!code && <Typography color="text.secondary">{t('notFound.text')}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" size="medium" component={RouterLink} to={DEFAULT_HOME}>
            {t('goDashboard')}
          </Button>
          {window.history.length > 1 && (
            <Button variant="outlined" size="medium" onClick={() => void navigate(-1)}>
              {t('notFound.back')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

export default function NotFoundPage() {
  return (
    <EmptyLayout>
      <NotFoundContent />
    </EmptyLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notificationCalls } from '../../../../shared/contracts/notifications-calls';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { api } from '../../../lib/api/call';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';

/**
 * /notifications/unsubscribe?token=: the link in every notification e-mail, without signing in. Opening it changes
 * nothing (mail scanners open links); the button unsubscribes (mail programs use the one-click header instead).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => api.call(notificationCalls.unsubscribe, { bearer: token }),
  });
  usePageTitle(t('unsubscribe.title'));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
        <PageTitle sx={{ mb: 2 }}>{t('unsubscribe.title')}</PageTitle>
        {unsubscribe.isSuccess ? (
          <Alert severity="success" role="status">
            {t('unsubscribe.done', { email: unsubscribe.data.email })}
          </Alert>
        ) : !token || unsubscribe.isError ? (
          <Alert severity="error" role="alert">
            {t('unsubscribe.failed')}
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('unsubscribe.ask')}</Typography>
            <Button variant="contained" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {t('unsubscribe.button')}
            </Button>
          </>
        )}
      </Box>
    </EmptyLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { usePageTitle } from '../../../ui/usePageTitle';
import { acceptNetworkInvitation } from '../api/network';

/** /plan/network/accept?token=: the invited person accepts a place in someone's nurture network. */
export default function NetworkAcceptPage() {
  const { t } = useTranslation('plan');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const accept = useQuery({
    queryKey: ['plan', 'accept', token],
    queryFn: () => acceptNetworkInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  usePageTitle(t('accept.title'));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
        <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
          {t('accept.title')}
        </Typography>
        {accept.isFetching && <CircularProgress aria-label={t('accept.working')} />}
        {accept.data && <Alert severity="success">{t('accept.done', { name: accept.data.ownerName })}</Alert>}
        {(accept.isError || !token) && <Alert severity="error">{t('accept.failed')}</Alert>}
      </Box>
    </EmptyLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { NetworkError } from '../../../lib/api/errors';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { acceptNetworkInvitation, fetchNetworkInvitation } from '../api/network';

/**
 * /plan/network/accept?token=: the invited person reads who invites them and in which role, and accepts with a
 * button. Opening the link changes nothing (mail scanners open links, and some run the page): only Accept does.
 */
export default function NetworkAcceptPage() {
  const { t } = useTranslation(['plan', 'errors']);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const invitation = useQuery({
    queryKey: ['plan', 'network-invitation', token],
    queryFn: () => fetchNetworkInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({ mutationFn: () => acceptNetworkInvitation(token) });
  usePageTitle(t('accept.title'));
  const inv = invitation.data;
  const failed = !token || invitation.isError;

  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
        <PageTitle sx={{ mb: 2 }}>{t('accept.title')}</PageTitle>
        {invitation.isFetching && <CircularProgress aria-label={t('accept.loading')} />}
        {failed && (
          <Alert severity="error" role="alert">
            {invitation.error instanceof NetworkError ? t('errors:network') : t('accept.failed')}
          </Alert>
        )}
        {accept.isSuccess ? (
          <Alert severity="success" role="status">
            {t('accept.done', { name: accept.data.ownerName })}
          </Alert>
        ) : (
          inv &&
          (inv.status === 'COMPLETED' ? (
            <Alert severity="info" role="status">
              {t('accept.already', { name: inv.ownerName })}
            </Alert>
          ) : (
            <>
              <Typography sx={{ mb: 1 }}>
                {t('accept.intro', {
                  name: inv.name,
                  owner: inv.ownerName,
                  role: t(`network.types.${inv.type}`),
                })}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('accept.what')}
              </Typography>
              {accept.isError && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {accept.error instanceof NetworkError ? t('errors:network') : t('accept.failed')}
                </Alert>
              )}
              <Button
                variant="contained"
                size="large"
                disabled={accept.isPending}
                onClick={() => accept.mutate()}
              >
                {t('accept.button')}
              </Button>
            </>
          ))
        )}
      </Box>
    </EmptyLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { currentLanguage } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { LeaderProfile } from '../../assessment';
import { useManagerRight, useMemberProfile } from '../api/member-profile';
import { useRequestViewingRight } from '../api/viewing-rights';

/**
 * /teams/v2/:teamId/member/:userId/leader-profile: a member's Leader Profile, read only, for a manager the member
 * shared their GLA with (decision 0054). Without the right the page says so and offers to ask for it.
 */
export default function MemberProfilePage() {
  const { t } = useTranslation('team-dashboard');
  const common = useTranslation('common').t;
  const fmt = useFormat();
  const params = useParams();
  const teamId = Number(params.teamId);
  const userId = Number(params.userId);
  const valid = Number.isInteger(userId) && userId > 0 && Number.isInteger(teamId) && teamId > 0;
  const rights = useManagerRight(userId, valid);
  const gla = rights.data?.items.find((i) => i.item === 'GLA');
  const profile = useMemberProfile(userId, currentLanguage(), gla?.canView === true);
  const ask = useRequestViewingRight(teamId);
  const name = rights.data?.name ?? '';
  const title = name ? t('memberProfile.title', { name }) : t('memberProfile.fallbackTitle');
  usePageTitle(title);
  const notFinished = profile.isError && isApiError(profile.error) && profile.error.statusCode === 404;
  // refused (not this member's manager, or no such member): say so; anything else failed and may be retried
  const refused =
    !valid || (rights.isError && (isApiError(rights.error, 403) || isApiError(rights.error, 404)));

  return (
    <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={`/teams/v2/${teamId}/dashboard/plan`}>
        {t('memberProfile.back')}
      </Link>
      <PageTitle sx={{ overflowWrap: 'anywhere' }}>{title}</PageTitle>
      {valid && rights.isPending && <SectionSkeleton />}
      {refused && <Alert severity="warning">{t('memberProfile.notManager')}</Alert>}
      {valid && rights.isError && !refused && (
        <SectionError error={rights.error} onRetry={() => void rights.refetch()} />
      )}
      {gla && !gla.canView && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography>{t('memberProfile.notShared', { name })}</Typography>
          {gla.status === 'REQUESTED' && gla.requestedAt ? (
            <Typography color="text.secondary">
              {t('memberProfile.requested', { name, date: fmt.date(gla.requestedAt) })}
            </Typography>
          ) : (
            <>
              {gla.status === 'REFUSED' && (
                <Typography color="text.secondary">{t('memberProfile.refused', { name })}</Typography>
              )}
              <Button
                variant="contained"
                disabled={ask.isPending}
                onClick={() =>
                  ask.mutate(
                    { userId, item: 'GLA' },
                    {
                      onSuccess: () => {
                        toast({ message: t('memberProfile.asked', { name }), severity: 'success' });
                        void rights.refetch();
                      },
                      onError: (e) => toast({ message: errorText(e, common), severity: 'error' }),
                    },
                  )
                }
              >
                {t('memberProfile.ask', { name })}
              </Button>
            </>
          )}
        </Paper>
      )}
      {gla?.canView && (
        <>
          <Alert severity="info">{t('memberProfile.readOnly', { name })}</Alert>
          {profile.isPending && <SectionSkeleton />}
          {notFinished && (
            <Typography color="text.secondary">{t('memberProfile.notFinished', { name })}</Typography>
          )}
          {profile.isError && !notFinished && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                  {t('memberProfile.retry')}
                </Button>
              }
            >
              {t('memberProfile.loadError')}
            </Alert>
          )}
          {profile.data && <LeaderProfile result={profile.data} subject={name} />}
        </>
      )}
    </Box>
  );
}

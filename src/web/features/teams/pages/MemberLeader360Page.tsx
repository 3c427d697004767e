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
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ReportView } from '../../leader360';
import { useManagerRight, useMember360 } from '../api/member-profile';
import { useRequestViewingRight } from '../api/viewing-rights';

/**
 * /teams/v2/:teamId/member/:userId/leader-360: a member's latest closed Leader 360 report, read only, for the
 * manager the member shared their 360 with. Without the right the page says so and offers to ask for it.
 */
export default function MemberLeader360Page() {
  const { t } = useTranslation('team-dashboard');
  const common = useTranslation('common').t;
  const params = useParams();
  const teamId = Number(params.teamId);
  const userId = Number(params.userId);
  const valid = Number.isInteger(userId) && userId > 0 && Number.isInteger(teamId) && teamId > 0;
  const rights = useManagerRight(userId, valid);
  const right = rights.data?.items.find((i) => i.item === '360');
  const report = useMember360(userId, currentLanguage(), right?.canView === true);
  const ask = useRequestViewingRight(teamId);
  const name = rights.data?.name ?? '';
  const title = name ? t('member360.title', { name }) : t('member360.fallbackTitle');
  usePageTitle(title);
  const noReport = report.isError && isApiError(report.error, 404);
  const refused =
    !valid || (rights.isError && (isApiError(rights.error, 403) || isApiError(rights.error, 404)));

  return (
    <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={`/teams/v2/${teamId}/dashboard/plan`}>
        {t('memberProfile.back')}
      </Link>
      <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {valid && rights.isPending && <SectionSkeleton />}
      {refused && <Alert severity="warning">{t('member360.notManager')}</Alert>}
      {valid && rights.isError && !refused && (
        <SectionError error={rights.error} onRetry={() => void rights.refetch()} />
      )}
      {right && !right.canView && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography>{t('member360.notShared', { name })}</Typography>
          {right.status !== 'REQUESTED' && (
            <Button
              variant="contained"
              disabled={ask.isPending}
              onClick={() =>
                ask.mutate(
                  { userId, item: '360' },
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
          )}
        </Paper>
      )}
      {right?.canView && (
        <>
          <Alert severity="info">{t('memberProfile.readOnly', { name })}</Alert>
          {report.isPending && <SectionSkeleton />}
          {noReport && <Typography color="text.secondary">{t('member360.noReport', { name })}</Typography>}
          {report.isError && !noReport && (
            <SectionError error={report.error} onRetry={() => void report.refetch()} />
          )}
          {report.data && <ReportView report={report.data} subject={name} />}
        </>
      )}
    </Box>
  );
}

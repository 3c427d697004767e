import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EXPRESS_DIALOG_WIDTH } from '../../../../shared/domain/alignment-express';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { alignmentApi } from '../api/calls';
import {
  useExpressMembers,
  useExpressOpening,
  useExpressTeam,
  useSendExpress,
  useTeamRoles,
} from '../api/express';
import { ExpressMemberTable } from '../components/ExpressMemberTable';
import { SurveyDialog } from '../components/SurveyDialog';
import { EXPRESS_AUTO_REDIRECT_KEY, SAMPLE_REPORT_PATH } from '../express-paths';

/**
 * The express setup of the team alignment survey (issue 14 point 4; spec sections 2, 4, 5, 9): a buyer or admin
 * names up to 9 people besides themselves and sends the survey, then answers it first through their own link.
 * Opening: others (or a person of several teams) go to the main dashboard, a team whose survey has started goes
 * to its results, a person without a team gets one named after them; until then the page is a blank centred state.
 */
export default function ExpressSetupPage() {
  const { t } = useTranslation('alignment');
  usePageTitle(t('express.title'));
  const navigate = useNavigate();
  const opening = useExpressOpening();
  const ensureTeam = useExpressTeam();
  const [teamId, setTeamId] = useState<number | null>(null);

  useEffect(() => {
    const o = opening.data;
    if (!o) return;
    if (o.next === 'dashboard') navigate('/dashboard/main-dashboard', { replace: true });
    else if (o.next === 'results') navigate(`/teams/v2/${o.teamId}/team-alignment`, { replace: true });
    else if (o.next === 'setup') setTeamId(o.teamId);
    else if (o.next === 'createTeam' && ensureTeam.isIdle)
      ensureTeam.mutate(undefined, { onSuccess: (team) => setTeamId(team.teamId) });
  }, [opening.data, navigate, ensureTeam]);

  useEffect(() => {
    // once shown, a stored redirect of an earlier send is cleared (spec section 4, point 4)
    if (teamId) sessionStorage.removeItem(EXPRESS_AUTO_REDIRECT_KEY);
  }, [teamId]);

  const failed = opening.error ?? ensureTeam.error;
  if (failed)
    return (
      <Stack spacing={2} sx={{ maxWidth: 1100, alignItems: 'flex-start' }}>
        <PageTitle>{t('express.title')}</PageTitle>
        <SectionError
          error={failed}
          onRetry={() => (opening.isError ? opening.refetch() : ensureTeam.reset())}
        />
        {/* besides trying again, a way on */}
        <Button component={RouterLink} to="/dashboard/main-dashboard" variant="outlined">
          {t('express.backToDashboard')}
        </Button>
      </Stack>
    );
  if (!teamId)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('express.title')}
        sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      >
        <CircularProgress aria-label={t('express.opening')} />
      </Box>
    );
  return <ExpressSetup teamId={teamId} />;
}

function ExpressSetup({ teamId }: { teamId: number }) {
  const { t, i18n } = useTranslation('alignment');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const list = useExpressMembers(teamId);
  const roles = useTeamRoles(lng);
  const send = useSendExpress(teamId);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const others = list.data ? list.data.members.length - 1 : 0;
  const tooFew = list.data ? others < list.data.minimum : true;

  async function sendAndStart() {
    if (!list.data) return;
    try {
      const status = await send.mutateAsync(
        list.data.members.map((m) => ({
          name: m.name,
          email: m.email,
          status: 'included' as const,
          userType: m.role === 'myself' ? ('MANAGER' as const) : ('MEMBER' as const),
        })),
      );
      setConfirming(false);
      const results = `/teams/v2/${teamId}/team-alignment`;
      sessionStorage.setItem(EXPRESS_AUTO_REDIRECT_KEY, results);
      if (status.managerSurveyLink) window.location.assign(status.managerSurveyLink);
      else navigate(results);
    } catch (e) {
      setConfirming(false);
      toast({ message: `${t('express.toasts.sendFailed')} ${errorText(e, t)}`, severity: 'error' });
    }
  }

  return (
    // inside the app layout's main, which gives the page its margins (on a phone every pixel counts)
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <PageTitle>{t('express.title')}</PageTitle>
          {list.data && (
            <Typography color="text.secondary">{t('express.team', { team: list.data.teamName })}</Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" disabled={list.isPending} onClick={() => setPreviewing(true)}>
            {t('panel.preview')}
          </Button>
          <Button
            variant="outlined"
            href={SAMPLE_REPORT_PATH}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon aria-hidden />}
          >
            {t('express.sampleReport')}
          </Button>
        </Stack>
      </Stack>
      <Alert severity="info">
        <Typography>{t('express.next')}</Typography>
      </Alert>
      <Box component="section" aria-labelledby="express-list-heading">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="express-list-heading" component="h2" variant="h6">
            {t('express.listHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('express.hint', { count: list.data?.limit ?? 9 })}
          </Typography>
        </Stack>
        {(list.isPending || roles.isPending) && <SectionSkeleton />}
        {list.isError && <SectionError error={list.error} onRetry={() => list.refetch()} />}
        {roles.isError && <SectionError error={roles.error} onRetry={() => roles.refetch()} />}
        {list.data && roles.data && <ExpressMemberTable list={list.data} roles={roles.data} />}
      </Box>
      {list.data && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Tooltip title={tooFew ? t('express.tooltips.minimum', { count: list.data.minimum }) : ''}>
            <span>
              <Button
                variant="contained"
                size="large"
                disabled={tooFew || send.isPending || list.data.started}
                onClick={() => setConfirming(true)}
              >
                {t('panel.send')}
              </Button>
            </span>
          </Tooltip>
          <Typography variant="body2" color="text.secondary">
            {t('express.sendNote', { count: others + 1 })}
          </Typography>
        </Stack>
      )}
      <ConfirmationDialog
        open={confirming}
        width={EXPRESS_DIALOG_WIDTH}
        title={t('express.sendTitle')}
        text={t('express.sendText')}
        busy={send.isPending}
        onConfirm={sendAndStart}
        onCancel={() => setConfirming(false)}
      />
      {previewing && (
        <SurveyDialog
          preview
          queryKey={['alignment', 'preview']}
          load={(pageNo) => alignmentApi.preview(pageNo, lng)}
          onExit={() => setPreviewing(false)}
        />
      )}
    </Stack>
  );
}

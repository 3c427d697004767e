import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../../lib/api/errors';
import { useFormat } from '../../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../../ui/PageLoader';
import { PageTitle } from '../../../../ui/PageTitle';
import { usePageTitle } from '../../../../ui/usePageTitle';
import { useTeamDashboard } from '../../api/team-dashboard';
import { ChallengesPanel } from './ChallengesPanel';
import { DashboardSection } from './DashboardSection';
import { FocusPanel } from './FocusPanel';
import { MemberRightsPanel } from './MemberRightsPanel';
import { MilestonesPanel } from './MilestonesPanel';
import { PeoplePanel } from './PeoplePanel';
import { StrengthsPanel } from './StrengthsPanel';

/** The sub-views of the team dashboard (spec personal-area 2.2). */
export const DASHBOARD_VIEWS = ['focus', 'plan', 'analytics', 'connect', 'communicate'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];
export const dashboardView = (v: string | undefined): DashboardView =>
  (DASHBOARD_VIEWS as readonly string[]).includes(v ?? '') ? (v as DashboardView) : 'focus';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

/**
 * The team dashboard: the team's people, focus, challenges, strengths (privacy rule), alignment and milestones,
 * arranged in five views. `basePath` is where the views live (the app's team pages, or a guest's).
 */
export function TeamDashboardView({
  teamId,
  view,
  basePath,
  guest = false,
}: {
  teamId: number;
  view: DashboardView;
  basePath: string;
  guest?: boolean;
}) {
  const { t } = useTranslation('team-dashboard');
  const fmt = useFormat();
  const q = useTeamDashboard(teamId);
  const d = q.data;
  usePageTitle(d ? t('title', { name: d.teamName }) : t('fallbackTitle'));

  if (q.isError && (isApiError(q.error, 404) || isApiError(q.error, 403) || !(teamId > 0))) {
    return (
      <Box sx={{ maxWidth: 1100 }}>
        <PageTitle>{t('fallbackTitle')}</PageTitle>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('notFound')}
        </Alert>
      </Box>
    );
  }
  const section = { loading: q.isPending, error: q.isError, onRetry: () => void q.refetch() };
  const people = (withEmail = false) => (
    <DashboardSection id={withEmail ? 'connect' : 'people'} title={t('people.title')} {...section}>
      {d && <PeoplePanel dashboard={d} withEmail={withEmail} />}
    </DashboardSection>
  );
  const focus = (history = false) => (
    <DashboardSection id="focus" title={t('focus.title')} {...section}>
      {d && <FocusPanel dashboard={d} history={history} />}
    </DashboardSection>
  );
  const alignment = (
    <DashboardSection id="alignment" title={t('alignment.title')} {...section}>
      {d &&
        (d.teamAlignmentSendDate ? (
          <Typography>{t('alignment.lastSent', { date: fmt.date(d.teamAlignmentSendDate) })}</Typography>
        ) : (
          <Typography color="text.secondary">{t('alignment.never')}</Typography>
        ))}
      {/* the manager's next step, sent or not: the survey's participants, report and trend */}
      {d?.manager && !guest && (
        <Button
          component={RouterLink}
          to={`/teams/v2/${teamId}/team-alignment`}
          variant="outlined"
          size="small"
          sx={{ mt: 1.5 }}
        >
          {t('alignment.open')}
        </Button>
      )}
    </DashboardSection>
  );

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PageTitle sx={{ overflowWrap: 'anywhere' }}>
            {d ? t('title', { name: d.teamName }) : t('fallbackTitle')}
          </PageTitle>
          {d && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('managedBy', { name: d.teamDetail.managerName })}
            </Typography>
          )}
        </Box>
        {d?.manager && !guest && (
          <Button component={RouterLink} to={`/teams/v2/${teamId}/manage-team`} variant="outlined">
            {t('manageTeam')}
          </Button>
        )}
      </Box>
      <Tabs
        value={view}
        aria-label={t('viewsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {DASHBOARD_VIEWS.map((v) => (
          <Tab key={v} value={v} label={t(`views.${v}`)} component={RouterLink} to={`${basePath}/${v}`} />
        ))}
      </Tabs>
      {q.isPending && !d && <SectionSkeleton lines={1} />}
      {view === 'focus' && (
        <Box sx={grid}>
          {focus()}
          {people()}
          {alignment}
          {!guest && <MilestonesPanel teamId={teamId} />}
        </Box>
      )}
      {view === 'plan' && (
        <Box sx={grid}>
          <DashboardSection
            id="challenges"
            title={t('challenges.title')}
            {...section}
            empty={d && d.teamTopChallenges.length === 0 ? t('challenges.empty') : null}
          >
            {d && <ChallengesPanel dashboard={d} />}
          </DashboardSection>
          {d?.manager && !guest && <MemberRightsPanel teamId={teamId} />}
          {!guest && <MilestonesPanel teamId={teamId} />}
        </Box>
      )}
      {view === 'analytics' && (
        <Box sx={grid}>
          <DashboardSection id="gla-strengths" title={t('strengths.gla')} {...section}>
            {d && <StrengthsPanel aggregate={d.glaStrengths} />}
          </DashboardSection>
          <DashboardSection id="gl360-strengths" title={t('strengths.gl360')} {...section}>
            {d && <StrengthsPanel aggregate={d.gl360Strengths} />}
          </DashboardSection>
        </Box>
      )}
      {view === 'connect' && <Box sx={grid}>{people(true)}</Box>}
      {view === 'communicate' && (
        <Box sx={grid}>
          {focus(true)}
          {alignment}
        </Box>
      )}
    </Box>
  );
}

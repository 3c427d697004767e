import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { TeamActiveSprint, TeamSprintView } from '../../../../shared/contracts/team-sprint';
import {
  TEAM_SPRINT_VIEWS,
  type TeamSprintView as View,
} from '../../../../shared/domain/team-sprint-navigation';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useTeamActiveSprint } from '../api/active';

/** The team id of a /teams/v2/:teamId/... page (0 when it is not a number). */
export function useTeamIdParam(): number {
  const id = Number(useParams().teamId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** What a team sprint view is given once the team's sprint in progress is known. */
export interface FrameProps {
  teamId: number;
  active: TeamActiveSprint;
  sprint: TeamSprintView;
}

/**
 * The frame of the team sprint views (/teams/v2/:teamId/sprint/...): the team and the sprint, links between the
 * four views, and what to do when there is no sprint to show (the manager designs one; a member waits for it or is
 * not in its sprint team).
 */
export function TeamSprintFrame({ view, children }: { view: View; children(props: FrameProps): ReactNode }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  const teamId = useTeamIdParam();
  const active = useTeamActiveSprint(teamId);
  usePageTitle(t(`views.${view}`));
  const heading = <PageTitle>{t(`views.${view}`)}</PageTitle>;
  if (active.isPending) return <SectionSkeleton lines={6} />;
  if (active.isError)
    return (
      <Box sx={{ maxWidth: 960 }}>
        {heading}
        <Box sx={{ mt: 2 }}>
          <SectionError error={active.error} onRetry={() => void active.refetch()} />
        </Box>
      </Box>
    );
  const a = active.data;
  const sprint = a.sprint;
  if (!sprint || !a.viewer.inSprintTeam)
    return (
      <Box sx={{ maxWidth: 960, display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {a.teamName}
          </Typography>
          {heading}
        </Box>
        <NoSprint teamId={teamId} active={a} />
      </Box>
    );
  const base = `/teams/v2/${teamId}/sprint`;
  return (
    <Box sx={{ maxWidth: 1200, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {t('frame.teamSprintOf', { team: a.teamName })}
        </Typography>
        <PageTitle>{sprint.label}</PageTitle>
        <Typography color="text.secondary">
          {t('frame.dates', {
            // the first and last days, inclusive (decision 0068), as the timeline shows them
            start: sprint.startDate ? f.date(sprint.startDate) : '—',
            end: sprint.lastDate ? f.date(sprint.lastDate) : '—',
          })}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('frame.views')}>
        <Tabs value={view} variant="scrollable" scrollButtons={false}>
          {TEAM_SPRINT_VIEWS.map((v) => (
            <Tab
              key={v}
              value={v}
              label={t(`views.${v}`)}
              component={RouterLink}
              to={`${base}/${v}`}
              aria-current={v === view ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      {children({ teamId, active: a, sprint })}
    </Box>
  );
}

/** No sprint to show: design one (the manager), continue the design, or wait for the team's manager. */
function NoSprint({ teamId, active }: { teamId: number; active: TeamActiveSprint }) {
  const { t } = useTranslation('team-sprint');
  const library = `/teams/v2/${teamId}/sprint-library`;
  if (active.sprint && !active.viewer.inSprintTeam)
    return <Alert severity="info">{t('frame.notInSprintTeam', { label: active.sprint.label })}</Alert>;
  if (!active.viewer.teamAdmin)
    return (
      <Alert severity="info">{active.design ? t('frame.beingDesigned') : t('frame.noneForMember')}</Alert>
    );
  // the button goes under the text, not beside it: beside it, a long label (ja, de) is squeezed into a narrow
  // column on a phone
  return (
    <Alert severity="info">
      {active.design
        ? t('frame.designInProgress', { label: active.design.label })
        : t('frame.noneForManager')}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to={active.design ? `${library}/design` : library}
          color="inherit"
          variant="outlined"
        >
          {active.design ? t('frame.continueDesign') : t('frame.design')}
        </Button>
      </Box>
    </Alert>
  );
}

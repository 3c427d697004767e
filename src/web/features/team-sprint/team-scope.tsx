import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_DESIGN_STEPS } from '../../../shared/contracts/team-sprint';
import { type DesignScope, DesignScopeProvider } from '../sprint-design';
import { teamActiveQuery } from './api/active';
import { useSaveTeamDesign, useStartTeamSprint } from './api/design';
import { teamSprintKeys } from './api/keys';
import { useTeamIdParam } from './components/TeamSprintFrame';
import { LeadsStep } from './wizard/LeadsStep';
import { TeamStartRows } from './wizard/TeamStartRows';
import { TeamStep } from './wizard/TeamStep';

/**
 * The team's design scope: the sprint design pages with the team's calls, its paths under /teams/v2/{teamId}/,
 * and the two team steps (sprint team, action lead).
 */
function teamScope(teamId: number, teamName: ReactNode): DesignScope {
  const base = `/teams/v2/${teamId}`;
  return {
    team: { id: teamId, name: '' },
    steps: TEAM_DESIGN_STEPS,
    paths: {
      library: `${base}/sprint-library`,
      preDesigned: `${base}/sprint-library/pre-designed`,
      diy: `${base}/sprint-library/diy`,
      design: `${base}/sprint-library/design`,
      running: `${base}/sprint/dashboard`,
    },
    activeKey: teamSprintKeys.active(teamId),
    useActive: () => useQuery(teamActiveQuery(teamId)),
    useSave: () => useSaveTeamDesign(teamId),
    useStart: () => useStartTeamSprint(teamId),
    extraSteps: { team: TeamStep, leads: LeadsStep },
    startRows: TeamStartRows,
    subtitle: teamName,
  };
}

/** Wraps a sprint design page so it designs the team's sprint (the team from the route). */
export function TeamDesign({ children }: { children: ReactNode }) {
  const { t } = useTranslation('team-sprint');
  const teamId = useTeamIdParam();
  const active = useQuery({ ...teamActiveQuery(teamId), enabled: teamId > 0 });
  const name = active.data?.teamName;
  const scope = useMemo(
    () =>
      teamScope(
        teamId,
        name ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('design.forTeam', { team: name })}
          </Typography>
        ) : null,
      ),
    [teamId, name, t],
  );
  return <DesignScopeProvider scope={scope}>{children}</DesignScopeProvider>;
}

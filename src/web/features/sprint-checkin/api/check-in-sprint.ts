import { useQuery } from '@tanstack/react-query';
import { teamSprintCalls } from '../../../../shared/contracts/team-sprint-calls';
import { api } from '../../../lib/api/call';
import { useCurrentSprint } from '../../sprint-board';
import { checkInKeys } from './check-ins';

/**
 * The sprint a check-in rates: the person's own sprint in progress, or a team's (its behaviours and outcomes and
 * the team's name, for the team texts of the rating dialog).
 */
export function useCheckInSprint(sprintId: number, teamId: number | null) {
  const own = useCurrentSprint();
  const team = useQuery({
    queryKey: checkInKeys.teamSprint(sprintId),
    enabled: teamId !== null,
    queryFn: async () => (await api.call(teamSprintCalls.summary, { params: { id: sprintId } })).data,
  });
  return teamId === null
    ? { query: own, teamName: null }
    : { query: team, teamName: team.data?.teamName ?? '' };
}

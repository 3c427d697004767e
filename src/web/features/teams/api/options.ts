import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { teamKeys } from './keys';

/** GET /teams/get-all-team-type: the codes. */
export const teamTypesQuery = () =>
  queryOptions({
    queryKey: teamKeys.options('get-all-team-type'),
    queryFn: async () => (await api.call(teamCalls.teamTypes)).data.map((o) => o.code),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /teams/get-all-team-distribution (work modes): the codes. */
export const teamDistributionsQuery = () =>
  queryOptions({
    queryKey: teamKeys.options('get-all-team-distribution'),
    queryFn: async () => (await api.call(teamCalls.distributions)).data.map((o) => o.code),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTeamTypes = () => useQuery(teamTypesQuery());
export const useTeamDistributions = () => useQuery(teamDistributionsQuery());

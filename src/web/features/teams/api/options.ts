import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client';
import { TEAM_BASE, teamKeys } from './keys';

type CodeOptions = { data: { code: string; name: string }[] };

const options = (kind: 'get-all-team-type' | 'get-all-team-distribution') => () =>
  useQuery({
    queryKey: teamKeys.options(kind),
    queryFn: async () => (await apiFetch<CodeOptions>(`${TEAM_BASE}/teams/${kind}`)).data.map((o) => o.code),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /teams/get-all-team-type. */
export const useTeamTypes = options('get-all-team-type');
/** GET /teams/get-all-team-distribution (work modes). */
export const useTeamDistributions = options('get-all-team-distribution');

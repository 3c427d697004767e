import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addCrewBody, CrewView } from '../../../../shared/contracts/sprint-design';
import { sprintDesignCalls } from '../../../../shared/contracts/sprint-design-calls';
import { teamCalls } from '../../../../shared/contracts/teams-calls';
import { api } from '../../../lib/api/call';
import { type ActiveDesign, useDesignScope } from '../scope';
import { sprintDesignKeys } from './keys';

export type { CrewView };
export type AddCrew = z.input<typeof addCrewBody>;

/** Puts a changed crew into the cached sprint or design (the person's, or the team's being designed). */
function useCrewUpdate(sprintId: number) {
  const qc = useQueryClient();
  const { activeKey } = useDesignScope();
  return (crew: CrewView[]) => {
    qc.setQueryData<ActiveDesign>(activeKey, (old) =>
      old
        ? {
            ...old,
            sprint: old.sprint?.id === sprintId ? { ...old.sprint, crew } : old.sprint,
            design: old.design?.id === sprintId ? { ...old.design, crew } : old.design,
          }
        : old,
    );
    void qc.invalidateQueries({ queryKey: ['sprint-board'] });
    // a team sprint's dashboard reads its crew with the team sprint (team-sprint/api/keys.ts)
    void qc.invalidateQueries({ queryKey: ['team-sprint', 'sprint', sprintId] });
  };
}

export function useAddCrew(sprintId: number) {
  const update = useCrewUpdate(sprintId);
  return useMutation({
    mutationFn: async (body: AddCrew) =>
      (await api.call(sprintDesignCalls.addCrew, { params: { id: sprintId }, body })).data.crew,
    onSuccess: update,
  });
}

export function useRemoveCrew(sprintId: number) {
  const update = useCrewUpdate(sprintId);
  return useMutation({
    mutationFn: async (crewId: number) =>
      (await api.call(sprintDesignCalls.removeCrew, { params: { id: sprintId, crewId } })).data.crew,
    onSuccess: update,
  });
}

export function useResendCrew(sprintId: number) {
  const update = useCrewUpdate(sprintId);
  return useMutation({
    mutationFn: async (crewId: number) =>
      (await api.call(sprintDesignCalls.resendCrew, { params: { id: sprintId, crewId } })).data.crew,
    onSuccess: update,
  });
}

/** Organisation members by name (the user service's member search). */
export function useMemberSearch(keyword: string) {
  const k = keyword.trim();
  return useQuery({
    queryKey: sprintDesignKeys.search(k),
    queryFn: async () =>
      (await api.call(teamCalls.searchMember, { query: { keyword: k, activeOnly: 'true' } })).items,
    enabled: k.length > 1,
    staleTime: 30_000,
  });
}

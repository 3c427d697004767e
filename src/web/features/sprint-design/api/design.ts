import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ActiveSprintResponse,
  SprintView,
  saveDesignBody,
} from '../../../../shared/contracts/sprint-design';
import { sprintDesignCalls } from '../../../../shared/contracts/sprint-design-calls';
import { api } from '../../../lib/api/call';
import { userStateQuery } from '../../../lib/session/user-state';
import { trackEvent } from '../../../lib/tracking/tracking';
import { sprintDesignKeys } from './keys';

export type { SprintView };
export type SaveDesign = z.input<typeof saveDesignBody>;
/**
 * What a wizard step saves: the personal body, whose step may also be a step another scope adds (a team's sprint
 * team and action leads) with that step's own fields.
 */
/** A sprint as the design pages read it, whichever scope's: its step may be one another scope adds. */
export type DesignedSprint = Omit<SprintView, 'designStep'> & { designStep: string };
export type DesignBody = Omit<SaveDesign, 'step'> & { step: string; [field: string]: unknown };

/** GET findUserActiveSprint: the sprint in progress and the design not yet started. */
export function useActiveSprint() {
  return useQuery({
    queryKey: sprintDesignKeys.active,
    queryFn: async (): Promise<ActiveSprintResponse['data']> =>
      (await api.call(sprintDesignCalls.active)).data,
  });
}

/** POST /user-sprint: begins the design or saves one step; the answer replaces the cached design. */
export function useSaveDesign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: DesignBody) =>
      (await api.call(sprintDesignCalls.save, { body: body as SaveDesign })).data,
    onSuccess: async (design, body) => {
      qc.setQueryData<ActiveSprintResponse['data']>(sprintDesignKeys.active, (old) => ({
        sprint: old?.sprint ?? null,
        design,
      }));
      if (body.id === undefined) await qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
    },
  });
}

/** POST /user-sprint/start/{id}. */
export function useStartSprint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await api.call(sprintDesignCalls.start, { params: { id } })).data,
    onSuccess: async (sprint) => {
      qc.setQueryData<ActiveSprintResponse['data']>(sprintDesignKeys.active, { sprint, design: null });
      trackEvent('Sprint Started');
      await qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
    },
  });
}

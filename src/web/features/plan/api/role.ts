import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePlanRoleBody, SaveRoleChallengesBody } from '../../../../shared/contracts/plan';
import { apiFetch, USER_BASE } from '../../../lib/api/client';
import { userStateQuery } from '../../user/api/user-state';
import { planKeys } from './keys';

type Completion = { roleChallengesCompleted: boolean };

/** POST /agile-plan/save-agile-plan-role, then the challenges: the role screens save both together. */
export function saveRole(body: SavePlanRoleBody): Promise<Completion> {
  return apiFetch<Completion>(`${USER_BASE}/agile-plan/save-agile-plan-role`, { method: 'POST', body });
}

/** POST /agile-plan/save-agile-role-challenges/{id}. */
export function saveRoleChallenges(planId: number, body: SaveRoleChallengesBody): Promise<Completion> {
  return apiFetch<Completion>(`${USER_BASE}/agile-plan/save-agile-role-challenges/${planId}`, {
    method: 'POST',
    body,
  });
}

/** Saves both roles with their levels and the 3 + 3 challenges; refreshes the plan and the current user. */
export function useSaveRoleScreens(planId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: {
      current: SavePlanRoleBody;
      next: SavePlanRoleBody;
      challenges: SaveRoleChallengesBody;
    }) => {
      await saveRole(v.current);
      await saveRole(v.next);
      return saveRoleChallenges(planId, v.challenges);
    },
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: planKeys.plan(planId) }),
        qc.invalidateQueries({ queryKey: userStateQuery.queryKey }),
      ]);
    },
  });
}

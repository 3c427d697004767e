import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePlanRoleBody, SaveRoleChallengesBody } from '../../../../shared/contracts/plan';
import { planCalls } from '../../../../shared/contracts/plan-calls';
import { api } from '../../../lib/api/call';
import { userStateQuery } from '../../../lib/session/user-state';
import { planKeys } from './keys';

/** POST /agile-plan/save-agile-plan-role, then the challenges: the role screens save both together. */
export function saveRole(body: SavePlanRoleBody) {
  return api.call(planCalls.saveRole, { body });
}

/** POST /agile-plan/save-agile-role-challenges/{id}. */
export function saveRoleChallenges(planId: number, body: SaveRoleChallengesBody) {
  return api.call(planCalls.saveRoleChallenges, { params: { id: planId }, body });
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

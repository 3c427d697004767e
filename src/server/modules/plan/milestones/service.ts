import type { SaveMilestoneBody } from '../../../../shared/contracts/plan';
import { MILESTONE_TYPES } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { notFound } from '../../../platform/http/errors';
import type { PlanAccessRules } from '../access';
import type { PlanDeps } from '../deps';
import { milestoneView } from '../plans/service';

/** Key milestones of a plan. */
export function createMilestoneService(deps: PlanDeps, access: PlanAccessRules) {
  const { repo } = deps;
  return {
    typeOptions: () => ({ items: [...MILESTONE_TYPES] }),

    async save(p: Principal, body: SaveMilestoneBody) {
      const plan = await access.write(p, body.agilePlanGroupId);
      const values = { type: body.type, title: body.title, date: body.date, note: body.note ?? null };
      if (body.id) {
        const row = await repo.updateMilestone(p.clientId, plan.id, body.id, values);
        if (!row) throw notFound('The milestone');
        return milestoneView(row);
      }
      return milestoneView(await repo.insertMilestone({ clientId: p.clientId, planId: plan.id, ...values }));
    },

    async remove(p: Principal, ref: { id: number; agilePlanGroupId: number }) {
      const plan = await access.write(p, ref.agilePlanGroupId);
      if (!(await repo.deleteMilestone(p.clientId, plan.id, ref.id))) throw notFound('The milestone');
      return { ok: true as const };
    },
  };
}
export type MilestoneService = ReturnType<typeof createMilestoneService>;

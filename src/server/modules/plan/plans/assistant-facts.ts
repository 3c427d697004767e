import { JOB_ROLES } from '../../../../../content/plan/roles';
import type { Language } from '../../../../shared/enums';
import { currentYear } from '../access';
import type { PlanDeps } from '../deps';

/**
 * What the assistant may read of ONE person's plan of this year (their own): role, levels, challenges, outcomes,
 * goals and milestones; null without a plan. Read-only; nothing of anyone else and no comments.
 */
export function createPlanAssistantFacts(deps: Pick<PlanDeps, 'repo'>) {
  const { repo } = deps;
  return async (userId: number, clientId: number, language: Language) => {
    const planId = await repo.planIdOfYear(clientId, userId, currentYear());
    const plan = planId === null ? null : await repo.plan(clientId, planId);
    if (!plan) return null;
    const [items, milestones] = await Promise.all([
      repo.items(clientId, plan.id),
      repo.milestones(clientId, plan.id),
    ]);
    const labels = (type: string) => items.filter((i) => i.type === type).map((i) => i.label);
    const role = JOB_ROLES.find((r) => r.code === plan.currentRole);
    return {
      planId: plan.id,
      year: plan.year,
      currentRole: role ? role.label[language] : plan.currentRole,
      currentLevel: plan.currentLevel,
      nextLevel: plan.nextLevel,
      challenges: labels('ROLE_CHALLENGE'),
      outcomes: labels('OUTCOME'),
      goals: items
        .filter((i) => i.type === 'GOAL_DELIVERABLE')
        .map((i) => ({ label: i.label, status: i.status, dueDate: i.dueDate })),
      milestones: milestones
        .map((m) => ({ title: m.title, date: m.date, type: m.type }))
        .sort((a, b) => a.date.localeCompare(b.date)),
    };
  };
}
export type PlanAssistantFacts = Awaited<ReturnType<ReturnType<typeof createPlanAssistantFacts>>>;

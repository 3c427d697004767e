import { nextByDate, planProgress } from '../../../../shared/domain/plan-progress';
import { DEVELOPMENT_PLAN_ITEM_TYPES, type MilestoneType, type NetworkType } from '../../../../shared/enums';
import { currentYear } from '../access';
import type { PlanDeps } from '../deps';

/** What is coming in a person's plan of this year (the dashboard's "Next up" asks through the plan's api). */
export function createUpcoming(deps: Pick<PlanDeps, 'repo' | 'network'>) {
  const { repo, network } = deps;
  return async (userId: number, clientId: number, now: Date) => {
    const year = currentYear();
    const planId = await repo.planIdOfYear(clientId, userId, year);
    const plan = planId === null ? null : await repo.plan(clientId, planId);
    if (!plan) return null;
    const [items, milestones, entries, meetings] = await Promise.all([
      repo.items(clientId, plan.id),
      repo.milestones(clientId, plan.id),
      network.list(clientId, plan.id, { pageNo: 0, pageSize: 100, ascending: true, sortBy: 'id' }),
      network.meetings(clientId, plan.id),
    ]);
    const count = (types: readonly string[]) => items.filter((i) => types.includes(i.type)).length;
    const progress = planProgress({
      rolesChosen: Boolean(plan.currentRole && (plan.nextRole || plan.nextRoleCustom)),
      roleChallenges: count(['ROLE_CHALLENGE']),
      developmentItems: count(DEVELOPMENT_PLAN_ITEM_TYPES),
      goals: count(['GOAL_DELIVERABLE']),
      milestones: milestones.length,
      networkEntries: entries.total,
    });
    const milestone = nextByDate(milestones, now.toISOString().slice(0, 10));
    const meeting = meetings.find((m) => m.meeting.startsAt.getTime() >= now.getTime()) ?? null;
    return {
      plan: { id: plan.id, year: plan.year, ...progress },
      nextMilestone: milestone
        ? {
            id: milestone.id,
            title: milestone.title,
            type: milestone.type as MilestoneType,
            date: milestone.date,
          }
        : null,
      nextMeeting: meeting
        ? {
            id: meeting.meeting.id,
            title: meeting.meeting.title,
            startsAt: meeting.meeting.startsAt.toISOString(),
            withName: meeting.withName,
          }
        : null,
      pendingInvitations: entries.items
        .filter((e) => e.status === 'PENDING')
        .map((e) => ({
          id: e.id,
          name: e.name,
          type: e.type as NetworkType,
          invitedAt: e.invitedAt?.toISOString() ?? null,
        })),
    };
  };
}
export type PlanUpcoming = Awaited<ReturnType<ReturnType<typeof createUpcoming>>>;

import type { Plan, PlanItem } from '../../../../shared/contracts/plan';
import {
  type GoalStatus,
  type Language,
  type PlanItemType,
  type PlanSectionType,
  ROLE_LEVELS,
  type RoleLevel,
} from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, notFound } from '../../../platform/http/errors';
import { currentYear, type PlanAccessRules, type PlanReader, readerClient } from '../access';
import type { PlanDeps } from '../deps';
import { planOptions } from '../options';
import type { ItemRow, MilestoneRow, PlanRow } from './repo';

export const CHALLENGE_TYPES: readonly PlanItemType[] = ['ROLE_CHALLENGE', 'FUTURE_ROLE_CHALLENGE'];

const asLevel = (v: string | null): RoleLevel | null =>
  (ROLE_LEVELS as readonly string[]).includes(v ?? '') ? (v as RoleLevel) : null;

export function itemView(row: ItemRow, lng: Language): PlanItem {
  const translated =
    row.code === null
      ? null
      : row.type === 'OUTCOME'
        ? planOptions.outcomeLabel(row.code, lng)
        : CHALLENGE_TYPES.includes(row.type as PlanItemType)
          ? planOptions.challengeLabel(row.code, lng)
          : null;
  return {
    id: row.id,
    type: row.type as PlanItemType,
    code: row.code,
    label: translated ?? row.label,
    description: row.description,
    capabilities: row.capabilities,
    sortIndex: row.sortIndex,
    status: row.type === 'GOAL_DELIVERABLE' ? ((row.status as GoalStatus | null) ?? 'NOT_STARTED') : null,
    dueDate: row.type === 'GOAL_DELIVERABLE' ? row.dueDate : null,
  };
}

export const milestoneView = (m: MilestoneRow) => ({
  id: m.id,
  type: m.type as Plan['agileMilestoneList'][number]['type'],
  title: m.title,
  date: m.date,
  note: m.note,
});

/** The plan and its items: reading, roles and challenges, development plan, goals, note. */
export function createPlanService(deps: PlanDeps, access: PlanAccessRules) {
  const { repo } = deps;

  async function view(reader: PlanReader, planId: number, lng: Language): Promise<Plan> {
    const { plan, role, readOnly } = await access.read(reader, planId);
    const clientId = readerClient(reader);
    const [items, milestones, owner, membership] = await Promise.all([
      repo.items(clientId, plan.id),
      repo.milestones(clientId, plan.id),
      deps.people.byId(plan.userId),
      deps.people.membership(plan.userId, clientId),
    ]);
    return {
      id: plan.id,
      year: plan.year,
      userId: plan.userId,
      ownerName: owner?.fullName ?? '',
      readOnly,
      guest: role === 'GUEST',
      note: plan.note,
      agilePlanRole: {
        currentRole: {
          code: plan.currentRole,
          label: planOptions.roleLabel(plan.currentRole, lng),
          customLabel: null,
        },
        nextRole: {
          code: plan.nextRole ?? (plan.nextRoleCustom ? 'CUSTOM' : null),
          label: plan.nextRoleCustom ?? planOptions.roleLabel(plan.nextRole, lng),
          customLabel: plan.nextRoleCustom,
        },
        currentLevel: asLevel(plan.currentLevel),
        nextLevel: asLevel(plan.nextLevel),
      },
      agileItemList: items.map((i) => itemView(i, lng)),
      agileMilestoneList: milestones.map(milestoneView),
      assessmentGroupId: null,
      roleChallengesCompleted: membership?.roleChallengesCompleted ?? false,
    };
  }

  return {
    view,

    /** The caller's plans, newest year first; this year's plan is created on the first visit. */
    async listOwn(p: Principal) {
      const year = currentYear();
      let currentPlanId = await repo.planIdOfYear(p.clientId, p.userId, year);
      if (currentPlanId === null) {
        currentPlanId = await repo.createPlan(p.clientId, p.userId, year);
        await deps.people.forgetUser(p.userId);
      }
      const plans = await repo.plansOf(p.clientId, p.userId);
      return { items: plans.map((x) => ({ ...x, readOnly: x.year !== year })), currentPlanId };
    },

    /** Another person's plans, for a manager with viewing rights (spec: 400 without access). */
    async listOf(p: Principal, userId: number) {
      if (userId === p.userId) return this.listOwn(p);
      const membership = await deps.people.membership(userId, p.clientId);
      if (!membership) throw notFound('The person');
      if (!(await deps.canView(p, userId, 'PLAN'))) {
        throw badRequest('You do not have access to this Leader Impact Board.', 'NO_PLAN_ACCESS');
      }
      const plans = await repo.plansOf(p.clientId, userId);
      const year = currentYear();
      return {
        items: plans.map((x) => ({ ...x, readOnly: true })),
        currentPlanId: plans.find((x) => x.year === year)?.id ?? null,
      };
    },

    async sections(reader: PlanReader, planId: number) {
      const { plan } = await access.read(reader, planId);
      const clientId = readerClient(reader);
      const [sections, counts, open] = await Promise.all([
        repo.sections(clientId, plan.id),
        deps.comments.countsBySection(clientId, plan.id),
        deps.comments.openThreads(clientId, plan.id),
      ]);
      return {
        items: sections.map((s) => ({
          id: s.id,
          type: s.type as PlanSectionType,
          commentCount: counts.find((c) => c.sectionId === s.id)?.n ?? 0,
          openThreadId: open.find((o) => o.sectionId === s.id)?.id ?? null,
        })),
      };
    },

    async saveNote(p: Principal, planId: number, note: string) {
      const plan = await access.write(p, planId);
      await repo.updatePlan(p.clientId, plan.id, { note });
      return { note };
    },

    /** The plan's role levels (the GLA draws its benchmark line for the next level). */
    async roleLevels(userId: number, clientId: number) {
      const id = await repo.planIdOfYear(clientId, userId, currentYear());
      const plan: PlanRow | null = id === null ? null : await repo.plan(clientId, id);
      if (!plan) return null;
      return { current: asLevel(plan.currentLevel), next: asLevel(plan.nextLevel) };
    },

    /** getUserState's agilePlanGroupId (this year's plan): a fragment of identity's one current-user statement. */
    stateFragment: {
      name: 'plan',
      select: repo.stateSelect,
      params: () => ({ planYear: currentYear() }),
      map: (id: number | null) => ({ agilePlanGroupId: id ?? null }),
    },
  };
}
export type PlanService = ReturnType<typeof createPlanService>;

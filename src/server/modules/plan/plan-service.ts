import type {
  Plan,
  PlanItem,
  SaveDevelopmentPlanBody,
  SavePlanItemBody,
} from '../../../shared/contracts/plan';
import {
  CAPABILITY_CODES,
  DEVELOPMENT_PLAN_ITEM_TYPES,
  type Language,
  type PlanItemType,
  type PlanSectionType,
  ROLE_LEVELS,
  type RoleLevel,
} from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import { badRequest, notFound } from '../../platform/http/errors';
import { currentYear, type PlanAccessRules, type PlanReader, readerClient } from './access';
import type { PlanDeps } from './deps';
import { planOptions } from './options';
import type { ItemRow, MilestoneRow, PlanRow } from './repo';

const CHALLENGE_TYPES: readonly PlanItemType[] = ['ROLE_CHALLENGE', 'FUTURE_ROLE_CHALLENGE'];
const CAPABILITY_ITEM_TYPES: readonly PlanItemType[] = [
  'CURRENT_CAP_RECOMMENDATION',
  'NEXT_CAP_RECOMMENDATION',
];

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

  /** Checks an item's code against what its type allows; answers the capabilities it carries. */
  function checkCode(type: PlanItemType, code: string | null | undefined): string[] {
    // free text (an outcome of one's own, a strength ...) carries no capabilities
    if (!code) return [];
    if (type === 'OUTCOME') {
      const outcome = planOptions.outcome(code);
      if (!outcome) throw badRequest(`code: ${code} is not an outcome option.`);
      return [...outcome.capabilities];
    }
    if (CAPABILITY_ITEM_TYPES.includes(type)) {
      if (!(CAPABILITY_CODES as string[]).includes(code))
        throw badRequest(`code: ${code} is not a capability.`);
      return [code];
    }
    throw badRequest(`code: items of type ${type} do not take a code.`);
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
      if (!(await deps.viewingRights(p.userId, userId, p.clientId))) {
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
        deps.comments.openThread(clientId, plan.id),
      ]);
      return {
        items: sections.map((s) => ({
          id: s.id,
          type: s.type as PlanSectionType,
          commentCount: counts.find((c) => c.sectionId === s.id)?.n ?? 0,
          openThreadId: open && open.sectionId === s.id ? open.id : null,
        })),
      };
    },

    async saveNote(p: Principal, planId: number, note: string) {
      const plan = await access.write(p, planId);
      await repo.updatePlan(p.clientId, plan.id, { note });
      return { note };
    },

    /** Adds or edits one item (not a challenge: those are chosen together, three by three). */
    async saveItem(p: Principal, body: SavePlanItemBody, lng: Language) {
      const plan = await access.write(p, body.agilePlanGroupId);
      if (CHALLENGE_TYPES.includes(body.type)) {
        throw badRequest('type: challenges are saved together through save-agile-role-challenges.');
      }
      const capabilities = checkCode(body.type, body.code);
      if (body.id) {
        const existing = await repo.item(p.clientId, plan.id, body.id);
        if (!existing) throw notFound('The item');
        if (existing.type !== body.type) throw badRequest('type: an item keeps its type.');
        await repo.updateItem(p.clientId, plan.id, body.id, {
          code: body.code ?? null,
          label: body.label,
          description: body.description ?? null,
          capabilities,
          ...(body.sortIndex === undefined ? {} : { sortIndex: body.sortIndex }),
        });
        return itemView((await repo.item(p.clientId, plan.id, body.id))!, lng);
      }
      const row = await deps.db.transaction(async (tx) =>
        repo.insertItem(
          {
            clientId: p.clientId,
            planId: plan.id,
            type: body.type,
            code: body.code ?? null,
            label: body.label,
            description: body.description ?? null,
            capabilities,
            sortIndex: body.sortIndex ?? (await repo.nextSortIndex(p.clientId, plan.id, body.type, tx)),
          },
          tx,
        ),
      );
      return itemView(row, lng);
    },

    /** Replaces the development plan: the order given is kept, items left out are removed. */
    async saveDevelopmentPlan(p: Principal, planId: number, body: SaveDevelopmentPlanBody, lng: Language) {
      const plan = await access.write(p, planId);
      const existing = await repo.items(p.clientId, plan.id, DEVELOPMENT_PLAN_ITEM_TYPES);
      const checked = body.items.map((item, i) => {
        const capabilities = (() => {
          try {
            return checkCode(item.type, item.code);
          } catch (err) {
            throw badRequest(`items.${i}.${(err as Error).message}`);
          }
        })();
        if (item.id) {
          const found = existing.find((e) => e.id === item.id);
          if (!found) throw badRequest(`items.${i}.id: ${item.id} is not an item of this development plan.`);
          if (found.type !== item.type) throw badRequest(`items.${i}.type: an item keeps its type.`);
        }
        return { ...item, capabilities };
      });
      const ids = checked.flatMap((c) => (c.id ? [c.id] : []));
      if (new Set(ids).size !== ids.length) throw badRequest('items: an item appears twice.');
      await deps.db.transaction(async (tx) => {
        await repo.deleteItemsExcept(p.clientId, plan.id, DEVELOPMENT_PLAN_ITEM_TYPES, ids, tx);
        const next = new Map<string, number>();
        for (const item of checked) {
          const sortIndex = next.get(item.type) ?? 0;
          next.set(item.type, sortIndex + 1);
          const values = {
            code: item.code ?? null,
            label: item.label,
            description: item.description ?? null,
            capabilities: item.capabilities,
            sortIndex,
          };
          if (item.id) await repo.updateItem(p.clientId, plan.id, item.id, values, tx);
          else
            await repo.insertItem({ clientId: p.clientId, planId: plan.id, type: item.type, ...values }, tx);
        }
      });
      const items = await repo.items(p.clientId, plan.id, DEVELOPMENT_PLAN_ITEM_TYPES);
      return { items: items.map((i) => itemView(i, lng)) };
    },

    async deleteDevelopmentItem(p: Principal, ref: { id: number; agilePlanGroupId: number }) {
      const plan = await access.write(p, ref.agilePlanGroupId);
      const item = await repo.item(p.clientId, plan.id, ref.id);
      if (!item || !(DEVELOPMENT_PLAN_ITEM_TYPES as readonly string[]).includes(item.type)) {
        throw notFound('The outcome');
      }
      await repo.deleteItem(p.clientId, plan.id, ref.id);
      return { ok: true as const };
    },

    async goals(reader: PlanReader, planId: number, lng: Language) {
      const { plan } = await access.read(reader, planId);
      const items = await repo.items(readerClient(reader), plan.id, ['GOAL_DELIVERABLE']);
      return { items: items.map((i) => itemView(i, lng)) };
    },

    async saveGoals(
      p: Principal,
      planId: number,
      body: { items: { id?: number; label: string; description?: string | null }[] },
      lng: Language,
    ) {
      const plan = await access.write(p, planId);
      const existing = await repo.items(p.clientId, plan.id, ['GOAL_DELIVERABLE']);
      body.items.forEach((g, i) => {
        if (g.id && !existing.some((e) => e.id === g.id)) {
          throw badRequest(`items.${i}.id: ${g.id} is not a goal of this plan.`);
        }
      });
      const keep = body.items.flatMap((g) => (g.id ? [g.id] : []));
      await deps.db.transaction(async (tx) => {
        await repo.deleteItemsExcept(p.clientId, plan.id, ['GOAL_DELIVERABLE'], keep, tx);
        for (const [sortIndex, g] of body.items.entries()) {
          const values = { label: g.label, description: g.description ?? null, sortIndex };
          if (g.id) await repo.updateItem(p.clientId, plan.id, g.id, values, tx);
          else {
            await repo.insertItem(
              { clientId: p.clientId, planId: plan.id, type: 'GOAL_DELIVERABLE', code: null, ...values },
              tx,
            );
          }
        }
      });
      return this.goals({ kind: 'user', principal: p }, planId, lng);
    },

    /** The plan's role levels (the GLA draws its benchmark line for the next level). */
    async roleLevels(userId: number, clientId: number) {
      const id = await repo.planIdOfYear(clientId, userId, currentYear());
      const plan: PlanRow | null = id === null ? null : await repo.plan(clientId, id);
      if (!plan) return null;
      return { current: asLevel(plan.currentLevel), next: asLevel(plan.nextLevel) };
    },

    /** This year's plan id of a person (getUserState's agilePlanGroupId). */
    currentPlanId: (userId: number, clientId: number) => repo.planIdOfYear(clientId, userId, currentYear()),
  };
}
export type PlanService = ReturnType<typeof createPlanService>;

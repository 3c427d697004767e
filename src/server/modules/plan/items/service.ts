import type {
  GoalDeliverable,
  SaveDevelopmentPlanBody,
  SavePlanItemBody,
} from '../../../../shared/contracts/plan';
import {
  CAPABILITY_CODES,
  DEVELOPMENT_PLAN_ITEM_TYPES,
  type Language,
  type PlanItemType,
} from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, notFound } from '../../../platform/http/errors';
import type { PlanAccessRules, PlanReader } from '../access';
import { readerClient } from '../access';
import type { PlanDeps } from '../deps';
import { planOptions } from '../options';
import { CHALLENGE_TYPES, itemView } from '../plans/service';

const CAPABILITY_ITEM_TYPES: readonly PlanItemType[] = [
  'CURRENT_CAP_RECOMMENDATION',
  'NEXT_CAP_RECOMMENDATION',
];

/** A plan's items: one at a time, the development plan in order, goals and deliverables. */
export function createItemsService(deps: PlanDeps, access: PlanAccessRules) {
  const { repo } = deps;

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

  async function goals(reader: PlanReader, planId: number, lng: Language) {
    const { plan } = await access.read(reader, planId);
    const items = await repo.items(readerClient(reader), plan.id, ['GOAL_DELIVERABLE']);
    return { items: items.map((i) => itemView(i, lng)) };
  }

  return {
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
          // an id of another plan or organisation reads as missing (404), as everywhere
          if (!found) throw notFound(`items.${i}.id: the item ${item.id}`);
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

    goals,

    /**
     * Saves the goals in order: an id edits that goal in place (label, description, status, due date), no id
     * adds one, a goal left out is removed. An id that is not a goal of this plan is 404 and nothing changes.
     */
    async saveGoals(p: Principal, planId: number, body: { items: GoalDeliverable[] }, lng: Language) {
      const plan = await access.write(p, planId);
      const existing = await repo.items(p.clientId, plan.id, ['GOAL_DELIVERABLE']);
      const byId = new Map(existing.map((e) => [e.id, e]));
      body.items.forEach((g, i) => {
        if (g.id && !byId.has(g.id)) throw notFound(`items.${i}.id: the goal ${g.id}`);
      });
      const keep = body.items.flatMap((g) => (g.id ? [g.id] : []));
      if (new Set(keep).size !== keep.length) throw badRequest('items: a goal appears twice.');
      await deps.db.transaction(async (tx) => {
        await repo.deleteItemsExcept(p.clientId, plan.id, ['GOAL_DELIVERABLE'], keep, tx);
        for (const [sortIndex, g] of body.items.entries()) {
          const before = g.id ? byId.get(g.id) : undefined;
          const values = {
            label: g.label,
            description: g.description ?? null,
            sortIndex,
            status: g.status ?? before?.status ?? 'NOT_STARTED',
            dueDate: g.dueDate === undefined ? (before?.dueDate ?? null) : g.dueDate,
          };
          if (g.id) await repo.updateItem(p.clientId, plan.id, g.id, values, tx);
          else {
            await repo.insertItem(
              { clientId: p.clientId, planId: plan.id, type: 'GOAL_DELIVERABLE', code: null, ...values },
              tx,
            );
          }
        }
      });
      return goals({ kind: 'user', principal: p }, planId, lng);
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;

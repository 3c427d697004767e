import type { SavePlanRoleBody, SaveRoleChallengesBody } from '../../../../shared/contracts/plan';
import { capabilityRecommendations } from '../../../../shared/domain/capability-recommendations';
import type { Language } from '../../../../shared/enums';
import type { Principal } from '../../../platform/auth/access';
import { lockScope } from '../../../platform/db/row-locks';
import { badRequest, conflict } from '../../../platform/http/errors';
import type { PlanAccessRules } from '../access';
import type { PlanDeps } from '../deps';
import { planOptions } from '../options';

const CUSTOM = 'CUSTOM';

/** Roles, role levels and challenges (the role-challenge screens), and the GLA's recommendations. */
export function createRoleService(deps: PlanDeps, access: PlanAccessRules) {
  const { repo } = deps;

  /** Role challenges are complete when both roles and 3 + 3 challenges are chosen. */
  async function refreshCompletion(p: Principal, planId: number) {
    const plan = (await repo.plan(p.clientId, planId))!;
    const items = await repo.items(p.clientId, planId, ['ROLE_CHALLENGE', 'FUTURE_ROLE_CHALLENGE']);
    const done =
      plan.currentRole !== null &&
      (plan.nextRole !== null || plan.nextRoleCustom !== null) &&
      items.filter((i) => i.type === 'ROLE_CHALLENGE').length === 3 &&
      items.filter((i) => i.type === 'FUTURE_ROLE_CHALLENGE').length === 3;
    const membership = await deps.people.membership(p.userId, p.clientId);
    if (membership && membership.roleChallengesCompleted !== done) {
      await deps.people.setRoleChallengesCompleted(p.userId, p.clientId, done);
    }
    return done;
  }

  return {
    jobRoles: (lng: Language) => ({
      items: planOptions.jobRoles(lng),
      customChallenges: planOptions.customChallenges(lng),
    }),
    nextRoles: (lng: Language) => ({
      items: planOptions.nextRoles(lng),
      customChallenges: planOptions.customChallenges(lng),
    }),

    /** Chooses the current role or the next one, with its level. A changed role drops its old challenges. */
    async saveRole(p: Principal, body: SavePlanRoleBody) {
      const plan = await access.write(p, body.agilePlanGroupId);
      const level = body.roleLevel ?? null;
      if (body.type === 'current_role_description') {
        if (!planOptions.isJobRole(body.label)) {
          throw badRequest(`label: ${body.label} is not one of the job roles (get-job-roles).`);
        }
        await deps.db.transaction(async (tx) => {
          if (plan.currentRole !== body.label) {
            await repo.deleteItemsExcept(p.clientId, plan.id, ['ROLE_CHALLENGE'], [], tx);
          }
          await repo.updatePlan(
            p.clientId,
            plan.id,
            { currentRole: body.label, ...(level ? { currentLevel: level } : {}) },
            tx,
          );
        });
      } else {
        const custom = body.label === CUSTOM ? (body.customLabel ?? '').trim() : null;
        if (!custom && !planOptions.isNextRole(body.label)) {
          throw badRequest(
            `label: ${body.label} is not one of the next-role options (or CUSTOM with customLabel).`,
          );
        }
        const changed = custom ? plan.nextRole !== null : plan.nextRole !== body.label;
        await deps.db.transaction(async (tx) => {
          if (changed) await repo.deleteItemsExcept(p.clientId, plan.id, ['FUTURE_ROLE_CHALLENGE'], [], tx);
          await repo.updatePlan(
            p.clientId,
            plan.id,
            {
              nextRole: custom ? null : body.label,
              nextRoleCustom: custom,
              ...(level ? { nextLevel: level } : {}),
            },
            tx,
          );
        });
      }
      const roleChallengesCompleted = await refreshCompletion(p, plan.id);
      return { roleChallengesCompleted };
    },

    /** Exactly 3 challenges for the current role and 3 for the future role, from each role's options. */
    async saveChallenges(p: Principal, planId: number, body: SaveRoleChallengesBody) {
      const plan = await access.write(p, planId);
      if (!plan.currentRole || !(plan.nextRole || plan.nextRoleCustom)) {
        throw conflict('Choose the current and the next role before their challenges.', 'ROLES_MISSING');
      }
      const check = (codes: string[], roleCode: string, field: string) => {
        if (new Set(codes).size !== codes.length) throw badRequest(`${field}: a challenge is chosen twice.`);
        const allowed = planOptions.challengeCodes(roleCode);
        const unknown = codes.find((c) => !allowed.has(c));
        if (unknown) throw badRequest(`${field}: ${unknown} is not a challenge of this role.`);
      };
      check(body.roleChallenges, plan.currentRole, 'roleChallenges');
      check(body.futureRoleChallenges, plan.nextRole ?? CUSTOM, 'futureRoleChallenges');
      await deps.db.transaction(async (tx) => {
        // saves of one plan's challenges take turns: each replaces the whole set, so exactly 3 + 3 remain
        await lockScope(tx, 'plan-challenges', plan.id);
        await repo.deleteItemsExcept(
          p.clientId,
          plan.id,
          ['ROLE_CHALLENGE', 'FUTURE_ROLE_CHALLENGE'],
          [],
          tx,
        );
        const rows = [
          ...body.roleChallenges.map((code, i) => ({ type: 'ROLE_CHALLENGE', code, sortIndex: i })),
          ...body.futureRoleChallenges.map((code, i) => ({
            type: 'FUTURE_ROLE_CHALLENGE',
            code,
            sortIndex: i,
          })),
        ];
        for (const r of rows) {
          await repo.insertItem(
            { clientId: p.clientId, planId: plan.id, ...r, label: planOptions.challengeLabel(r.code, 'en')! },
            tx,
          );
        }
      });
      const roleChallengesCompleted = await refreshCompletion(p, plan.id);
      return { roleChallengesCompleted };
    },

    /** Bottom three by rank to develop, top three as strengths; available false without a GLA. */
    async recommendations(p: Principal, lng: Language) {
      const ranking = await deps.gla.ranking(p.userId, p.clientId, lng);
      if (!ranking) return { available: false, develop: [], strengths: [] };
      return { available: true, ...capabilityRecommendations(ranking) };
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, okResponse } from '../../../../shared/contracts/common';
import {
  codeListResponse,
  goalsResponse,
  languageQuery,
  milestone,
  planItem,
  planListParams,
  planListQuery,
  planListResponse,
  planRef,
  planResponse,
  portfolioQuery,
  portfolioResponse,
  recommendationsResponse,
  roleOptionsResponse,
  saveDevelopmentPlanBody,
  saveGoalsBody,
  saveMilestoneBody,
  saveNoteBody,
  savePlanItemBody,
  savePlanRoleBody,
  saveRoleChallengesBody,
  sectionListResponse,
} from '../../../../shared/contracts/plan';
import type { Language } from '../../../../shared/enums';
import { access, principalOf } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import { asUser, type PlanAccessRules } from '../access';
import type { SprintPortfolioPort } from '../deps';
import type { ItemsService } from '../items/service';
import type { MilestoneService } from '../milestones/service';
import type { RoleService } from '../roles/service';
import type { PlanService } from './service';

/** what the path ids name: another organisation's is 404 (decision 0026) */
const byPlan = { id: owner.of('plan') };

const tags = ['plan'];
const completion = z.object({ roleChallengesCompleted: z.boolean() });

/** The plan, its items, roles and challenges, milestones. Mounted at /api/user. */
export function planRoutes(deps: {
  plans: PlanService;
  items: ItemsService;
  roles: RoleService;
  milestones: MilestoneService;
  access: PlanAccessRules;
  sprints: SprintPortfolioPort;
}): FastifyPluginAsyncZod {
  const { plans, items, roles, milestones } = deps;
  const lng = (req: FastifyRequest) =>
    deps.access.language(
      asUser(principalOf(req)),
      (req.query as { languageCode?: Language } | undefined)?.languageCode,
    );
  const signedIn = access.signedIn();

  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/agile-plan/get-job-roles',
      access: signedIn,
      summary: 'Current job roles with their challenges',
      query: languageQuery,
      response: { 200: roleOptionsResponse },
      handler: async ({ request }) => roles.jobRoles(await lng(request)),
    });
    route({
      method: 'GET',
      url: '/agile-plan/next-role-options',
      access: signedIn,
      summary: 'Next-role options with their challenges',
      query: languageQuery,
      response: { 200: roleOptionsResponse },
      handler: async ({ request }) => roles.nextRoles(await lng(request)),
    });
    route({
      method: 'GET',
      url: '/agile-plan/milestone-type-options',
      access: signedIn,
      summary: 'Milestone types',
      response: { 200: codeListResponse },
      handler: () => milestones.typeOptions(),
    });
    route({
      method: 'GET',
      url: '/agile-plan/capability-recommendations',
      access: signedIn,
      summary: "Capabilities to develop and strengths, from the person's GLA",
      query: languageQuery,
      response: { 200: recommendationsResponse },
      handler: async ({ principal, request }) => roles.recommendations(principal, await lng(request)),
    });
    route({
      method: 'GET',
      url: '/agile-plan/sprint-portfolio',
      access: signedIn,
      summary: "The person's finished sprints by year (read-only; newest first unless ascending=true)",
      query: portfolioQuery,
      response: { 200: portfolioResponse },
      handler: async ({ principal, query }) => {
        const years = await deps.sprints.finished(principal.userId, principal.clientId, query.year);
        const ordered = query.ascending === 'true' ? [...years].reverse() : years;
        // one page of the sprints across the years (pageNo 0 and 1 both name the first page)
        const from = (Math.max(query.pageNo, 1) - 1) * query.pageSize;
        let index = 0;
        const page = ordered
          .map((y) => ({
            year: y.year,
            sprints: (query.ascending === 'true' ? [...y.sprints].reverse() : y.sprints)
              .filter(() => {
                const i = index++;
                return i >= from && i < from + query.pageSize;
              })
              .map((s) => ({ id: s.id, title: s.label })),
          }))
          .filter((y) => y.sprints.length > 0);
        return { years: page, total: index };
      },
    });

    route({
      method: 'GET',
      url: '/agile-plan/agile-plan-list',
      access: signedIn,
      summary: "The caller's plans (this year's is created on the first visit)",
      response: { 200: planListResponse },
      handler: ({ principal }) => plans.listOwn(principal),
    });
    route({
      method: 'GET',
      url: '/agile-plan/agile-plan-list/:userId',
      owners: { userId: owner.of('person') },
      access: signedIn,
      summary: "A member's plans, for a manager with viewing rights (400 without)",
      params: planListParams,
      query: planListQuery,
      response: { 200: planListResponse },
      handler: ({ principal, params }) => plans.listOf(principal, params.userId),
    });
    route({
      method: 'GET',
      url: '/agile-plan/:id',
      owners: byPlan,
      access: signedIn,
      summary: 'A plan with its role, items and milestones',
      params: idParam,
      query: languageQuery,
      response: { 200: planResponse },
      handler: async ({ principal, params, request }) =>
        plans.view(asUser(principal), params.id, await lng(request)),
    });
    route({
      method: 'GET',
      url: '/agile-plan/get-agile-section-list/:id',
      owners: byPlan,
      access: signedIn,
      summary: "A plan's sections with their comment counts",
      params: idParam,
      response: { 200: sectionListResponse },
      handler: ({ principal, params }) => plans.sections(asUser(principal), params.id),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-note/:id',
      owners: byPlan,
      access: signedIn,
      summary: "Saves the plan's note",
      params: idParam,
      body: saveNoteBody,
      response: { 200: saveNoteBody },
      handler: ({ principal, params, body }) => plans.saveNote(principal, params.id, body.note),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-plan-item',
      access: signedIn,
      summary: 'Adds or edits one plan item',
      body: savePlanItemBody,
      query: languageQuery,
      response: { 200: planItem },
      handler: async ({ principal, body, request }) => items.saveItem(principal, body, await lng(request)),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-development-plan/:id',
      owners: byPlan,
      access: signedIn,
      summary: 'Saves the development plan in order (items left out are removed)',
      params: idParam,
      body: saveDevelopmentPlanBody,
      query: languageQuery,
      response: { 200: z.object({ items: z.array(planItem) }) },
      handler: async ({ principal, params, body, request }) =>
        items.saveDevelopmentPlan(principal, params.id, body, await lng(request)),
    });
    route({
      method: 'DELETE',
      url: '/agile-plan/delete-agile-plan-outcome',
      access: signedIn,
      summary: 'Removes an item of the development plan',
      body: planRef,
      response: { 200: okResponse },
      handler: ({ principal, body }) => items.deleteDevelopmentItem(principal, body),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-role-challenges/:id',
      owners: byPlan,
      access: signedIn,
      summary: 'Exactly 3 challenges for the current and 3 for the future role',
      params: idParam,
      body: saveRoleChallengesBody,
      response: { 200: completion },
      handler: ({ principal, params, body }) => roles.saveChallenges(principal, params.id, body),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-plan-role',
      access: signedIn,
      summary: 'Chooses the current or next role and its level',
      body: savePlanRoleBody,
      response: { 200: completion },
      handler: ({ principal, body }) => roles.saveRole(principal, body),
    });
    route({
      method: 'GET',
      url: '/get-agile-goal-deliverable/:id',
      owners: byPlan,
      access: signedIn,
      summary: "The plan's goals and deliverables",
      params: idParam,
      query: languageQuery,
      response: { 200: goalsResponse },
      handler: async ({ principal, params, request }) =>
        items.goals(asUser(principal), params.id, await lng(request)),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-goal-deliverable/:id',
      owners: byPlan,
      access: signedIn,
      summary: 'Saves the goals and deliverables in order',
      params: idParam,
      body: saveGoalsBody,
      query: languageQuery,
      response: { 200: goalsResponse },
      handler: async ({ principal, params, body, request }) =>
        items.saveGoals(principal, params.id, body, await lng(request)),
    });
    route({
      method: 'POST',
      url: '/agile-plan/save-agile-milestone',
      access: signedIn,
      summary: 'Adds or edits a key milestone',
      body: saveMilestoneBody,
      response: { 200: milestone },
      handler: ({ principal, body }) => milestones.save(principal, body),
    });
    route({
      method: 'DELETE',
      url: '/agile-plan/delete-agile-milestone',
      access: signedIn,
      summary: 'Deletes a key milestone',
      body: planRef,
      response: { 200: okResponse },
      handler: ({ principal, body }) => milestones.remove(principal, body),
    });
  };
}

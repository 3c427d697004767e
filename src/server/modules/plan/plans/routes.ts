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
import { asUser, type PlanAccessRules } from '../access';
import type { ItemsService } from '../items/service';
import type { MilestoneService } from '../milestones/service';
import type { RoleService } from '../roles/service';
import type { PlanService } from './service';

const tags = ['plan'];
const completion = z.object({ roleChallengesCompleted: z.boolean() });

/** The plan, its items, roles and challenges, milestones. Mounted at /api/user. */
export function planRoutes(deps: {
  plans: PlanService;
  items: ItemsService;
  roles: RoleService;
  milestones: MilestoneService;
  access: PlanAccessRules;
}): FastifyPluginAsyncZod {
  const { plans, items, roles, milestones } = deps;
  const lng = (req: FastifyRequest) =>
    deps.access.language(
      asUser(principalOf(req)),
      (req.query as { languageCode?: Language } | undefined)?.languageCode,
    );
  const signedIn = { access: access.signedIn() };

  return async (app) => {
    app.get(
      '/agile-plan/get-job-roles',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Current job roles with their challenges',
          querystring: languageQuery,
          response: { 200: roleOptionsResponse },
        },
      },
      async (req) => roles.jobRoles(await lng(req)),
    );
    app.get(
      '/agile-plan/next-role-options',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Next-role options with their challenges',
          querystring: languageQuery,
          response: { 200: roleOptionsResponse },
        },
      },
      async (req) => roles.nextRoles(await lng(req)),
    );
    app.get(
      '/agile-plan/milestone-type-options',
      { config: signedIn, schema: { tags, summary: 'Milestone types', response: { 200: codeListResponse } } },
      () => milestones.typeOptions(),
    );
    app.get(
      '/agile-plan/capability-recommendations',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Capabilities to develop and strengths, from the person's GLA",
          querystring: languageQuery,
          response: { 200: recommendationsResponse },
        },
      },
      async (req) => roles.recommendations(principalOf(req), await lng(req)),
    );
    app.get(
      '/agile-plan/sprint-portfolio',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The person's finished sprints by year",
          querystring: portfolioQuery,
          response: { 200: portfolioResponse },
        },
      },
      // sprints are not built yet: nobody has finished one, so the portfolio is honestly empty
      () => ({ years: [], total: 0 }),
    );

    app.get(
      '/agile-plan/agile-plan-list',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The caller's plans (this year's is created on the first visit)",
          response: { 200: planListResponse },
        },
      },
      (req) => plans.listOwn(principalOf(req)),
    );
    app.get(
      '/agile-plan/agile-plan-list/:userId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A member's plans, for a manager with viewing rights (400 without)",
          params: planListParams,
          querystring: planListQuery,
          response: { 200: planListResponse },
        },
      },
      (req) => plans.listOf(principalOf(req), req.params.userId),
    );
    app.get(
      '/agile-plan/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'A plan with its role, items and milestones',
          params: idParam,
          querystring: languageQuery,
          response: { 200: planResponse },
        },
      },
      async (req) => plans.view(asUser(principalOf(req)), req.params.id, await lng(req)),
    );
    app.get(
      '/agile-plan/get-agile-section-list/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A plan's sections with their comment counts",
          params: idParam,
          response: { 200: sectionListResponse },
        },
      },
      (req) => plans.sections(asUser(principalOf(req)), req.params.id),
    );
    app.post(
      '/agile-plan/save-agile-note/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Saves the plan's note",
          params: idParam,
          body: saveNoteBody,
          response: { 200: saveNoteBody },
        },
      },
      (req) => plans.saveNote(principalOf(req), req.params.id, req.body.note),
    );
    app.post(
      '/agile-plan/save-agile-plan-item',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds or edits one plan item',
          body: savePlanItemBody,
          querystring: languageQuery,
          response: { 200: planItem },
        },
      },
      async (req) => items.saveItem(principalOf(req), req.body, await lng(req)),
    );
    app.post(
      '/agile-plan/save-agile-development-plan/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Saves the development plan in order (items left out are removed)',
          params: idParam,
          body: saveDevelopmentPlanBody,
          querystring: languageQuery,
          response: { 200: z.object({ items: z.array(planItem) }) },
        },
      },
      async (req) => items.saveDevelopmentPlan(principalOf(req), req.params.id, req.body, await lng(req)),
    );
    app.delete(
      '/agile-plan/delete-agile-plan-outcome',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Removes an item of the development plan',
          body: planRef,
          response: { 200: okResponse },
        },
      },
      (req) => items.deleteDevelopmentItem(principalOf(req), req.body),
    );
    app.post(
      '/agile-plan/save-agile-role-challenges/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Exactly 3 challenges for the current and 3 for the future role',
          params: idParam,
          body: saveRoleChallengesBody,
          response: { 200: completion },
        },
      },
      (req) => roles.saveChallenges(principalOf(req), req.params.id, req.body),
    );
    app.post(
      '/agile-plan/save-agile-plan-role',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Chooses the current or next role and its level',
          body: savePlanRoleBody,
          response: { 200: completion },
        },
      },
      (req) => roles.saveRole(principalOf(req), req.body),
    );
    app.get(
      '/get-agile-goal-deliverable/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "The plan's goals and deliverables",
          params: idParam,
          querystring: languageQuery,
          response: { 200: goalsResponse },
        },
      },
      async (req) => items.goals(asUser(principalOf(req)), req.params.id, await lng(req)),
    );
    app.post(
      '/agile-plan/save-agile-goal-deliverable/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Saves the goals and deliverables in order',
          params: idParam,
          body: saveGoalsBody,
          querystring: languageQuery,
          response: { 200: goalsResponse },
        },
      },
      async (req) => items.saveGoals(principalOf(req), req.params.id, req.body, await lng(req)),
    );
    app.post(
      '/agile-plan/save-agile-milestone',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds or edits a key milestone',
          body: saveMilestoneBody,
          response: { 200: milestone },
        },
      },
      (req) => milestones.save(principalOf(req), req.body),
    );
    app.delete(
      '/agile-plan/delete-agile-milestone',
      {
        config: signedIn,
        schema: { tags, summary: 'Deletes a key milestone', body: planRef, response: { 200: okResponse } },
      },
      (req) => milestones.remove(principalOf(req), req.body),
    );
  };
}

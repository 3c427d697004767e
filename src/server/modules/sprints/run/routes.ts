import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionDetailResponse,
  actionStatusQuery,
  activityDoneBody,
  activityListQuery,
  activityListResponse,
  activityResponse,
  activityTypesResponse,
  idParam,
  invitationResponse,
  moveActivityBody,
  myPortfolioResponse,
  okData,
  portfolioYearQuery,
  saveActivityBody,
  saveStakeholderBody,
  shareBody,
  shareResponse,
  sprintResponse,
  sprintReviewBody,
  stakeholderResponse,
  summaryResponse,
} from '../../../../shared/contracts/sprint-board';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { sendKept } from '../../../platform/http/kept-body';
import { routesOf } from '../../../platform/http/route';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { SprintsDeps } from '../deps';
import { createActivitiesService } from './activities-service';
import { activityTypeNames } from './activity-type-names';
import { createSprintRunRepo, type SprintRunRepo } from './repo';
import { createReviewService } from './review-service';
import { createSprintGuard } from './sprint-guard';

const tags = ['sprints'];
const signedIn = access.signedIn();
const bySprint = { id: owner.of('sprint') };
const deleteQuery = z.object({ calendarId: z.string().max(200).optional() });

/**
 * The run routes of personal sprints, mounted at /api/team (the spec puts sprints in the team service): the
 * dashboard overview, activities of the kanban, stakeholders, action details, the final review and end states,
 * the portfolio and sharing. Every sprint is its owner's: anyone else gets 404. Answers are wrapped in { data }.
 */
export function sprintRunRoutes(
  deps: SprintsDeps,
  repo: SprintRunRepo = createSprintRunRepo(deps.db),
): FastifyPluginAsyncZod {
  const guard = createSprintGuard(repo);
  const activities = createActivitiesService(deps, repo, guard);
  const reviews = createReviewService(deps, repo, guard);

  return async (app) => {
    const route = routesOf(app, { tags });

    // ---------- the dashboard ----------
    route({
      method: 'GET',
      url: '/user-sprint/summary',
      access: signedIn,
      summary: "The caller's personal sprint in progress as the dashboard shows it (data null when none)",
      response: { 200: summaryResponse },
      // JSON text spliced from PostgreSQL's (decision 0062): sent as it is, not parsed, checked or written again,
      // and compressed once while it stays the same
      handler: async ({ principal, reply }) => sendKept(reply, await reviews.currentText(principal)),
    });
    route({
      method: 'GET',
      url: '/user-sprint/summary/:id',
      owners: bySprint,
      access: signedIn,
      summary: "One of the caller's sprints as the dashboard shows it (in progress or ended, read-only then)",
      params: idParam,
      response: { 200: sprintResponse },
      handler: async ({ principal, params }) => ({ data: await reviews.summaryOf(principal, params.id) }),
    });

    // ---------- activities ----------
    route({
      method: 'GET',
      // the spec's activity/{sprintId}: named id here, as DELETE activity/{id} shares the path
      url: '/activity/:id',
      owners: bySprint,
      access: signedIn,
      summary:
        "A sprint's activities, and its meetings grouped by local day (startDate..endDate in timeZone)",
      params: idParam,
      query: activityListQuery,
      response: { 200: activityListResponse },
      handler: async ({ principal, params, query }) => ({
        data: await activities.list(principal, params.id, query),
      }),
    });
    route({
      method: 'POST',
      url: '/activity',
      access: signedIn,
      summary:
        'Creates an activity (no id) or updates one (id); 409 when its sprint has ended or its action is finished',
      body: saveActivityBody,
      response: { 200: activityResponse },
      handler: async ({ principal, body }) => ({ data: await activities.save(principal, body) }),
    });
    route({
      method: 'DELETE',
      url: '/activity/:id',
      owners: { id: owner.of('sprintActivity') },
      access: signedIn,
      summary: 'Deletes an activity; a meeting already sent is cancelled in the calendars it went to',
      params: idParam,
      query: deleteQuery,
      response: { 200: okData },
      handler: async ({ principal, params }) => ({ data: await activities.remove(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/activity/done',
      access: signedIn,
      summary: 'Marks an activity as done',
      body: activityDoneBody,
      response: { 200: activityResponse },
      handler: async ({ principal, body }) => ({ data: await activities.done(principal, body.id) }),
    });
    route({
      method: 'POST',
      url: '/activity/move',
      access: signedIn,
      summary:
        'Moves an activity on the kanban: to a column (To do, In progress, Done) at an index within it',
      body: moveActivityBody,
      response: { 200: activityResponse },
      handler: async ({ principal, body }) => ({ data: await activities.move(principal, body) }),
    });
    route({
      method: 'POST',
      url: '/activity/invitation/:id',
      owners: { id: owner.of('sprintActivity') },
      access: signedIn,
      summary:
        "Sends an activity's meeting as an .ics invitation to the people involved (SEQUENCE bumps each time)",
      params: idParam,
      response: { 200: invitationResponse },
      handler: async ({ principal, params }) => ({
        data: await activities.sendInvitation(principal, params.id),
      }),
    });
    route({
      method: 'GET',
      url: '/activity-type/all',
      access: signedIn,
      summary: "Activity types (codes) with their names in the caller's language",
      response: { 200: activityTypesResponse },
      handler: async ({ principal }) => {
        const me = (await deps.people.peopleByIds([principal.userId])).get(principal.userId);
        return { data: activityTypeNames(recipientLanguage({ person: me?.language })) };
      },
    });

    // ---------- stakeholders, action details ----------
    route({
      method: 'POST',
      url: '/stakeholder',
      access: signedIn,
      summary: 'Adds a stakeholder to a sprint (the same e-mail answers the existing one)',
      body: saveStakeholderBody,
      response: { 200: stakeholderResponse },
      handler: async ({ principal, body }) => ({ data: await reviews.addStakeholder(principal, body) }),
    });
    route({
      method: 'GET',
      url: '/stakeholder/:id',
      owners: { id: owner.of('sprintStakeholder') },
      access: signedIn,
      summary: 'A stakeholder of one of the caller’s sprints',
      params: idParam,
      response: { 200: stakeholderResponse },
      handler: async ({ principal, params }) => ({ data: await reviews.stakeholder(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/action-detail/update-status',
      access: signedIn,
      acting: true,
      summary:
        "Sets an action's status (OPEN or FINISHED); a finished action blocks changes to its activities",
      query: actionStatusQuery,
      response: { 200: actionDetailResponse },
      handler: async ({ principal, query }) => ({
        data: await reviews.setActionStatus(principal, query.actionDetailId, query.status),
      }),
    });

    // ---------- final review, end states ----------
    route({
      method: 'POST',
      url: '/sprint-review',
      access: signedIn,
      summary: 'The final review: 1 extend by 2 weeks, 2 cancel, 3 save to portfolio, 4 save as incomplete',
      body: sprintReviewBody,
      response: { 200: sprintResponse },
      handler: async ({ principal, body }) => ({ data: await reviews.review(principal, body) }),
    });
    const ending = [
      [
        'extend',
        'Extends the sprint by 2 weeks (from its last day until a week after the end)',
        reviews.extend,
      ],
      ['cancel', 'Cancels the sprint (CANCELLED)', reviews.cancel],
      [
        'saveToPortfolio',
        'Saves the sprint to the portfolio (COMPLETED or COMPLETED_EXTEND)',
        reviews.saveToPortfolio,
      ],
      [
        'saveToIncomplete',
        'Saves the sprint as incomplete (INCOMPLETE or INCOMPLETE_EXTEND)',
        reviews.saveToIncomplete,
      ],
    ] as const;
    for (const [name, summary, handler] of ending) {
      route({
        method: 'GET',
        url: `/user-sprint/${name}/:id`,
        owners: bySprint,
        access: signedIn,
        acting: true,
        summary,
        params: idParam,
        response: { 200: sprintResponse },
        handler: async ({ principal, params }) => ({ data: await handler(principal, params.id) }),
      });
    }
    route({
      method: 'POST',
      url: '/user-sprint/stop-early/:id',
      owners: bySprint,
      access: signedIn,
      summary: 'Stops the sprint before its last day and keeps it in the portfolio (COMPLETED_EARLY)',
      params: idParam,
      response: { 200: sprintResponse },
      handler: async ({ principal, params }) => ({ data: await reviews.stopEarly(principal, params.id) }),
    });

    // ---------- portfolio, sharing ----------
    route({
      method: 'GET',
      url: '/user-sprint/portfolio',
      access: signedIn,
      summary: "The caller's ended sprints by year (saved, incomplete, closed; not cancelled)",
      query: portfolioYearQuery,
      response: { 200: myPortfolioResponse },
      handler: async ({ principal, query }) => ({ data: await reviews.portfolio(principal, query.year) }),
    });
    route({
      method: 'POST',
      url: '/user-sprint/share',
      access: signedIn,
      summary: 'E-mails a read-only copy of one of the caller’s sprints to an address',
      body: shareBody,
      response: { 200: shareResponse },
      handler: async ({ principal, body }) => ({ data: await reviews.share(principal, body) }),
    });
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  impactBoardResponse,
  impactEventBody,
  impactEventResponse,
  retrieveQuery,
  sprintAnalyticsQuery,
  teamPortfolioResponse,
} from '../../../../shared/contracts/team-impact';
import { teamIdParams } from '../../../../shared/contracts/team-impact-call-schemas';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { ImpactBoardService } from './board';
import type { ImpactEvents } from './events';

const tags = ['teams'];
const teamIdParam = teamIdParams;
const byTeam = { teamId: owner.of('team') };

/** The team-impact calls of the team service (mounted at /api/team; answers wrapped in data). */
export function impactRoutes(board: ImpactBoardService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/team-impact/:teamId',
      owners: byTeam,
      access: access.signedIn(),
      summary:
        'The manager impact board: per member GLA and 360 taken, and what they shared (plan, sprint); manager or ADMIN',
      params: teamIdParam,
      response: { 200: impactBoardResponse },
      handler: async ({ principal, params }) => ({ data: await board.board(principal, params.teamId) }),
    });
    route({
      method: 'GET',
      url: '/team-impact/retrieve-team-data/:teamId',
      owners: byTeam,
      access: access.signedIn(),
      summary: 'The manager impact board read afresh (save is accepted and changes nothing)',
      params: teamIdParam,
      query: retrieveQuery,
      response: { 200: impactBoardResponse },
      handler: async ({ principal, params }) => ({ data: await board.board(principal, params.teamId) }),
    });
    route({
      method: 'GET',
      url: '/team-impact/sprint-analytics/:teamId',
      owners: byTeam,
      access: access.signedIn({ teamGuests: true }),
      summary: "The team portfolio: the team's finished team sprints of a year (the current one by default)",
      params: teamIdParam,
      query: sprintAnalyticsQuery,
      response: { 200: teamPortfolioResponse },
      handler: async ({ principal, params, query }) => ({
        data: await board.portfolio(principal, params.teamId, query.year),
      }),
    });
  };
}

/** POST /notification/ui/event of the notification service (mounted at /api/notification; text answer). */
export function impactEventRoutes(events: ImpactEvents): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags: ['notifications'] });
    route({
      method: 'POST',
      url: '/notification/ui/event',
      access: access.signedIn(),
      summary:
        "A manager's request, reminder or redo of a member's GLA or 360, or a team sprint suggestion: notification and e-mail; the same one for the same member once a day",
      description:
        "Events request_gla_v2, remind_gla_v2, redo_gla_v2, request_gl_360, remind_gl_360, redo_gl_360 (common_data client_id, full_name, manager_name, link) and team_sprint_suggestion_email (client_id, current_user_name, manager_name, team_name, link); team_id optional. 400 'This is an error!' when one is missing, 409 'You have already triggered a request by email.' within a day.",
      body: impactEventBody,
      response: { 200: impactEventResponse },
      handler: async ({ principal, body, reply }) => {
        const text = await events.send(principal, body);
        return reply.type('text/plain; charset=utf-8').send(text);
      },
    });
  };
}

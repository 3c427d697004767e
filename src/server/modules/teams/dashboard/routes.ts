import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  noteBody,
  noteResponse,
  notesResponse,
  teamDashboardResponse,
  teamSummaryResponse,
} from '../../../../shared/contracts/team-dashboard';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { TeamDashboardService } from './service';

const tags = ['teams'];
/** members and the team's guests read the dashboard (decision 0039) */
const membersAndGuests = access.signedIn({ teamGuests: true });
const byTeam = { id: owner.of('team') };

/** The team dashboard, its notes and the team summary. Mounted at /api/team; answers wrapped in data. */
export function teamDashboardRoutes(dashboard: TeamDashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'GET',
      url: '/team-dashboard/:id',
      owners: byTeam,
      access: membersAndGuests,
      summary:
        'The team dashboard: people, focus notes, top challenges, GLA strengths (aggregated, privacy rule)',
      params: idParam,
      response: { 200: teamDashboardResponse },
      handler: async ({ principal, params }) => ({ data: await dashboard.dashboard(principal, params.id) }),
    });
    route({
      method: 'GET',
      url: '/teams/note/:id',
      owners: byTeam,
      access: membersAndGuests,
      summary: "The team's focus notes, newest first",
      params: idParam,
      response: { 200: notesResponse },
      handler: async ({ principal, params }) => ({ data: await dashboard.notes(principal, params.id) }),
    });
    route({
      method: 'POST',
      url: '/teams/note/:id',
      owners: byTeam,
      access: access.signedIn(),
      summary: 'Writes a focus note of the team (FOCUS_NOTE, at most 2,000 characters; manager or ADMIN)',
      params: idParam,
      body: noteBody,
      response: { 200: noteResponse },
      handler: async ({ principal, params, body }) => ({
        data: await dashboard.addNote(principal, params.id, body),
      }),
    });
    route({
      method: 'GET',
      url: '/team/summary',
      access: membersAndGuests,
      summary: 'The teams of the caller, summarised (manager, current team sprint)',
      response: { 200: teamSummaryResponse },
      handler: async ({ principal }) => ({ data: await dashboard.summary(principal) }),
    });
  };
}

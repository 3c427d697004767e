import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  createTeamMilestoneBody,
  teamMilestone,
  teamMilestonesResponse,
} from '../../../../shared/contracts/plan';
import { access } from '../../../platform/auth/access';
import { owner } from '../../../platform/auth/owners';
import { routesOf } from '../../../platform/http/route';
import type { TeamMilestoneService } from './service';

/** what the path ids name: another organisation's is 404 (decision 0026) */
const byMilestone = { id: owner.of('teamMilestone') };

const tags = ['plan'];
const signedIn = access.signedIn();

/** A team's milestones (also shown on the plan's milestone tab). Mounted at /api/user. */
export function teamMilestoneRoutes(milestones: TeamMilestoneService): FastifyPluginAsyncZod {
  return async (app) => {
    const route = routesOf(app, { tags });
    route({
      method: 'POST',
      url: '/team-milestone',
      access: signedIn,
      summary: 'Adds a team milestone (team manager)',
      body: createTeamMilestoneBody,
      response: { 200: teamMilestone },
      handler: ({ principal, body }) => milestones.createForTeam(principal, body),
    });
    route({
      method: 'GET',
      url: '/team-milestone/type-options',
      access: signedIn,
      summary: 'Team milestone types',
      response: { 200: z.object({ items: z.array(z.string()) }) },
      handler: () => milestones.typeOptions(),
    });
    route({
      method: 'GET',
      url: '/team-milestone/my-teams',
      access: signedIn,
      summary: "Milestones of the caller's teams",
      response: { 200: teamMilestonesResponse },
      handler: ({ principal }) => milestones.ofMyTeams(principal),
    });
    route({
      method: 'GET',
      url: '/team-milestone/mark-as-done/:id',
      owners: byMilestone,
      acting: true,
      access: signedIn,
      summary: 'Marks a team milestone done',
      params: idParam,
      response: { 200: teamMilestone },
      handler: ({ principal, params }) => milestones.markDone(principal, params.id),
    });
    route({
      method: 'GET',
      url: '/team-milestone/:id',
      owners: byMilestone,
      access: signedIn,
      summary: "A team's milestones (id: the team)",
      params: idParam,
      response: { 200: teamMilestonesResponse },
      handler: ({ principal, params }) => milestones.ofTeam(principal, params.id),
    });
    route({
      method: 'DELETE',
      url: '/team-milestone/:id',
      owners: byMilestone,
      access: signedIn,
      summary: 'Deletes a team milestone (team manager)',
      params: idParam,
      response: { 200: z.object({ ok: z.literal(true) }) },
      handler: ({ principal, params }) => milestones.removeForTeam(principal, params.id),
    });
  };
}

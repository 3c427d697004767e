import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../../shared/contracts/common';
import {
  createTeamMilestoneBody,
  teamMilestone,
  teamMilestonesResponse,
} from '../../../../shared/contracts/plan';
import { access, principalOf } from '../../../platform/auth/access';
import type { TeamMilestoneService } from './service';

const tags = ['plan'];
const signedIn = { access: access.signedIn() };

/** A team's milestones (also shown on the plan's milestone tab). Mounted at /api/user. */
export function teamMilestoneRoutes(milestones: TeamMilestoneService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/team-milestone',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Adds a team milestone (team manager)',
          body: createTeamMilestoneBody,
          response: { 200: teamMilestone },
        },
      },
      (req) => milestones.createForTeam(principalOf(req), req.body),
    );
    app.get(
      '/team-milestone/type-options',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Team milestone types',
          response: { 200: z.object({ items: z.array(z.string()) }) },
        },
      },
      () => milestones.typeOptions(),
    );
    app.get(
      '/team-milestone/my-teams',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "Milestones of the caller's teams",
          response: { 200: teamMilestonesResponse },
        },
      },
      (req) => milestones.ofMyTeams(principalOf(req)),
    );
    app.get(
      '/team-milestone/mark-as-done/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Marks a team milestone done',
          params: idParam,
          response: { 200: teamMilestone },
        },
      },
      (req) => milestones.markDone(principalOf(req), req.params.id),
    );
    app.get(
      '/team-milestone/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: "A team's milestones (id: the team)",
          params: idParam,
          response: { 200: teamMilestonesResponse },
        },
      },
      (req) => milestones.ofTeam(principalOf(req), req.params.id),
    );
    app.delete(
      '/team-milestone/:id',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Deletes a team milestone (team manager)',
          params: idParam,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      (req) => milestones.removeForTeam(principalOf(req), req.params.id),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SprintsDeps } from '../deps';

/** The run routes of personal sprints, mounted at /api/team (the spec puts sprints in the team service). */
export function sprintRunRoutes(_deps: SprintsDeps): FastifyPluginAsyncZod {
  return async () => {};
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SprintsDeps } from '../deps';

/** The design routes of personal sprints, mounted at /api/team (the spec puts sprints in the team service). */
export function sprintDesignRoutes(_deps: SprintsDeps): FastifyPluginAsyncZod {
  return async () => {};
}

import { z } from 'zod';

/** Liveness: the process answers. */
export const livenessResponse = z.object({ status: z.literal('ok') });

/** Readiness: what a load balancer asks before sending work; each check true when it holds. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    /** the database answers a query */
    database: z.boolean(),
    /** every migration this version ships is applied */
    migrations: z.boolean(),
    /** the jobs platform is polling */
    jobs: z.boolean(),
    /** the instance is not stopping (draining turns readiness false) */
    accepting: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readinessResponse>;

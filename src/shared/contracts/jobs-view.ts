import { z } from 'zod';
import { urlId } from './ids';

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The console's jobs view: counts per kind, and the newest jobs of one status (and kind). */
export const jobsQuery = z.object({
  status: z.enum(JOB_STATUSES).default('FAILED'),
  name: z.string().trim().min(1).max(100).optional(),
});
export const jobKindCounts = z.object({
  name: z.string(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export const jobEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type JobEntry = z.infer<typeof jobEntry>;
export const jobsResponse = z.object({ kinds: z.array(jobKindCounts), items: z.array(jobEntry) });
export type JobsResponse = z.infer<typeof jobsResponse>;
export const jobIdParams = z.object({ id: urlId });
export const retryJobResponse = z.object({ retried: z.literal(true) });

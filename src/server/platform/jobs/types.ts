/**
 * The jobs platform's typed surface (decision 0019). Each module declares the jobs it runs in its StrideModule
 * (`jobs`), and adds its job names and payloads to `JobPayloads` by declaration merging, as events do with
 * `DomainEvents`. Jobs live in the database: they survive restarts, run once across instances and retry with
 * back-off.
 */

/** Job name -> payload. Modules extend it: `declare module '.../platform/jobs/types' { interface JobPayloads { 'sprint.openCheckIn': {...} } }` */
// biome-ignore lint/suspicious/noEmptyInterface: extended by declaration merging
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

export interface JobContext {
  /** the job's id, attempt number (1 for the first run) and when it was due */
  id: number;
  attempt: number;
  runAt: Date;
  /** the job's limit: a handler may treat its last attempt differently */
  maxAttempts: number;
}

/** What a module declares: the handler of one job name, and how it retries. */
export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  handler(payload: JobPayloads[N], ctx: JobContext): Promise<void>;
  /** attempts before the job lands in FAILED (default 5) */
  maxAttempts?: number;
  /** first retry delay in ms, doubled each attempt (default 10 s), capped by maxBackoffMs (default 5 min) */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/**
 * A cron-like schedule a module declares: `every` fires at fixed intervals, `cron` at a 5-field cron time read in
 * `timeZone` (default UTC). Each due slot becomes one job (deduplicated by schedule key and slot time, so
 * several instances never double it); slots missed while no instance ran fire once, not once each.
 */
export interface ScheduleDefinition<N extends JobName = JobName> {
  /** unique name of the schedule, e.g. 'mail.deliver' */
  key: string;
  job: N;
  payload: JobPayloads[N];
  every?: { ms: number };
  cron?: string;
  /** IANA zone the cron fields are read in (e.g. 'Europe/Berlin'); default UTC */
  timeZone?: string;
}

export interface EnqueueOptions {
  /** when the job is due (default: now by the platform clock) */
  runAt?: Date;
  /** a job with the same key that is not yet done is not enqueued twice (idempotent producers) */
  dedupeKey?: string;
}

/** Any executor of SQL that drizzle gives: the database or an open transaction. */
export interface JobsQueue {
  /** Enqueues a job; pass the caller's transaction so the job exists exactly when the change does. */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    opts?: EnqueueOptions,
    tx?: unknown,
  ): Promise<number | null>;
}

/** Declares a job with its handler typed by the job's name (a module's `jobs: [defineJob({...})]`). */
export function defineJob<N extends JobName>(def: JobDefinition<N>): JobDefinition {
  return def as unknown as JobDefinition;
}

/** Declares a schedule with its payload typed by the job's name. */
export function defineSchedule<N extends JobName>(def: ScheduleDefinition<N>): ScheduleDefinition {
  return def as unknown as ScheduleDefinition;
}

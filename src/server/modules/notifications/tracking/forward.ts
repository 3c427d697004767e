import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import { type Outbound, refusalIn } from '../../../platform/http/outbound';
import { defineJob, defineSchedule, type JobsQueue } from '../../../platform/jobs/types';
import type { TrackingRepo } from './repo';
import type { TrackingEventRow } from './tables';

declare module '../../../platform/jobs/types' {
  interface JobPayloads {
    /** hands the stored events not yet forwarded to batch jobs (100 each) */
    'tracking.forward': Record<string, never>;
    /** posts these events to the Segment (compatible) batch endpoint; retried with back-off until it answers 2xx */
    'tracking.forwardBatch': { ids: number[] };
  }
}

/** Where and with which write key events are forwarded (AppConfig.segment). */
export interface SegmentTarget {
  writeKey: string;
  endpoint: string;
}

/** How often stored events are looked for; a batch holds at most BATCH_EVENTS events. */
export const FORWARD_EVERY_MS = 10_000;
export const BATCH_EVENTS = 100;
/** Segment refuses a batch over 500 KB: a batch job posts its events in requests below this size. */
export const MAX_REQUEST_BYTES = 450_000;
/** Batch jobs handed out per run at most (the rest waits for the next run). */
const MAX_BATCHES_PER_RUN = 50;
const TIMEOUT_MS = 10_000;

type SegmentMessage = Record<string, unknown> & { type: string; messageId: string };

/**
 * One stored event as a message of Segment's HTTP API (track, page, identify, group). The messageId is stable per
 * event, so a batch sent again after a failure is deduplicated by the receiver. Password fields were masked
 * before the event was stored, so nothing here can carry one.
 */
export function segmentMessage(row: TrackingEventRow): SegmentMessage {
  const who = row.userId !== null ? { userId: String(row.userId) } : { anonymousId: `guest-${row.id}` };
  const context = {
    library: { name: 'stride', version: '1' },
    ...(row.clientId !== null && { groupId: String(row.clientId) }),
  };
  const base = { messageId: `stride-${row.id}`, timestamp: row.createdAt.toISOString(), ...who };
  switch (row.kind) {
    case 'PAGE':
      return {
        ...base,
        type: 'page',
        name: row.event,
        properties: { path: row.event, ...row.properties },
        context: { ...context, traits: row.traits },
      };
    case 'IDENTIFY':
      return { ...base, type: 'identify', traits: row.traits, context };
    case 'GROUP':
      return { ...base, type: 'group', groupId: String(row.clientId ?? 'none'), traits: row.traits, context };
    default:
      return {
        ...base,
        type: 'track',
        event: row.event,
        properties: row.properties,
        context: { ...context, traits: row.traits },
      };
  }
}

/** Splits messages into requests whose JSON stays under MAX_REQUEST_BYTES (a message alone may not). */
export function chunkBySize(messages: SegmentMessage[], limit = MAX_REQUEST_BYTES): SegmentMessage[][] {
  const chunks: SegmentMessage[][] = [];
  let current: SegmentMessage[] = [];
  let size = 0;
  for (const m of messages) {
    const bytes = Buffer.byteLength(JSON.stringify(m)) + 1;
    if (current.length && size + bytes > limit) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(m);
    size += bytes;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/**
 * Forwarding of tracking events (decision 0056): a schedule every FORWARD_EVERY_MS claims the events not yet
 * handed on (forwarded_at set in the claiming statement, `skip locked`) and enqueues one batch job per 100 in the
 * same transaction, so an event is in exactly one batch job however many instances run. The batch job posts
 * `/v1/batch` with the write key as basic auth, never to an internal address unless OUTBOUND_ALLOW names it
 * (decision 0067); a non-2xx answer, a network error or a refused address fails the job, which the
 * jobs platform retries with back-off (and, after its last attempt, shows to operators with a Retry button).
 * The segment-event call itself only stores: a forward failure can never fail it.
 */
export function createTrackingForward(
  deps: {
    db: Db;
    clock: Clock;
    jobs: JobsQueue;
    segment: SegmentTarget | null;
    outbound: Pick<Outbound, 'fetch'>;
  },
  repo: TrackingRepo,
) {
  /** One run: hands every stored, unforwarded event to batch jobs. Answers how many events were handed on. */
  async function handOut(): Promise<number> {
    if (!deps.segment) return 0;
    let handed = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const n = await deps.db.transaction(async (tx: Db) => {
        const ids = await repo.claimUnforwarded(BATCH_EVENTS, deps.clock.now(), tx);
        if (ids.length) await deps.jobs.enqueue('tracking.forwardBatch', { ids }, {}, tx);
        return ids.length;
      });
      handed += n;
      if (n < BATCH_EVENTS) break;
    }
    return handed;
  }

  /** Posts the events to the endpoint; throws on anything but 2xx (the job retries). */
  async function send(ids: number[]): Promise<void> {
    const target = deps.segment;
    if (!target) return;
    const rows = await repo.byIds(ids);
    const auth = `Basic ${Buffer.from(`${target.writeKey}:`).toString('base64')}`;
    for (const batch of chunkBySize(rows.map(segmentMessage))) {
      const res = await deps.outbound
        .fetch(`${target.endpoint}/v1/batch`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth },
          body: JSON.stringify({ batch, sentAt: deps.clock.now().toISOString() }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        .catch((err) => {
          // the job records why (last_error) and retries: the operator may allow the address meanwhile
          const refused = refusalIn(err);
          throw refused ? new Error(`the tracking endpoint was refused: ${refused.message}`) : err;
        });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok)
        throw new Error(`the tracking endpoint answered ${res.status} to a batch of ${batch.length}`);
    }
  }

  return {
    handOut,
    jobs: deps.segment
      ? [
          defineJob({
            name: 'tracking.forward',
            maxAttempts: 3,
            handler: async () => void (await handOut()),
          }),
          defineJob({
            name: 'tracking.forwardBatch',
            maxAttempts: 12,
            backoffMs: 5_000,
            maxBackoffMs: 10 * 60_000,
            handler: async ({ ids }) => send(ids),
          }),
        ]
      : [],
    schedules: deps.segment
      ? [
          defineSchedule({
            key: 'tracking.forward',
            job: 'tracking.forward',
            payload: {},
            every: { ms: FORWARD_EVERY_MS },
          }),
        ]
      : [],
  };
}
export type TrackingForward = ReturnType<typeof createTrackingForward>;

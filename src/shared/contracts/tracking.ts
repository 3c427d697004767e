import { z } from 'zod';
import { safeLine } from './text';

/** The segment-event calls' kinds: track (publish), page, group and identify. */
export const TRACKING_KINDS = ['TRACK', 'PAGE', 'GROUP', 'IDENTIFY'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** Bodies over this are refused with 413. */
export const TRACKING_MAX_BODY_BYTES = 32 * 1024;

/** JSON text cannot hold a NUL in the database: a payload with one is refused, naming the field */
const noNul = (v: unknown) => !JSON.stringify(v ?? null).includes('\\u0000');
const traits = z
  .record(z.string().max(200), z.unknown())
  .refine(noNul, { message: 'must not contain control characters' });

/** Track body: event, produgieUser, traits (lastActionDate like '05 Mar 2024'), and any properties. */
export const trackBody = z.object({
  event: safeLine().trim().min(1).max(200),
  produgieUser: z
    .record(z.string(), z.unknown())
    .refine(noNul, { message: 'must not contain control characters' })
    .optional(),
  traits: traits.optional(),
  properties: traits.optional(),
});
/** Page body: url, path, traits (referrer, search, title). */
export const pageBody = z.object({
  url: safeLine().max(2000).optional(),
  path: safeLine().trim().min(1).max(2000),
  traits: traits.optional(),
});
/** Identify and group: traits with the plan; group adds chargebeeId. */
export const identifyBody = z.object({ traits: traits.default({}) });
export const groupBody = identifyBody;

export const trackedResponse = z.object({ stored: z.literal(true) });

/** The funnel's steps: the TRACK events the web publishes at each (issue 11 point 6). */
export const FUNNEL_EVENTS = ['GLA Started', 'GLA Finished', 'Plan Filled', 'Sprint Started'] as const;

/** The console's activity figures from tracking events: people active in the last 7 days and the funnel. */
export const activityResponse = z.object({
  weeklyActive: z.number().int(),
  /** each step: how many people reached it having reached every step before it */
  funnel: z.array(z.object({ event: z.enum(FUNNEL_EVENTS), people: z.number().int() })),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

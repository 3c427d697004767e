import type { z } from 'zod';
import {
  type ActivityResponse,
  FUNNEL_EVENTS,
  type groupBody,
  type identifyBody,
  type pageBody,
  type TrackingKind,
  type trackBody,
} from '../../../../shared/contracts/tracking';
import { maskPasswords } from '../../../../shared/domain/tracking-mask';
import type { Principal } from '../../../platform/auth/access';
import { createThrottle } from '../../../platform/auth/throttle';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db/client';
import type { TrackingRepo } from './repo';
import { trackingThrottle } from './tables';

/** Guest events per address and minute. */
export const GUEST_TRACKING_PER_MINUTE = 60;
const WEEK = 7 * 86_400_000;

type Who = { userId: number | null; clientId: number | null };
const who = (p: Principal): Who => ({ userId: p.userId, clientId: p.clientId });

/**
 * Tracking (the segment-event calls): each call stores one event, password fields masked; guests are limited
 * per address. The console's activity figures come from the stored events.
 */
export function createTrackingService(deps: { db: Db; clock: Clock }, repo: TrackingRepo) {
  const guestThrottle = createThrottle(deps.db, {
    table: trackingThrottle,
    scope: 'guest-tracking',
    limit: GUEST_TRACKING_PER_MINUTE,
    windowSeconds: 60,
    refusal: {
      code: 'TOO_MANY_EVENTS',
      message: (minutes) => `Too many tracking events from this address. Try again in ${minutes} minute(s).`,
    },
  });

  async function store(
    by: Who,
    kind: TrackingKind,
    event: string,
    traits: Record<string, unknown>,
    properties: Record<string, unknown>,
  ) {
    await repo.insert({
      ...by,
      kind,
      event,
      traits: maskPasswords(traits),
      properties: maskPasswords(properties),
      createdAt: deps.clock.now(),
    });
    return { stored: true as const };
  }

  const track = (by: Who, body: z.infer<typeof trackBody>) =>
    store(by, 'TRACK', body.event, body.traits ?? {}, {
      ...(body.properties ?? {}),
      ...(body.produgieUser ? { produgieUser: body.produgieUser } : {}),
    });

  return {
    publish: (p: Principal, body: z.infer<typeof trackBody>) => track(who(p), body),
    page: (p: Principal, body: z.infer<typeof pageBody>) =>
      store(who(p), 'PAGE', body.path, body.traits ?? {}, body.url ? { url: body.url } : {}),
    identify: (p: Principal, body: z.infer<typeof identifyBody>) =>
      store(who(p), 'IDENTIFY', 'identify', body.traits, {}),
    group: (p: Principal, body: z.infer<typeof groupBody>) =>
      store(who(p), 'GROUP', 'group', body.traits, {}),
    /** a guest (no sign-in): counted per address first; past the limit 429 and nothing stored */
    async guestPublish(ip: string, body: z.infer<typeof trackBody>) {
      await guestThrottle.take(ip);
      return track({ userId: null, clientId: null }, body);
    },

    /** People of the organisation active in the last 7 days, and the funnel GLA started -> ... -> sprint started. */
    async activity(clientId: number): Promise<ActivityResponse> {
      const weeklyActive = await repo.activePeople(clientId, new Date(deps.clock.now().getTime() - WEEK));
      const rows = await repo.peopleEvents(clientId, FUNNEL_EVENTS);
      const byPerson = new Map<number, Set<string>>();
      for (const r of rows) {
        if (r.userId === null) continue;
        const set = byPerson.get(r.userId) ?? new Set<string>();
        set.add(r.event);
        byPerson.set(r.userId, set);
      }
      const funnel = FUNNEL_EVENTS.map((event, i) => ({
        event,
        people: [...byPerson.values()].filter((set) => FUNNEL_EVENTS.slice(0, i + 1).every((e) => set.has(e)))
          .length,
      }));
      return { weeklyActive, funnel };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;

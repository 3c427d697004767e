import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackingCalls } from '../../../shared/contracts/tracking-calls';
import type { UserState } from '../../../shared/contracts/user';
import { api } from '../api/call';
import { queryClient } from '../query-client';
import { featureFlagsQuery, useFeatureFlags } from '../session/feature-flags';
import { userStateQuery, useUserState } from '../session/user-state';
import { lastActionDate, mayTrack } from './tracking-gate';

/**
 * The spec's tracking calls from the web app (page, track, identify, group: the user service's segment-event
 * calls, which store the events and forward them when the operators set a Segment write key). Sent only when
 * `mayTrack` says so; a failed tracking call never disturbs the person (it is dropped).
 */
const send = (p: Promise<unknown>) => void p.catch(() => undefined);

function allowedNow(): UserState | null {
  const user = queryClient.getQueryData<UserState>(userStateQuery.queryKey);
  const flags = queryClient.getQueryData(featureFlagsQuery.queryKey)?.flags;
  return user && mayTrack(user, flags) ? user : null;
}

/** A product event (the track call), e.g. 'Sprint Started': sent only with the person's consent. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}) {
  const user = allowedNow();
  if (!user) return;
  send(
    api.call(trackingCalls.publish, {
      body: {
        event,
        produgieUser: { userId: user.userId, clientId: user.clientId },
        traits: { plan: user.plan.planCode, lastActionDate: lastActionDate(new Date()) },
        properties,
      },
    }),
  );
}

/**
 * Sends identify and group once per person and organisation, and a page call on every route change, while the
 * person may be tracked (the signed-in shell mounts it).
 */
export function useTracking() {
  const user = useUserState();
  const flags = useFeatureFlags();
  const location = useLocation();
  const allowed = mayTrack(user, flags);
  const known = useRef<string | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (!allowed) return;
    const who = `${user.userId}:${user.clientId}`;
    if (known.current === who) return;
    known.current = who;
    const plan = user.plan.planCode;
    send(api.call(trackingCalls.identify, { body: { traits: { plan } } }));
    send(api.call(trackingCalls.group, { body: { traits: { plan, clientId: user.clientId } } }));
  }, [allowed, user.userId, user.clientId, user.plan.planCode]);

  useEffect(() => {
    if (!allowed) return;
    const path = location.pathname;
    if (lastPath.current === `${path}${location.search}`) return;
    lastPath.current = `${path}${location.search}`;
    send(
      api.call(trackingCalls.page, {
        body: {
          url: `${window.location.origin}${path}`,
          path,
          traits: { referrer: document.referrer, search: location.search, title: document.title },
        },
      }),
    );
  }, [allowed, location.pathname, location.search]);
}

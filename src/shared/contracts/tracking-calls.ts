import { defineCall } from './call';
import type {
  activityResponse,
  groupBody,
  identifyBody,
  pageBody,
  trackBody,
  trackedResponse,
} from './tracking';

const BASE = '/api/user/segment-event';

/** The spec's tracking calls (user service) and the console's activity figures. */
export const trackingCalls = {
  publish: defineCall<{ body: typeof trackBody; response: typeof trackedResponse }>(
    'POST',
    `${BASE}/publish`,
  ),
  page: defineCall<{ body: typeof pageBody; response: typeof trackedResponse }>('POST', `${BASE}/page`),
  identify: defineCall<{ body: typeof identifyBody; response: typeof trackedResponse }>(
    'POST',
    `${BASE}/identify`,
  ),
  group: defineCall<{ body: typeof groupBody; response: typeof trackedResponse }>('POST', `${BASE}/group`),
  /** no sign-in; rate-limited per address */
  guestPublish: defineCall<{ body: typeof trackBody; response: typeof trackedResponse }>(
    'POST',
    `${BASE}/guest/publish`,
  ),
  activity: defineCall<{ response: typeof activityResponse }>('GET', '/api/user/console/analytics/activity'),
};

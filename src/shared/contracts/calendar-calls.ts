import type {
  calendarAccountQuery,
  calendarAccountResponse,
  conferenceBody,
  conferenceResponse,
  revokeCalendarResponse,
  syncCalendarQuery,
  syncCalendarResponse,
} from './calendar';
import { defineCall } from './call';

const BASE = '/api/calendar';

/** The spec's calendar calls: the person's private feed (decision 0046). */
export const calendarCalls = {
  account: defineCall<{ query: typeof calendarAccountQuery; response: typeof calendarAccountResponse }>(
    'GET',
    `${BASE}/account`,
  ),
  sync: defineCall<{ query: typeof syncCalendarQuery; response: typeof syncCalendarResponse }>(
    'GET',
    `${BASE}/sync-calendar-url`,
  ),
  revoke: defineCall<{ response: typeof revokeCalendarResponse }>('GET', `${BASE}/revoke-calendar-access`),
  conference: defineCall<{ body: typeof conferenceBody; response: typeof conferenceResponse }>(
    'POST',
    `${BASE}/authorize-conference-provider`,
  ),
};

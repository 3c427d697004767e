import {
  calendarAccountQuery,
  calendarAccountResponse,
  revokeCalendarResponse,
  syncCalendarQuery,
  syncCalendarResponse,
} from './calendar';

/** The schemas of `calendarCalls`, for the server's routes. */
export const calendarCallSchemas = {
  account: { query: calendarAccountQuery, response: calendarAccountResponse },
  sync: { query: syncCalendarQuery, response: syncCalendarResponse },
  revoke: { response: revokeCalendarResponse },
};

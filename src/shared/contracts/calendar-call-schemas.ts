import {
  calendarAccountQuery,
  calendarAccountResponse,
  conferenceBody,
  conferenceResponse,
  revokeCalendarResponse,
  syncCalendarQuery,
  syncCalendarResponse,
} from './calendar';

/** The schemas of `calendarCalls`, for the server's routes. */
export const calendarCallSchemas = {
  account: { query: calendarAccountQuery, response: calendarAccountResponse },
  sync: { query: syncCalendarQuery, response: syncCalendarResponse },
  revoke: { response: revokeCalendarResponse },
  conference: { body: conferenceBody, response: conferenceResponse },
};

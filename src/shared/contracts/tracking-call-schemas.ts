import { activityResponse, pageBody, trackBody, trackedResponse } from './tracking';

/** The schemas of `trackingCalls`, for the server's routes. */
export const trackingCallSchemas = {
  publish: { body: trackBody, response: trackedResponse },
  page: { body: pageBody, response: trackedResponse },
  guestPublish: { body: trackBody, response: trackedResponse },
  activity: { response: activityResponse },
};

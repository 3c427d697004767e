import { activityResponse, groupBody, identifyBody, pageBody, trackBody, trackedResponse } from './tracking';

/** The schemas of `trackingCalls`, for the server's routes. */
export const trackingCallSchemas = {
  publish: { body: trackBody, response: trackedResponse },
  page: { body: pageBody, response: trackedResponse },
  identify: { body: identifyBody, response: trackedResponse },
  group: { body: groupBody, response: trackedResponse },
  guestPublish: { body: trackBody, response: trackedResponse },
  activity: { response: activityResponse },
};

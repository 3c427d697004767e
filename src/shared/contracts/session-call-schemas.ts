import { featureFlagsResponse, subscriptionPlanResponse } from './license';
import { consentBody, consentResponse, profilePatchBody, userStateResponse } from './user';

/** The schemas of `sessionCalls`, for the server's routes (see `session-calls.ts`). */
export const sessionCallSchemas = {
  userState: { response: userStateResponse },
  giveConsent: { body: consentBody, response: consentResponse },
  updateProfile: { body: profilePatchBody, response: userStateResponse },
  subscriptionPlan: { response: subscriptionPlanResponse },
  featureFlags: { response: featureFlagsResponse },
};

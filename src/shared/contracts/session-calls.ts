import { defineCall } from './call';
import type { featureFlagsResponse, subscriptionPlanResponse } from './license';
import type { consentBody, consentResponse, profilePatchBody, userStateResponse } from './user';

/** The calls about the signed-in person and their organisation's licence (what every page may need). */
export const sessionCalls = {
  userState: defineCall<{ response: typeof userStateResponse }>('GET', '/api/user/users/getUserState'),
  giveConsent: defineCall<{ body: typeof consentBody; response: typeof consentResponse }>(
    'POST',
    '/api/user/consent',
  ),
  updateProfile: defineCall<{ body: typeof profilePatchBody; response: typeof userStateResponse }>(
    'PATCH',
    '/api/user/users/v2/profile',
  ),
  subscriptionPlan: defineCall<{ response: typeof subscriptionPlanResponse }>(
    'GET',
    '/api/license/api/v1/license/subscription/plan',
  ),
  featureFlags: defineCall<{ response: typeof featureFlagsResponse }>(
    'GET',
    '/api/license/api/v1/feature-flags',
  ),
};

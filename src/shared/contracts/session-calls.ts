import { defineCall } from './call';
import { featureFlagsResponse, subscriptionPlanResponse } from './license';
import { consentBody, consentResponse, profilePatchBody, userStateResponse } from './user';

/** The calls about the signed-in person and their organisation's licence (what every page may need). */
export const sessionCalls = {
  userState: defineCall({ method: 'GET', path: '/api/user/users/getUserState', response: userStateResponse }),
  giveConsent: defineCall({
    method: 'POST',
    path: '/api/user/consent',
    body: consentBody,
    response: consentResponse,
  }),
  updateProfile: defineCall({
    method: 'PATCH',
    path: '/api/user/users/v2/profile',
    body: profilePatchBody,
    response: userStateResponse,
  }),
  subscriptionPlan: defineCall({
    method: 'GET',
    path: '/api/license/api/v1/license/subscription/plan',
    response: subscriptionPlanResponse,
  }),
  featureFlags: defineCall({
    method: 'GET',
    path: '/api/license/api/v1/feature-flags',
    response: featureFlagsResponse,
  }),
};

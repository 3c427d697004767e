import { defineCall } from './call';
import type { nextUpResponse } from './home';

/** The calls of the personal home (the dashboard), on the user service. */
export const homeCalls = {
  nextUp: defineCall<{ response: typeof nextUpResponse }>('GET', '/api/user/dashboard/next-up'),
};

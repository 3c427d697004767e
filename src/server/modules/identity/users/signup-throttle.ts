import { SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_SECONDS } from '../../../../shared/constants';
import { createThrottle } from '../../../platform/auth/throttle';
import type { Db } from '../../../platform/db/client';
import { loginFailures } from '../tables';

/**
 * Free sign-ups per address within a window (the platform throttle, decision 0022; the rows share the sign-in
 * throttle's table under their own scope). Past the limit, sign-up answers 429 with Retry-After.
 */
export function createSignupThrottle(
  db: Db,
  max = SIGNUP_MAX_PER_ADDRESS,
  windowSeconds = SIGNUP_WINDOW_SECONDS,
) {
  const throttle = createThrottle(db, {
    table: loginFailures,
    scope: 'signup',
    limit: max,
    windowSeconds,
    refusal: {
      code: 'TOO_MANY_SIGNUPS',
      message: (minutes) => `Too many sign-ups from this address. Try again in ${minutes} minute(s).`,
    },
  });
  return {
    /** Counts this attempt and refuses it when the address has used up the window's sign-ups. */
    take: (ip: string) => throttle.take(ip),
    clear: (ip: string) => throttle.clear(ip),
  };
}
export type SignupThrottle = ReturnType<typeof createSignupThrottle>;

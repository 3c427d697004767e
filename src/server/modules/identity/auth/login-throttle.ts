import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '../../../../shared/constants';
import { createThrottle } from '../../../platform/auth/throttle';
import type { Db } from '../../../platform/db/client';
import { loginFailures } from '../tables';

/**
 * Failed sign-ins per e-mail and address (the platform throttle, decision 0022): after LOGIN_MAX_FAILURES within
 * the window, sign-in answers 429 with Retry-After until the window ends, even for the right password.
 */
export function createLoginThrottle(
  db: Db,
  max = LOGIN_MAX_FAILURES,
  windowSeconds = LOGIN_FAILURE_WINDOW_SECONDS,
) {
  const throttle = createThrottle(db, {
    table: loginFailures,
    scope: 'login',
    limit: max,
    windowSeconds,
    refusal: {
      code: 'TOO_MANY_ATTEMPTS',
      message: (minutes) => `Too many failed sign-ins. Try again in ${minutes} minute(s).`,
    },
  });
  const keyOf = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;
  return {
    assertAllowed: (email: string, ip: string) => throttle.check(keyOf(email, ip)),
    recordFailure: (email: string, ip: string) => throttle.hit(keyOf(email, ip)),
    clear: (email: string, ip: string) => throttle.clear(keyOf(email, ip)),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

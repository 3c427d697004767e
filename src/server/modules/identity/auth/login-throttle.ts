import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../../shared/constants';
import { createThrottle } from '../../../platform/auth/throttle';
import type { Db } from '../../../platform/db/client';
import { loginFailures } from '../tables';

export interface LoginLimits {
  /** failed sign-ins per e-mail and client address */
  perAccount: number;
  /** failed sign-ins per client address, whatever the e-mail */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: LOGIN_MAX_FAILURES,
  perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
};

/**
 * Sign-in limits (decision 0028): failures per e-mail and address, and per address alone, counted in the
 * database (the platform throttle, decision 0022). An attempt is *reserved* before its password is checked, by
 * one upsert that counts and answers the new count, so parallel attempts cannot all pass a check made before any
 * of them is counted: at most `perAccount` of any burst reach the password check. A right password forgets the
 * e-mail's failures and gives the address its reservation back; a wrong one leaves both counted. Past a limit,
 * sign-in answers 429 with Retry-After until the window ends, even for the right password.
 */
export function createLoginThrottle(db: Db, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const account = createThrottle(db, {
    table: loginFailures,
    scope: 'login',
    limit: limits.perAccount,
    windowSeconds: limits.windowSeconds,
    refusal: {
      code: 'TOO_MANY_ATTEMPTS',
      message: (minutes) => `Too many failed sign-ins. Try again in ${minutes} minute(s).`,
    },
  });
  const address = createThrottle(db, {
    table: loginFailures,
    scope: 'login-address',
    limit: limits.perAddress,
    windowSeconds: limits.windowSeconds,
    refusal: {
      code: 'TOO_MANY_ATTEMPTS',
      message: (minutes) => `Too many failed sign-ins. Try again in ${minutes} minute(s).`,
    },
  });
  const keyOf = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;
  return {
    /**
     * Reserves this attempt before the password is checked, or refuses it with 429. The e-mail's count comes
     * first: an attempt it refuses is not counted against the address (one locked account does not lock out
     * the address's other people); an attempt the address refuses gives the e-mail's reservation back.
     */
    async reserve(email: string, ip: string): Promise<void> {
      await account.take(keyOf(email, ip));
      try {
        await address.take(ip);
      } catch (err) {
        await account.release(keyOf(email, ip));
        throw err;
      }
    },
    /** The right password: the e-mail's failures are forgotten, the address gets its reservation back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await account.clear(keyOf(email, ip));
      await address.release(ip);
    },
    /** The password was never checked (the server was busy): both reservations are given back. */
    async cancel(email: string, ip: string): Promise<void> {
      await account.release(keyOf(email, ip));
      await address.release(ip);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

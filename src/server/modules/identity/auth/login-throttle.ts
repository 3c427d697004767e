import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS,
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
  /** failed sign-ins per e-mail from every address together */
  perAccountAnyAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: LOGIN_MAX_FAILURES,
  perAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
  perAccountAnyAddress: LOGIN_MAX_FAILURES_PER_ACCOUNT_ANY_ADDRESS,
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
  // per account from every address (issue 33 point 6): slows guessing from rotating addresses; the owner is not
  // locked out, as a mailed reset link signs them in and forgets this count (forgetAccount)
  const anyAddress = createThrottle(db, {
    table: loginFailures,
    scope: 'login-account',
    limit: limits.perAccountAnyAddress,
    windowSeconds: limits.windowSeconds,
    refusal: {
      code: 'TOO_MANY_ATTEMPTS',
      message: (minutes) =>
        `Too many failed sign-ins to this account. Try again in ${minutes} minute(s), or use "Forgot password?" to get a link by e-mail.`,
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
        await anyAddress.take(email.toLowerCase());
      } catch (err) {
        await account.release(keyOf(email, ip));
        throw err;
      }
      try {
        await address.take(ip);
      } catch (err) {
        await account.release(keyOf(email, ip));
        await anyAddress.release(email.toLowerCase());
        throw err;
      }
    },
    /** The right password: the e-mail's failures are forgotten, the address gets its reservation back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await account.clear(keyOf(email, ip));
      await anyAddress.release(email.toLowerCase());
      await address.release(ip);
    },
    /** The password was never checked (the server was busy): both reservations are given back. */
    async cancel(email: string, ip: string): Promise<void> {
      await account.release(keyOf(email, ip));
      await anyAddress.release(email.toLowerCase());
      await address.release(ip);
    },
    /** A new password was set through a mailed link: the account's failures from every address are forgotten. */
    async forgetAccount(email: string): Promise<void> {
      await anyAddress.clear(email.toLowerCase());
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

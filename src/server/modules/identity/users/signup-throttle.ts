import { eq, sql } from 'drizzle-orm';
import { SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_SECONDS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { loginFailures } from '../tables';

/**
 * Free sign-ups per address within a window, counted in the database (every instance sees the same count; the
 * rows share the sign-in throttle's table under their own key). Past the limit, sign-up answers 429 with
 * Retry-After until the window ends.
 */
export function createSignupThrottle(
  db: Db,
  max = SIGNUP_MAX_PER_ADDRESS,
  windowSeconds = SIGNUP_WINDOW_SECONDS,
) {
  const keyOf = (ip: string) => `signup|${ip}`;
  return {
    /** Counts this attempt and refuses it when the address has used up the window's sign-ups. */
    async take(ip: string): Promise<void> {
      const key = keyOf(ip);
      const [row] = await db
        .insert(loginFailures)
        .values({ key, count: 1, windowStart: new Date() })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${loginFailures.count} + 1 END`,
            windowStart: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${loginFailures.windowStart} END`,
          },
        })
        .returning();
      if (row.count <= max) return;
      const retryAfter = Math.max(
        1,
        Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000),
      );
      throw new AppError(
        429,
        `Too many sign-ups from this address. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        'TOO_MANY_SIGNUPS',
        { 'retry-after': String(retryAfter) },
      );
    },
    async clear(ip: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, keyOf(ip)));
    },
  };
}
export type SignupThrottle = ReturnType<typeof createSignupThrottle>;

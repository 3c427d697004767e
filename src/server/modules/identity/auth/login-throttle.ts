import { eq, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { loginFailures } from '../tables';

/**
 * Counts failed sign-ins per e-mail and address in the database, so that every instance sees the same count.
 * After LOGIN_MAX_FAILURES within the window, sign-in answers 429 with Retry-After until the window ends.
 */
export function createLoginThrottle(
  db: Db,
  max = LOGIN_MAX_FAILURES,
  windowSeconds = LOGIN_FAILURE_WINDOW_SECONDS,
) {
  const keyOf = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [row] = await db
        .select()
        .from(loginFailures)
        .where(eq(loginFailures.key, keyOf(email, ip)));
      if (!row || row.count < max) return;
      const retryAfter = Math.ceil((row.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
      if (retryAfter <= 0) return;
      throw new AppError(
        429,
        `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        'TOO_MANY_ATTEMPTS',
        {
          'retry-after': String(retryAfter),
        },
      );
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const key = keyOf(email, ip);
      await db
        .insert(loginFailures)
        .values({ key, count: 1, windowStart: new Date() })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            count: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE ${loginFailures.count} + 1 END`,
            windowStart: sql`CASE WHEN ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE ${loginFailures.windowStart} END`,
          },
        });
    },
    async clear(email: string, ip: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, keyOf(email, ip)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

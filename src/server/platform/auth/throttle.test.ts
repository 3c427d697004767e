import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { AppError } from '../http/errors';
import { createThrottle, type ThrottleOptions } from './throttle';

// a table of this test's own: the throttle counts in whatever table its owner gives it
const attempts = pgTable('throttle_test_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await database.query(
    'CREATE TABLE throttle_test_attempts (key text PRIMARY KEY, count integer NOT NULL, window_start timestamptz NOT NULL)',
  );
});
afterAll(() => database.close());

const options = (scope: string, limit = 3): ThrottleOptions => ({
  table: attempts,
  scope,
  limit,
  windowSeconds: 600,
  refusal: { code: 'TOO_MANY_TRIES', message: (minutes) => `Try again in ${minutes} minute(s).` },
});

async function refusal(attempt: Promise<void>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the throttle', () => {
  it('take: lets `limit` attempts through, then answers 429 with Retry-After until the window ends', async () => {
    const throttle = createThrottle(database.db, options('take'));
    for (let n = 0; n < 3; n++) await throttle.take('10.0.0.1');
    const refused = await refusal(throttle.take('10.0.0.1'));
    expect(refused.statusCode).toBe(429);
    expect(refused.code).toBe('TOO_MANY_TRIES');
    expect(refused.message).toBe('Try again in 10 minute(s).');
    const retryAfter = Number(refused.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // another key is not affected
    await throttle.take('10.0.0.2');
  });

  it('check and hit: counting does not refuse; check refuses once the limit is reached; clear forgets', async () => {
    const throttle = createThrottle(database.db, options('check', 2));
    await throttle.check('ana|10.0.0.1');
    await throttle.hit('ana|10.0.0.1');
    await throttle.check('ana|10.0.0.1');
    await throttle.hit('ana|10.0.0.1');
    expect((await refusal(throttle.check('ana|10.0.0.1'))).statusCode).toBe(429);
    await throttle.clear('ana|10.0.0.1');
    await throttle.check('ana|10.0.0.1');
  });

  it('starts a new window once the old one has ended', async () => {
    const throttle = createThrottle(database.db, options('window', 1));
    await throttle.take('10.0.0.9');
    await refusal(throttle.take('10.0.0.9'));
    await database.query(
      "UPDATE throttle_test_attempts SET window_start = now() - interval '11 minutes' WHERE key = 'window|10.0.0.9'",
    );
    await throttle.check('10.0.0.9');
    await throttle.take('10.0.0.9');
    const [row] = await database.query<{ count: number }>(
      "SELECT count FROM throttle_test_attempts WHERE key = 'window|10.0.0.9'",
    );
    expect(row?.count).toBe(1);
  });

  it('keeps the counts of two throttles on one table apart by scope', async () => {
    const login = createThrottle(database.db, options('login', 1));
    const signup = createThrottle(database.db, options('signup', 1));
    await login.take('10.0.0.5');
    await refusal(login.take('10.0.0.5'));
    await signup.take('10.0.0.5');
  });
});

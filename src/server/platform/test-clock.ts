import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { access } from './auth/access';
import type { Clock } from './clock';

/**
 * The browser journeys' clock (STRIDE_TEST_CLOCK=1 only, on this machine only: config.ts refuses it otherwise):
 * the system clock plus an offset that `POST /api/test/clock` moves forward, or puts back to zero. A journey
 * moves time past the end of a sprint without waiting; the route does not exist without the flag.
 */
export interface TestClock extends Clock {
  readonly testClock: true;
  advance(ms: number): void;
  reset(): void;
  offsetMs(): number;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    testClock: true,
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}

export const isTestClock = (clock: Clock): clock is TestClock =>
  (clock as Partial<TestClock>).testClock === true;

const DAY = 86_400_000;
const body = z
  .object({
    /** moves the clock forward by whole days (0-400) */
    advanceDays: z.number().int().min(0).max(400).optional(),
    /** back to the system's time */
    reset: z.literal(true).optional(),
  })
  .refine((b) => (b.advanceDays === undefined) !== (b.reset === undefined), {
    path: ['advanceDays'],
    message: 'give either advanceDays or reset',
  });
const answer = z.object({ now: z.string(), offsetDays: z.number() });

/** Registers `POST /api/test/clock` (hidden from the OpenAPI document: it is not part of the product). */
export function registerTestClockRoute(app: FastifyInstance, clock: TestClock) {
  app.post(
    '/api/test/clock',
    {
      config: { access: access.anonymous() },
      schema: {
        hide: true,
        tags: ['platform'],
        summary: 'Moves the test clock',
        body,
        response: { 200: answer },
      },
    },
    async (request) => {
      const b = request.body as z.infer<typeof body>;
      if (b.reset) clock.reset();
      else clock.advance((b.advanceDays ?? 0) * DAY);
      return { now: clock.now().toISOString(), offsetDays: clock.offsetMs() / DAY };
    },
  );
}

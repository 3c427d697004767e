import { AppError } from '../../../platform/http/errors';

export interface HashingLimits {
  /** password hashes (argon2id) computed at once */
  concurrency: number;
  /** hashes that may wait for a free slot; one more is refused with 503 and Retry-After */
  queue: number;
}

/**
 * A global cap on concurrent password hashing (decision 0028). argon2id is built to be costly (19 MiB and tens of
 * milliseconds of CPU each), so an anonymous flood of sign-ins would otherwise take every core and thread from the
 * rest of the product. At most `concurrency` hashes run at once, at most `queue` wait in line (first come, first
 * served), and any more are refused at once with 503 SIGN_IN_BUSY and `Retry-After: 1`.
 */
export function createHashingGate(limits: HashingLimits) {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const waiting: Array<() => void> = [];
  let running = 0;
  let peak = 0;

  const full = () => running >= concurrency && waiting.length >= limits.queue;
  const busy = () =>
    new AppError(503, 'The server is busy signing people in. Please try again in a moment.', 'SIGN_IN_BUSY', {
      'retry-after': '1',
    });

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running++;
    } else {
      if (waiting.length >= limits.queue) throw busy();
      // the slot is handed over by release(): `running` stays as it is
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    peak = Math.max(peak, running);
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    /** Refuses with 503 at once when the line is full: an overflowing flood costs no further work. */
    assertRoom(): void {
      if (full()) throw busy();
    },
    /** Runs one hash inside the cap, or refuses with 503 when the line is full. */
    async run<T>(hash: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await hash();
      } finally {
        release();
      }
    },
    /** Hashes running now, waiting now, and the most that ever ran at once (tests, metrics). */
    stats: () => ({ running, waiting: waiting.length, peak }),
  };
}
export type HashingGate = ReturnType<typeof createHashingGate>;

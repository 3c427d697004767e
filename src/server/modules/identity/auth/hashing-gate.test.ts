import { describe, expect, it } from 'vitest';
import { createHashingGate } from './hashing-gate';

/** A hash that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('the password-hashing cap', () => {
  it('runs at most `concurrency` hashes at once, queues `queue` more in order, and refuses the rest with 503', async () => {
    const gate = createHashingGate({ concurrency: 2, queue: 2 });
    const hashes = Array.from({ length: 5 }, pending);
    const order: number[] = [];
    const runs = hashes.map((h, i) =>
      gate.run(async () => {
        order.push(i);
        await h.done;
        return i;
      }),
    );
    const refused = runs[4].catch((err) => err);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 2 });
    expect(() => gate.assertRoom()).toThrow(expect.objectContaining({ statusCode: 503 }));
    const err = await refused;
    expect(err.statusCode).toBe(503);
    expect(err.code).toBe('SIGN_IN_BUSY');
    expect(err.headers).toEqual({ 'retry-after': '1' });

    hashes[1].finish();
    await runs[1];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    gate.assertRoom(); // a place in line is free again
    for (const h of hashes) h.finish();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees its slot when a hash fails', async () => {
    const gate = createHashingGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});

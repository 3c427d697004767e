import { describe, expect, it } from 'vitest';
import { createBatchedRead } from './batched-read';

/** A load that records the keys of each call and answers the double of each key it knows (not 13). */
function recordingLoad() {
  const calls: number[][] = [];
  const load = async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.filter((k) => k !== 13).map((k) => [k, k * 2]));
  };
  return { calls, load };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedRead', () => {
  it('reads asked in the same turn share one load, and each gets its own value', async () => {
    const { calls, load } = recordingLoad();
    const read = createBatchedRead(load, { maxBatch: 10 });
    const values = await Promise.all([read(1), read(2), read(3)]);
    expect(values).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('loads a key asked twice in one batch once, and answers both', async () => {
    const { calls, load } = recordingLoad();
    const read = createBatchedRead(load, { maxBatch: 10 });
    expect(await Promise.all([read(5), read(5), read(6)])).toEqual([10, 10, 12]);
    expect(calls).toEqual([[5, 6]]);
  });

  it('answers undefined for a key the load did not find, without failing the others', async () => {
    const { load } = recordingLoad();
    const read = createBatchedRead(load, { maxBatch: 10 });
    expect(await Promise.all([read(13), read(4)])).toEqual([undefined, 8]);
  });

  it('reads of later turns make their own load', async () => {
    const { calls, load } = recordingLoad();
    const read = createBatchedRead(load, { maxBatch: 10 });
    const first = read(1);
    await nextTurn();
    const second = read(2);
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(calls).toEqual([[1], [2]]);
  });

  it('splits a batch longer than maxBatch into several loads', async () => {
    const { calls, load } = recordingLoad();
    const read = createBatchedRead(load, { maxBatch: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map(read))).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails every read of a failed load with its error, and the next turn's reads load again", async () => {
    let fail = true;
    const read = createBatchedRead(
      async (keys: number[]) => {
        if (fail) throw new Error('database unreachable');
        return new Map(keys.map((k) => [k, k]));
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('database unreachable');
    fail = false;
    expect(await read(1)).toBe(1);
  });

  it('refuses a maxBatch below 1', () => {
    expect(() => createBatchedRead(async () => new Map(), { maxBatch: 0 })).toThrow(/maxBatch/);
  });
});

/**
 * Reads by key that start in the same turn of the event loop share one statement (decision 0066): the first
 * read of a turn opens a batch, the reads after it join it, and the batch is loaded once the turn's I/O
 * callbacks have run (`setImmediate`). A lone read waits one turn; many concurrent requests (each its own
 * socket callback) pay one statement start-up between them instead of one each.
 *
 * `load` answers the value of each key it found (a key it leaves out reads as `undefined`); when it fails,
 * every read of that batch fails with its error. A batch holds at most `maxBatch` distinct keys: a longer one
 * is loaded in several statements side by side. The same key asked twice in a batch is loaded once.
 */
export function createBatchedRead<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  options: { maxBatch: number },
): (key: K) => Promise<V | undefined> {
  if (!(options.maxBatch >= 1)) throw new Error('a batched read needs a maxBatch of at least 1');
  type Waiter = { resolve: (value: V | undefined) => void; reject: (err: unknown) => void };
  let open: Map<K, Waiter[]> | null = null;

  function settle(keys: K[], batch: Map<K, Waiter[]>) {
    load(keys).then(
      (found) => {
        for (const key of keys) for (const w of batch.get(key) ?? []) w.resolve(found.get(key));
      },
      (err: unknown) => {
        for (const key of keys) for (const w of batch.get(key) ?? []) w.reject(err);
      },
    );
  }

  function flush(batch: Map<K, Waiter[]>) {
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += options.maxBatch) {
      settle(keys.slice(i, i + options.maxBatch), batch);
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!open) {
        const batch = new Map<K, Waiter[]>();
        open = batch;
        setImmediate(() => {
          open = null;
          flush(batch);
        });
      }
      const waiting = open.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else open.set(key, [{ resolve, reject }]);
    });
}

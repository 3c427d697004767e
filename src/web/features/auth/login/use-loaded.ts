import { useEffect, useState } from 'react';

/** What a one-time loader answers, once it has answered (null before, and when it failed). */
export function useLoaded<T>(load: () => Promise<T | null>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((v) => {
      if (live) setValue(v);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}

import { describe, expect, it } from 'vitest';
import { GUEST_UUID_KEY } from './constants';
import { guestUuid } from './guest-uuid';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const A = '3f2b8c1e-9d4a-4e7b-8a6f-1c2d3e4f5a6b';
const B = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

describe('guestUuid', () => {
  it('makes an id once and keeps it for the next visit', () => {
    const store = memory();
    expect(guestUuid(store, () => A)).toBe(A);
    expect(store.data.get(GUEST_UUID_KEY)).toBe(A);
    expect(guestUuid(store, () => B)).toBe(A);
  });

  it('replaces a stored value that is not a uuid', () => {
    const store = memory({ [GUEST_UUID_KEY]: '<script>' });
    expect(guestUuid(store, () => B)).toBe(B);
  });

  it('works without storage', () => {
    expect(guestUuid(null, () => A)).toBe(A);
  });
});

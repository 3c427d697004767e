import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createTtlCache } from './invalidation-bus';

afterEach(() => vi.useRealTimers());

describe('time-limited cache', () => {
  it('answers what it holds until the time runs out', () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(10_000);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(10_001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing with a time of 0 (CACHE_SECONDS=0)', () => {
    const cache = createTtlCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops matching entries and stays within its size', () => {
    const cache = createTtlCache<{ userId: number }>(10_000, 2);
    cache.set('1:1', { userId: 1 });
    cache.set('2:1', { userId: 2 });
    cache.deleteWhere((v) => v.userId === 1);
    expect(cache.get('1:1')).toBeUndefined();
    expect(cache.get('2:1')).toEqual({ userId: 2 });
    cache.set('3:1', { userId: 3 });
    cache.set('4:1', { userId: 4 });
    expect(cache.get('2:1')).toBeUndefined();
  });
});

describe('CACHE_SECONDS', () => {
  it('defaults to 10 and refuses a negative or non-numeric value with a clear message', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/stride-config-test' };
    expect(loadConfig(base).cacheSeconds).toBe(10);
    expect(loadConfig({ ...base, CACHE_SECONDS: '0' }).cacheSeconds).toBe(0);
    expect(() => loadConfig({ ...base, CACHE_SECONDS: '-1' })).toThrow(
      /CACHE_SECONDS must be a number of seconds/,
    );
    expect(() => loadConfig({ ...base, CACHE_SECONDS: 'soon' })).toThrow(/CACHE_SECONDS/);
  });
});

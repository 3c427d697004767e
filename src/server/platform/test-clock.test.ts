import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';
import { systemClock } from './clock';
import { createTestClock, isTestClock } from './test-clock';

const DAY = 86_400_000;
const load = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent', ...env });

describe('the test clock (browser journeys only)', () => {
  it('is off unless STRIDE_TEST_CLOCK is set, and refused on a server anyone else reaches', () => {
    expect(load({}).clock).toBeUndefined();
    expect(isTestClock(load({ STRIDE_TEST_CLOCK: '1' }).clock ?? systemClock)).toBe(true);
    expect(() => load({ STRIDE_TEST_CLOCK: '1', PUBLIC_URL: 'https://stride.example.com' })).toThrow(
      ConfigError,
    );
    expect(isTestClock(systemClock)).toBe(false);
  });

  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({ config: { clock }, seed: false });
  });
  afterAll(() => t.close());
  const move = (payload: object) => t.app.inject({ method: 'POST', url: '/api/test/clock', payload });

  it('moves forward by days and back to the system time; bad input is a 400 that moves nothing', async () => {
    const res = await move({ advanceDays: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json().offsetDays).toBe(6);
    expect(Math.abs(clock.now().getTime() - Date.now() - 6 * DAY)).toBeLessThan(60_000);
    for (const bad of [{ advanceDays: -1 }, { advanceDays: 1.5 }, {}, { advanceDays: 1, reset: true }])
      expect((await move(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect(clock.offsetMs()).toBe(6 * DAY);
    expect((await move({ reset: true })).json().offsetDays).toBe(0);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000);
  });
});

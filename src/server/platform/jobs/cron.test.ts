import { describe, expect, it } from 'vitest';
import { nextCronTime, nextEveryTime, parseCron } from './cron';

describe('cron schedules', () => {
  it('finds the next minute, hour and weekday in UTC', () => {
    expect(nextCronTime('*/15 * * * *', new Date('2026-11-02T10:07:00Z')).toISOString()).toBe(
      '2026-11-02T10:15:00.000Z',
    );
    expect(nextCronTime('0 9 * * 1', new Date('2026-11-02T09:00:00Z')).toISOString()).toBe(
      '2026-11-09T09:00:00.000Z',
    );
    expect(nextCronTime('30 6 1 * *', new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T06:30:00.000Z',
    );
  });

  it('keeps a local time across daylight-saving changes in the zone', () => {
    // Berlin: CEST (UTC+2) until 25 Oct 2026, CET (UTC+1) until 28 Mar 2027
    const berlin = (after: string) =>
      nextCronTime('0 9 * * 1', new Date(after), 'Europe/Berlin').toISOString();
    expect(berlin('2026-10-20T00:00:00Z')).toBe('2026-10-26T08:00:00.000Z');
    expect(berlin('2026-10-13T00:00:00Z')).toBe('2026-10-19T07:00:00.000Z');
    expect(berlin('2027-03-23T00:00:00Z')).toBe('2027-03-29T07:00:00.000Z');
    expect(
      nextCronTime('0 9 * * 1', new Date('2026-11-02T00:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-11-02T14:00:00.000Z');
  });

  it('refuses a malformed expression', () => {
    expect(() => parseCron('0 9 * *')).toThrow(/5 fields/);
    expect(() => parseCron('61 * * * *')).toThrow(/minute/);
  });

  it('cuts fixed intervals at multiples of the interval', () => {
    expect(nextEveryTime(60_000, new Date('2026-11-02T10:00:30Z')).toISOString()).toBe(
      '2026-11-02T10:01:00.000Z',
    );
    expect(nextEveryTime(60_000, new Date('2026-11-02T10:01:00Z')).toISOString()).toBe(
      '2026-11-02T10:02:00.000Z',
    );
  });
});

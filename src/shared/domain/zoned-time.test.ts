import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, nextWeekday, todayIn, zonedToUtc } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall time into UTC in and out of daylight-saving time', () => {
    expect(zonedToUtc('2026-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedToUtc('2026-07-15', '09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(zonedToUtc('2026-03-09', '00:00', 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(zonedToUtc('2026-11-24', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-24T04:00:00.000Z');
  });
  it('moves a skipped time forward and takes the first of a repeated one', () => {
    // Berlin springs forward on 29 March 2026 at 02:00
    expect(zonedToUtc('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // and falls back on 25 October 2026 at 03:00: 02:30 happens twice
    expect(zonedToUtc('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
  it("knows today's date in a zone and counts days and weekdays", () => {
    const now = new Date('2026-11-23T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-23');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(nextWeekday('2026-11-23', 1)).toBe('2026-11-23');
    expect(nextWeekday('2026-11-24', 1)).toBe('2026-11-30');
  });
  it('answers the same when asked again, across midnights and daylight-saving changes', () => {
    // the remembered answers (today per zone and second, instants per date, time and zone) match a fresh reading
    for (const zone of ['Europe/Berlin', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Chatham']) {
      const day = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (
        let t = Date.parse('2026-03-27T20:00:00Z');
        t < Date.parse('2026-04-06T04:00:00Z');
        t += 7 * 60_000
      ) {
        for (const at of [new Date(t), new Date(t + 400), new Date(t)])
          expect(todayIn(zone, at)).toBe(day.format(at));
      }
      for (const date of ['2026-03-29', '2026-04-05', '2026-09-06']) {
        const first = zonedToUtc(date, '00:00', zone);
        expect(zonedToUtc(date, '00:00', zone)).toEqual(first);
        expect(zonedToUtc(date, '00:00', zone)).not.toBe(first);
        expect(todayIn(zone, first)).toBe(date);
      }
    }
  });
});

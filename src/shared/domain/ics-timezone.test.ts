import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';
import { buildIcsFeed } from './ics-feed';
import { icsZone } from './ics-timezone';

/**
 * Issue 33, point 11: every .ics that names a TZID carries the zone's VTIMEZONE, so an independent reader
 * (ical.js) places the check-in at the right instant wherever its reader lives. The check converts explicitly into
 * America/New_York (a zone definition from the same library, as a calendar in New York has its own), rather than
 * leaning on the test machine's zone: a time read as floating would be placed at 09:00 wherever it is shown.
 */
const newYork = new ICAL.Timezone({
  component: new ICAL.Component(
    ICAL.parse(`BEGIN:VCALENDAR\r\n${icsZone('America/New_York')!.lines.join('\r\n')}\r\nEND:VCALENDAR`),
  ).getFirstSubcomponent('vtimezone')!,
  tzid: 'America/New_York',
});

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}
const instant = (t: ICAL.Time) => new Date(t.toUnixTime() * 1000).toISOString();
const wallTimeIn = (t: ICAL.Time, zone: ICAL.Timezone) => t.convertToZone(zone).toString();

describe('time zones in .ics files, read by ical.js', () => {
  it('an invitation names Europe/Berlin with its definition: ical.js places the check-in at its instant, in New York too', () => {
    const start = new Date('2026-11-23T08:00:00Z'); // 09:00 in Berlin, 03:00 in New York
    const ics = buildIcs({
      uid: 'check-in-1@stride.test',
      start,
      durationMinutes: 30,
      summary: 'Weekly check-in',
      stamp: new Date('2026-11-20T10:00:00Z'),
      timeZone: 'Europe/Berlin',
    });
    const { calendar, events } = eventsOf(ics);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Berlin',
    ]);
    const [event] = events;
    expect(event.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(event.startDate.toString()).toBe('2026-11-23T09:00:00');
    expect(instant(event.startDate)).toBe(start.toISOString());
    expect(wallTimeIn(event.startDate, newYork)).toBe('2026-11-23T03:00:00');
    expect(instant(event.endDate)).toBe('2026-11-23T08:30:00.000Z');
  });

  it('a weekly series keeps 09:00 in Berlin across the change of summer time, as ical.js expands it', () => {
    const ics = buildIcs({
      uid: 'series-1@stride.test',
      start: new Date('2026-10-19T07:00:00Z'), // 09:00 summer time in Berlin
      durationMinutes: 30,
      summary: 'Weekly check-in',
      stamp: new Date('2026-10-01T10:00:00Z'),
      timeZone: 'Europe/Berlin',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3',
    });
    const [event] = eventsOf(ics).events;
    const it = event.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next; next = it.next()) starts.push(instant(next));
    // Berlin leaves summer time on 25 October: 09:00 is then 08:00 UTC; New York follows on 1 November
    expect(starts).toEqual([
      '2026-10-19T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
  });

  it('the feed defines each zone its timed items name once, and an all-day milestone stays a date', () => {
    const stamp = new Date('2026-11-20T10:00:00Z');
    const ics = buildIcsFeed({
      name: 'Stride',
      timeZone: 'Europe/Berlin',
      events: [
        {
          uid: 'a',
          sequence: 0,
          summary: 'Check-in',
          stamp,
          start: new Date('2026-07-06T07:00:00Z'),
          durationMinutes: 30,
          timeZone: 'Europe/Berlin',
        },
        {
          uid: 'b',
          sequence: 0,
          summary: 'Stand-up',
          stamp,
          start: new Date('2026-07-07T13:30:00Z'),
          durationMinutes: 15,
          timeZone: 'Europe/Berlin',
        },
        {
          uid: 'c',
          sequence: 0,
          summary: 'Sync',
          stamp,
          start: new Date('2026-07-08T14:00:00Z'),
          durationMinutes: 15,
          timeZone: 'America/Sao_Paulo',
        },
        { uid: 'd', sequence: 0, summary: 'Milestone', stamp, date: '2026-07-10' },
      ],
    });
    const { calendar, events } = eventsOf(ics);
    expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toEqual([
      'Europe/Berlin',
      'America/Sao_Paulo',
    ]);
    expect(events.map((e) => (e.startDate.isDate ? e.startDate.toString() : instant(e.startDate)))).toEqual([
      '2026-07-06T07:00:00.000Z',
      '2026-07-07T13:30:00.000Z',
      '2026-07-08T14:00:00.000Z',
      '2026-07-10',
    ]);
    // 09:00 summer time in Berlin is 03:00 summer time in New York
    expect(wallTimeIn(events[0].startDate, newYork)).toBe('2026-07-06T03:00:00');
  });

  it('names a zone by the TZID its definition carries, and writes UTC for a zone it has no definition of', () => {
    const base = {
      uid: 'x',
      start: new Date('2026-11-23T08:00:00Z'),
      durationMinutes: 30,
      summary: 'S',
      stamp: new Date(),
    };
    expect(buildIcs({ ...base, timeZone: 'UTC' })).toContain('DTSTART;TZID=Etc/UTC:20261123T080000\r\n');
    const unknown = buildIcs({ ...base, timeZone: 'Mars/Olympus_Mons' });
    expect(unknown).toContain('DTSTART:20261123T080000Z\r\n');
    expect(unknown).not.toContain('TZID');
  });
});

import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildIcsFeed, feedFingerprint } from './ics-feed';

const stamp = new Date('2026-11-20T09:00:00Z');

describe('calendar feed builder', () => {
  it('writes timed, recurring, all-day and cancelled items that a real parser reads back', () => {
    const text = buildIcsFeed({
      name: 'Stride, Mia',
      timeZone: 'Europe/Berlin',
      events: [
        {
          uid: 'check-in-1@stride',
          sequence: 2,
          summary: 'Weekly check-in; sprint',
          stamp,
          start: new Date('2026-11-23T08:00:00Z'),
          durationMinutes: 15,
          timeZone: 'Europe/Berlin',
          recurrence: 'FREQ=WEEKLY;COUNT=4',
        },
        { uid: 'milestone-3@stride', sequence: 0, summary: 'Launch', stamp, date: '2026-12-31' },
        { uid: 'meeting-9@stride', sequence: 1, cancelled: true, summary: 'Gone', stamp, start: stamp },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Stride\\, Mia');
    const parsed = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT');
    const byUid = Object.fromEntries(parsed.map((e) => [(e as ical.VEvent).uid, e as ical.VEvent]));
    const checkIn = byUid['check-in-1@stride']!;
    expect(checkIn.summary).toBe('Weekly check-in; sprint');
    expect(Number(checkIn.sequence)).toBe(2);
    // 09:00 in Berlin is 08:00 UTC in November
    expect(new Date(checkIn.start).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(checkIn.rrule?.all()).toHaveLength(4);
    const milestone = byUid['milestone-3@stride']!;
    expect(milestone.datetype).toBe('date');
    expect(byUid['meeting-9@stride']!.status).toBe('CANCELLED');
  });

  it('gives the same fingerprint to the same item and another one when what a calendar shows changes', () => {
    const item = { summary: 'Launch', date: '2026-12-31' };
    expect(feedFingerprint(item)).toBe(feedFingerprint({ ...item }));
    expect(feedFingerprint(item)).not.toBe(feedFingerprint({ ...item, date: '2027-01-01' }));
    expect(feedFingerprint(item)).not.toBe(feedFingerprint({ ...item, summary: 'Launch!' }));
  });
});

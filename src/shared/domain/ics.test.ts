import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsUtc } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('.ics builder', () => {
  it('escapes backslash, semicolon, comma and line breaks in text values', () => {
    expect(escapeIcsText('a\\b; c, d\nnext\r\nlast')).toBe('a\\\\b\\; c\\, d\\nnext\\nlast');
  });

  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldIcsLine(exact)).toBe(exact);
    const long = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    // unfolding (drop CRLF + one space) gives the line back
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('never splits a multi-byte character when folding', () => {
    const long = `SUMMARY:${'会議'.repeat(40)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('builds one VEVENT with UTC times, the end from the duration, and CRLF line ends', () => {
    const ics = buildIcs({
      uid: 'meeting-7@stride',
      start: new Date('2026-12-01T09:30:00Z'),
      durationMinutes: 45,
      summary: 'Mentoring, part 1; goals',
      description: 'Bring your plan.\nSee you',
      location: 'Room 4',
      organizer: { name: 'Mia Member', email: 'member@demo.test' },
      attendee: { name: 'Dr. No, PhD', email: 'mentor@x.test' },
      stamp: new Date('2026-11-22T10:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(ics).toContain('DTSTART:20261201T093000Z\r\n');
    expect(ics).toContain('DTEND:20261201T101500Z\r\n');
    expect(ics).toContain('SUMMARY:Mentoring\\, part 1\\; goals\r\n');
    expect(ics).toContain('DESCRIPTION:Bring your plan.\\nSee you\r\n');
    // the attendee line is longer than 75 octets: folded, and whole again once unfolded
    expect(ics).not.toContain('mailto:mentor@x.test');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE;CN="Dr. No, PhD":mailto:mentor@x.test\r\n',
    );
    expect(ics).toContain('UID:meeting-7@stride\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('carries SEQUENCE and STATUS, and withdraws an event with METHOD:CANCEL (read back by node-ical)', () => {
    const event = {
      uid: 'meeting-9@stride.test',
      start: new Date('2026-12-01T09:30:00Z'),
      durationMinutes: 30,
      summary: 'Check-in',
      stamp: new Date('2026-11-22T10:00:00Z'),
    };
    const sent = ical.sync.parseICS(buildIcs(event));
    expect(sent.vcalendar).toMatchObject({ method: 'REQUEST' });
    expect(sent['meeting-9@stride.test']).toMatchObject({ sequence: 0, status: 'CONFIRMED' });

    const cancelled = ical.sync.parseICS(buildIcs({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(cancelled.vcalendar).toMatchObject({ method: 'CANCEL' });
    expect(cancelled['meeting-9@stride.test']).toMatchObject({ sequence: 1, status: 'CANCELLED' });
  });

  it('keeps a line break in a name or a title inside its own property (read back by node-ical)', () => {
    const text = buildIcs({
      uid: 'meeting-10@stride.test',
      start: new Date('2026-12-01T09:30:00Z'),
      durationMinutes: 30,
      summary: 'Plan review\nDTSTART:19700101T000000Z',
      description: 'Line one\r\nLine two; with, marks \\ and a backslash',
      organizer: { name: 'Mia\nMember', email: 'member@demo.test' },
      attendee: { name: 'Ann\r\nATTENDEE:mailto:intruder@evil.test', email: 'ann@x.test' },
      stamp: new Date('2026-11-22T10:00:00Z'),
    });
    // every physical line is a property, a folded continuation, or the end
    for (const line of text.split('\r\n').slice(0, -1)) expect(line).toMatch(/^([A-Z-]+[;:]| )/);
    expect(text.match(/^ATTENDEE/gm)).toHaveLength(1);
    expect(text.match(/^DTSTART/gm)).toHaveLength(1);

    const parsed = ical.sync.parseICS(text);
    const vevent = parsed['meeting-10@stride.test'] as ical.VEvent;
    expect(vevent.summary).toBe('Plan review\nDTSTART:19700101T000000Z');
    expect(vevent.description).toBe('Line one\nLine two; with, marks \\ and a backslash');
    expect(vevent.start.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    const attendee = vevent.attendee as unknown as { params: { CN: string }; val: string };
    expect(attendee.val).toBe('mailto:ann@x.test');
    expect(attendee.params.CN).toBe('Ann ATTENDEE:mailto:intruder@evil.test');
    const organizer = vevent.organizer as unknown as { params: { CN: string }; val: string };
    expect(organizer.params.CN).toBe('Mia Member');
  });
});

describe('a weekly series in a time zone', () => {
  it('writes wall times with TZID and the recurrence rule', () => {
    const ics = buildIcs({
      uid: 'sprint-1-check-ins@stride.test',
      start: new Date('2026-11-30T08:00:00Z'),
      durationMinutes: 30,
      summary: 'Weekly check-in',
      stamp: new Date('2026-11-23T10:00:00Z'),
      timeZone: 'Europe/Berlin',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO;COUNT=8',
    });
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261130T090000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20261130T093000\r\n');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=8\r\n');
    // the event's own times are wall times (the zone's definition has DTSTART lines of its own)
    expect(ics.slice(ics.indexOf('BEGIN:VEVENT'))).not.toContain('DTSTART:');
  });
});

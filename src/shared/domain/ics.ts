import { icsZone } from './ics-timezone';

/** A calendar event as an invitation carries it (RFC 5545 VEVENT). */
export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  /** URL: where the event happens online (a meeting's video link) */
  url?: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** DTSTAMP: when the invitation was made */
  stamp: Date;
  /** SEQUENCE: 0 when first sent, one more at each change, so a calendar replaces its copy (RFC 5545 3.8.7.4) */
  sequence?: number;
  /** 'CANCEL' withdraws the event (METHOD:CANCEL, STATUS:CANCELLED); it carries the UID and a higher SEQUENCE */
  method?: 'REQUEST' | 'CANCEL';
  /**
   * an IANA zone: DTSTART/DTEND are written as wall times with TZID, so a series keeps its local time across DST,
   * and the zone's VTIMEZONE goes with them (a zone the definitions do not know is written in UTC)
   */
  timeZone?: string;
  /** a recurrence rule (RFC 5545 3.3.10) without the 'RRULE:' prefix, e.g. 'FREQ=WEEKLY;BYDAY=MO;COUNT=8' */
  recurrence?: string;
}

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped; line breaks become \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded: CRLF and one space, never splitting a
 * UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // the first line holds 75 octets; continuation lines start with a space, so they hold 74 more
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261122T101500Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 20261122T101500: the wall time of an instant in an IANA zone (used with TZID) */
export function icsLocal(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

const mailto = (p: { name: string; email: string }, role: string) =>
  `${role};CN=${quoteParam(p.name)}:mailto:${p.email}`;

/**
 * Parameter values (RFC 5545 3.2): no control characters (a line break in a name would start a line of its own),
 * so they become spaces; values with : ; , are quoted; double quotes are not allowed inside, so they are dropped.
 */
function quoteParam(value: string): string {
  const clean = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/"/g, '')
    .trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * The text of an .ics file with one event: METHOD:REQUEST (mail programs offer to add it) with STATUS:CONFIRMED,
 * or METHOD:CANCEL with STATUS:CANCELLED (they offer to remove it). Every text value is escaped, every line folded.
 */
export function buildIcs(event: CalendarEvent): string {
  const cancel = event.method === 'CANCEL';
  const sequence = Math.max(0, Math.trunc(event.sequence ?? 0));
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const zone = event.timeZone ? icsZone(event.timeZone) : null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Leader Impact plan//EN',
    'CALSCALE:GREGORIAN',
    cancel ? 'METHOD:CANCEL' : 'METHOD:REQUEST',
    ...(zone?.lines ?? []),
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${sequence}`,
    cancel ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `DTSTAMP:${icsUtc(event.stamp)}`,
    ...(zone && event.timeZone
      ? [
          `DTSTART;TZID=${zone.tzid}:${icsLocal(event.start, event.timeZone)}`,
          `DTEND;TZID=${zone.tzid}:${icsLocal(end, event.timeZone)}`,
        ]
      : [`DTSTART:${icsUtc(event.start)}`, `DTEND:${icsUtc(end)}`]),
    ...(event.recurrence ? [`RRULE:${event.recurrence}`] : []),
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [mailto(event.organizer, 'ORGANIZER')] : []),
    ...(event.attendee ? [mailto(event.attendee, 'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE')] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

import { escapeIcsText, foldIcsLine, icsLocal, icsUtc } from './ics';
import { icsZone, icsZoneLines } from './ics-timezone';

/** One item of a subscribed calendar (RFC 5545 VEVENT in a feed, without METHOD: the feed is the whole truth). */
export interface FeedEvent {
  /** stable per item: a calendar keeps its copy of the event by this */
  uid: string;
  /** one more at each change of the item (RFC 5545 3.8.7.4) */
  sequence: number;
  /** true: the item was deleted; the event stays in the feed a while with STATUS:CANCELLED */
  cancelled?: boolean;
  summary: string;
  description?: string;
  url?: string;
  /** DTSTAMP */
  stamp: Date;
  /** a timed event: start and duration, written as wall times in `timeZone` when given */
  start?: Date;
  durationMinutes?: number;
  timeZone?: string;
  /** an all-day event: the day, YYYY-MM-DD (a milestone) */
  date?: string;
  /** a recurrence rule without 'RRULE:', e.g. 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20261224T000000Z' */
  recurrence?: string;
}

const compactDate = (day: string) => day.replace(/-/g, '');

/** The next day of a YYYY-MM-DD (an all-day DTEND is exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function eventLines(e: FeedEvent): string[] {
  const times: string[] = [];
  if (e.date) {
    times.push(
      `DTSTART;VALUE=DATE:${compactDate(e.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(e.date))}`,
    );
  } else if (e.start) {
    const end = new Date(e.start.getTime() + (e.durationMinutes ?? 30) * 60_000);
    const zone = e.timeZone ? icsZone(e.timeZone) : null;
    times.push(
      ...(zone && e.timeZone
        ? [
            `DTSTART;TZID=${zone.tzid}:${icsLocal(e.start, e.timeZone)}`,
            `DTEND;TZID=${zone.tzid}:${icsLocal(end, e.timeZone)}`,
          ]
        : [`DTSTART:${icsUtc(e.start)}`, `DTEND:${icsUtc(end)}`]),
    );
  }
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(e.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(e.sequence))}`,
    e.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    `DTSTAMP:${icsUtc(e.stamp)}`,
    ...times,
    ...(e.recurrence && !e.cancelled ? [`RRULE:${e.recurrence}`] : []),
    `SUMMARY:${escapeIcsText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeIcsText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * A subscribed calendar (webcal): every item of a person, with the calendar's name and zone (X-WR-CALNAME,
 * X-WR-TIMEZONE, which Google, Outlook and Apple Calendar read). Text values escaped, every line folded, CRLF.
 */
export function buildIcsFeed(feed: { name: string; timeZone: string; events: FeedEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    // ask subscribers to look again every hour (RFC 7986 REFRESH-INTERVAL and Outlook's older name)
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    // the definition of every zone a timed event names, once (RFC 5545 3.6.5)
    ...icsZoneLines(feed.events.filter((e) => e.start && !e.date).map((e) => e.timeZone)),
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A short fingerprint of what a calendar shows of an item: when it changes, the item's SEQUENCE goes up. */
export function feedFingerprint(e: Omit<FeedEvent, 'uid' | 'sequence' | 'stamp' | 'cancelled'>): string {
  const text = JSON.stringify([
    e.summary,
    e.description ?? '',
    e.url ?? '',
    e.start?.toISOString() ?? '',
    e.durationMinutes ?? 0,
    e.timeZone ?? '',
    e.date ?? '',
    e.recurrence ?? '',
  ]);
  // FNV-1a, 32 bits: small and pure (shared code runs in the browser too)
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

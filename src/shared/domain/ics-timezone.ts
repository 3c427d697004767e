import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/**
 * The VTIMEZONE of an IANA zone, which RFC 5545 (3.6.5) requires for every TZID an .ics names: taken from
 * timezones-ical-library (generated from the IANA database with vzic), never written by hand. `tzid` is the
 * name the definition carries (an alias such as 'UTC' is defined as 'Etc/UTC'): DTSTART and DTEND name that one.
 */
export interface IcsZone {
  tzid: string;
  lines: string[];
}

let known: ReadonlySet<string> | null = null;
const zones = new Map<string, IcsZone | null>();

/** The zone's definition, or null when the library does not know the zone (the times are then written in UTC). */
export function icsZone(timeZone: string): IcsZone | null {
  if (zones.has(timeZone)) return zones.get(timeZone) ?? null;
  known ??= new Set(tzlib_get_timezones(false) as string[]);
  let zone: IcsZone | null = null;
  if (known.has(timeZone)) {
    const [block] = tzlib_get_ical_block(timeZone, false) as string[];
    const lines = (block ?? '').split(/\r\n|\n/).filter(Boolean);
    const tzid = lines.find((l) => l.startsWith('TZID:'))?.slice(5);
    if (lines[0] === 'BEGIN:VTIMEZONE' && tzid) zone = { tzid, lines };
  }
  zones.set(timeZone, zone);
  return zone;
}

/** The definitions of the zones named, each once, in the order first named. */
export function icsZoneLines(timeZones: Iterable<string | undefined>): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const name of timeZones) {
    const zone = name ? icsZone(name) : null;
    if (!zone || seen.has(zone.tzid)) continue;
    seen.add(zone.tzid);
    lines.push(...zone.lines);
  }
  return lines;
}

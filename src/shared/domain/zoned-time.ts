/**
 * Wall-clock dates and times in an IANA time zone, turned into UTC instants and back (daylight-saving changes
 * included). Dates are 'YYYY-MM-DD', times 'HH:MM'.
 */

/** a remembered result per key, forgotten all at once past `limit` entries (the keys come from callers) */
function memo<T>(limit: number) {
  const kept = new Map<string, T>();
  return (key: string, make: () => T): T => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    if (formatters.size >= 2000) formatters.clear();
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Whether the zone is one the platform knows (a bad zone is a 400 at the edge). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock date and time in a zone. A time skipped by a daylight-saving change moves
 * forward by the gap; a repeated time takes its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  // a pure function of its arguments, asked with the same ones on every request: remembered
  return new Date(utcOf(`${date}|${time}|${timeZone}`, () => zonedToUtcMs(date, time, timeZone)));
}
const utcOf = memo<number>(5000);

function zonedToUtcMs(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // the offsets in force a day before and a day after: at most one change lies between
  const before = offsetAt(new Date(wall - 86_400_000), timeZone);
  const after = offsetAt(new Date(wall + 86_400_000), timeZone);
  const reads = (t: number) => {
    const p = zonedParts(new Date(t), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  };
  const fits = [wall - before, wall - after].filter(reads).sort((a, b) => a - b);
  // a skipped time (spring forward): the offset before the change moves it forward by the gap
  return fits[0] ?? wall - before;
}

/** Today's date in a zone. */
export function todayIn(timeZone: string, now: Date): string {
  // offsets are whole seconds: within one second the date is the same (a server asks it many times a second)
  const second = Math.floor(now.getTime() / 1000);
  const known = days.get(timeZone);
  if (known?.second === second) return known.date;
  const p = zonedParts(now, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  if (days.size >= 2000) days.clear();
  days.set(timeZone, { second, date });
  return date;
}
const days = new Map<string, { second: number; date: string }>();

/** A date some days later (or earlier). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const w = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return w === 0 ? 7 : w;
}

/** The first date on or after `date` that falls on an ISO weekday. */
export function nextWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - isoWeekday(date) + 7) % 7);
}

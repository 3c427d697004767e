/**
 * The next time of a schedule: a 5-field cron expression (minute hour day-of-month month day-of-week) read in a
 * time zone (IANA name, default UTC), or a fixed interval. Local times are turned into instants with Intl, so a
 * weekly 09:00 in Europe/Berlin stays 09:00 across daylight-saving changes.
 */

interface CronFields {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

function field(spec: string, min: number, max: number, name: string): number[] {
  const out = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`cron: bad ${name} field "${spec}"`);
    const step = m[4] ? Number(m[4]) : 1;
    let from = min;
    let to = max;
    if (m[2] !== undefined) {
      from = Number(m[2]);
      to = m[3] !== undefined ? Number(m[3]) : m[4] ? max : from;
    }
    if (step < 1 || from < min || to > max || from > to) throw new Error(`cron: bad ${name} field "${spec}"`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

export function parseCron(expr: string): CronFields {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: "${expr}" needs 5 fields (minute hour day month weekday)`);
  const [mi, h, d, mo, w] = parts;
  // 7 means Sunday as well as 0
  const weekdays = new Set(field(w, 0, 7, 'weekday').map((v) => v % 7));
  return {
    minutes: field(mi, 0, 59, 'minute'),
    hours: field(h, 0, 23, 'hour'),
    days: new Set(field(d, 1, 31, 'day')),
    months: new Set(field(mo, 1, 12, 'month')),
    weekdays,
    dayRestricted: d !== '*',
    weekdayRestricted: w !== '*',
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms (Berlin in summer: +2 h). */
function offsetAt(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(new Date(ms))) p[type] = Number(value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of a local wall time in a zone (a time skipped by a DST change moves forward by the gap). */
export function zonedTime(
  y: number,
  month: number,
  d: number,
  h: number,
  mi: number,
  timeZone: string,
): number {
  const guess = Date.UTC(y, month - 1, d, h, mi);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return second === first ? first : Math.max(first, second);
}

/** The first instant strictly after `after` that the cron expression names in the time zone. */
export function nextCronTime(expr: string | CronFields, after: Date, timeZone = 'UTC'): Date {
  const c = typeof expr === 'string' ? parseCron(expr) : expr;
  const start = after.getTime();
  // the local calendar day of `after`, one day earlier to be safe around offsets
  const local = new Date(start + offsetAt(start, timeZone));
  const day0 = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 86_400_000;
  for (let i = 0; i < 366 * 5; i++) {
    const day = new Date(day0 + i * 86_400_000);
    const y = day.getUTCFullYear();
    const mo = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (!c.months.has(mo)) continue;
    const dayOk = c.days.has(d);
    const weekdayOk = c.weekdays.has(day.getUTCDay());
    const matches =
      c.dayRestricted && c.weekdayRestricted
        ? dayOk || weekdayOk
        : (!c.dayRestricted || dayOk) && (!c.weekdayRestricted || weekdayOk);
    if (!matches) continue;
    for (const h of c.hours) {
      for (const mi of c.minutes) {
        const t = zonedTime(y, mo, d, h, mi, timeZone);
        if (t > start) return new Date(t);
      }
    }
  }
  throw new Error(`cron: "${typeof expr === 'string' ? expr : 'expression'}" never fires`);
}

/** The next slot of a fixed interval strictly after `after` (slots are multiples of the interval since 1970). */
export function nextEveryTime(ms: number, after: Date): Date {
  return new Date((Math.floor(after.getTime() / ms) + 1) * ms);
}

import { normalizeLanguage } from './languages';

/**
 * How a date and a time of day are typed in the interface language (not the browser's): the order of day, month
 * and year and their separator come from `Intl.DateTimeFormat(...).formatToParts`, so German reads "03.11.2026",
 * Japanese "2026/11/03" and English "11/03/2026". The value behind the field stays ISO: 'YYYY-MM-DD' and 'HH:MM'.
 * An ISO date ('2026-11-03') is understood in every language too (pasted dates, tests).
 */

export type DatePart = 'day' | 'month' | 'year';

export interface DatePattern {
  order: [DatePart, DatePart, DatePart];
  separator: string;
}

export interface TimePattern {
  /** 12-hour clock with a day period (English), or 24-hour. */
  twelveHour: boolean;
  separator: string;
}

const SAMPLE = new Date(Date.UTC(2026, 10, 3, 14, 5));
const patterns = new Map<string, DatePattern>();
const timePatterns = new Map<string, TimePattern>();

export function datePattern(language: string): DatePattern {
  const lng = normalizeLanguage(language) ?? 'en';
  let pattern = patterns.get(lng);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(lng, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(SAMPLE);
    const order = parts
      .map((p) => p.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
    pattern = {
      order: order.length === 3 ? (order as DatePattern['order']) : ['year', 'month', 'day'],
      separator,
    };
    patterns.set(lng, pattern);
  }
  return pattern;
}

export function timePattern(language: string): TimePattern {
  const lng = normalizeLanguage(language) ?? 'en';
  let pattern = timePatterns.get(lng);
  if (!pattern) {
    const format = new Intl.DateTimeFormat(lng, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const parts = format.formatToParts(SAMPLE);
    const hourCycle = format.resolvedOptions().hourCycle;
    pattern = {
      twelveHour: hourCycle === 'h12' || hourCycle === 'h11',
      separator: parts.find((p) => p.type === 'literal')?.value.trim() || ':',
    };
    timePatterns.set(lng, pattern);
  }
  return pattern;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function validDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' as the interface language writes it ('03.11.2026'); '' for no or a malformed value. */
export function formatDateInput(iso: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  const values: Record<DatePart, string> = { year: m[1] ?? '', month: m[2] ?? '', day: m[3] ?? '' };
  const { order, separator } = datePattern(language);
  return order.map((part) => values[part]).join(separator);
}

/**
 * What a person typed, read in the interface language's order: the ISO day, '' when empty, or null when it is
 * not a date. Any non-digit separates ('3.11.2026', '3/11/2026', '3 11 2026'); eight digits without separators
 * are read in the same order; a two-digit year means 20YY.
 */
export function parseDateInput(text: string, language: string): string | null {
  const s = text.trim();
  if (s === '') return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  let numbers: number[];
  let order: DatePart[];
  if (iso) {
    numbers = iso.slice(1).map(Number);
    order = ['year', 'month', 'day'];
  } else {
    order = datePattern(language).order;
    let groups = s.split(/\D+/).filter(Boolean);
    if (groups.length === 1 && /^\d{8}$/.test(s)) {
      let at = 0;
      groups = order.map((part) => {
        const width = part === 'year' ? 4 : 2;
        const group = s.slice(at, at + width);
        at += width;
        return group;
      });
    }
    if (groups.length !== 3) return null;
    const yearIndex = order.indexOf('year');
    if (groups.some((g, i) => (i === yearIndex ? g.length !== 4 && g.length !== 2 : g.length > 2)))
      return null;
    numbers = groups.map(Number);
  }
  const value = (part: DatePart) => numbers[order.indexOf(part)] ?? 0;
  const year = value('year') < 100 ? 2000 + value('year') : value('year');
  const month = value('month');
  const day = value('day');
  return validDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** 'HH:MM' as the interface language writes it: '2:05 PM' in English, '14:05' in German, '14.05' in Indonesian. */
export function formatTimeInput(value: string, language: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return '';
  const hour = Number(m[1]);
  const { twelveHour, separator } = timePattern(language);
  if (!twelveHour) return `${m[1]}${separator}${m[2]}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}${separator}${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A typed time of day as 'HH:MM', '' when empty, or null: '14:05', '14.05', '1405', '2:05 pm', '2 PM' are all
 * understood in every language (an AM/PM marker is honoured whatever the language's own clock).
 */
export function parseTimeInput(text: string, _language?: string): string | null {
  const s = text.trim().toLowerCase();
  if (s === '') return '';
  const m = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})|(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(s);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? m[3] ?? '0');
  const period = m[4]?.[0];
  if (minute > 59) return null;
  if (period) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (period === 'p' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return `${pad(hour)}:${pad(minute)}`;
}

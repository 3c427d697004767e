/**
 * The one formatter of dates, times, numbers and percentages per interface language (`formattersFor`), used by
 * the web app (`useFormat()`) and by the server's mails, PDFs and assistant answers in the reader's language
 * (decision 0079); and the spec's fixed number formats (personal-area 5 and 9).
 */
import { LANGUAGES, type Language } from '../enums';

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
}

/** Percentages show two decimals: 12.345 -> '12.35%'. `withSign: false` leaves out the '%'. */
export function formatPercentage(
  value: number | null | undefined,
  options: { withSign?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = roundTo(value, 2).toFixed(2);
  return options.withSign === false ? text : `${text}%`;
}

/** Scores show one decimal: 3.25 -> '3.3'. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return roundTo(value, 1).toFixed(1);
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

function monthFormatter(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let f = monthFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { month: 'short', timeZone });
    monthFormatters.set(key, f);
  }
  return f;
}

function datePart(date: Date, part: 'day' | 'year', timeZone: string | undefined): number {
  if (!timeZone) return part === 'day' ? date.getDate() : date.getFullYear();
  const parts = new Intl.DateTimeFormat('en-US', { day: 'numeric', year: 'numeric', timeZone }).formatToParts(
    date,
  );
  return Number(parts.find((p) => p.type === part)?.value);
}

/**
 * The long date format dd MMM YYYY ('05 Mar 2024'). The month name follows `locale` (English by default);
 * the day is in local time unless `timeZone` is given. Returns '' for a missing or invalid date.
 */
export function formatLongDate(
  input: Date | string | number | null | undefined,
  options: { locale?: string; timeZone?: string } = {},
): string {
  if (input === null || input === undefined || input === '') return '';
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(datePart(date, 'day', options.timeZone)).padStart(2, '0');
  const month = monthFormatter(options.locale ?? 'en', options.timeZone).format(date);
  return `${day} ${month} ${datePart(date, 'year', options.timeZone)}`;
}

/** Any spelling ('zh-cn', 'pt-BR', 'de-DE') as a language the product speaks; English otherwise. */
function languageFor(value: string | null | undefined): Language {
  const lower = (value ?? '').trim().toLowerCase();
  const exact = LANGUAGES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith('zh')) return 'zh-CN';
  return LANGUAGES.find((l) => l === lower.split('-')[0]) ?? 'en';
}

type DateInput = Date | string | number | null | undefined;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lng}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(lng, options);
    cache.set(key, f);
  }
  return f;
}

function numberFormatter(lng: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lng}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(lng, options);
    cache.set(key, f);
  }
  return f;
}

/** A calendar day 'YYYY-MM-DD' is read as that day (noon UTC), never shifted by the time zone. */
function toDate(input: DateInput): { date: Date; dayOnly: boolean } | null {
  if (input === null || input === undefined || input === '') return null;
  const dayOnly = typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input);
  const date = input instanceof Date ? input : new Date(dayOnly ? `${input}T12:00:00Z` : input);
  return Number.isNaN(date.getTime()) ? null : { date, dayOnly };
}

export interface Formatters {
  /** '22 Nov 2026' / '22.11.2026' style medium date. */
  date(input: DateInput): string;
  /** 'November 22, 2026' / '22. November 2026'. */
  longDate(input: DateInput): string;
  /** Date and time, short: '22/11/2026, 23:56'. */
  dateTime(input: DateInput): string;
  /** Time of day: '23:56' / '11:56 PM'. */
  time(input: DateInput): string;
  /** A clock time kept as 'HH:MM' (a check-in's time), written like `time`: '9:00 AM' / '09:00'. */
  clock(hhmm: string | null | undefined): string;
  /** The name of a weekday, 1 Monday to 7 Sunday (ISO): 'Wednesday' / 'Mittwoch'. */
  weekday(isoWeekday: number): string;
  /** A number with the given decimals (default: as needed, at most 2): '3,4' in German. */
  number(value: number | null | undefined, decimals?: number): string;
  /** A share 0-100 shown as a percentage with the given decimals (default 0): '42 %' in French. */
  percent(value: number | null | undefined, decimals?: number): string;
}

/**
 * The formatters of a language. `timeZone`: where instants are read (a mail or PDF written on the server names the
 * sprint's or UTC's day and hour); by default the runtime's own (the browser's). A calendar day is never shifted.
 */
export function formattersFor(language: string, place: { timeZone?: string } = {}): Formatters {
  const lng = languageFor(language);
  const zone = place.timeZone ? { timeZone: place.timeZone } : {};
  const formatDate = (input: DateInput, options: Intl.DateTimeFormatOptions) => {
    const value = toDate(input);
    if (!value) return '';
    return dateFormatter(
      lng,
      value.dayOnly ? { ...options, timeZone: 'UTC' } : { ...options, ...zone },
    ).format(value.date);
  };
  return {
    date: (input) => formatDate(input, { dateStyle: 'medium' }),
    longDate: (input) => formatDate(input, { dateStyle: 'long' }),
    dateTime: (input) => formatDate(input, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (input) => formatDate(input, { timeStyle: 'short' }),
    clock: (hhmm) => {
      const m = /^(\d{1,2}):(\d{2})/.exec(hhmm ?? '');
      if (!m) return hhmm ?? '';
      const at = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
      return dateFormatter(lng, { timeStyle: 'short', timeZone: 'UTC' }).format(at);
    },
    // 2026-11-23 is a Monday
    weekday: (isoWeekday) =>
      dateFormatter(lng, { weekday: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 22 + isoWeekday, 12)),
      ),
    number: (value, decimals) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return '';
      const options: Intl.NumberFormatOptions =
        decimals === undefined
          ? { maximumFractionDigits: 2 }
          : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
      return numberFormatter(lng, options).format(value);
    },
    percent: (value, decimals = 0) => {
      if (value === null || value === undefined || !Number.isFinite(value)) return '';
      return numberFormatter(lng, {
        style: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value / 100);
    },
  };
}

import { normalizeLanguage } from './languages';

/**
 * The one place where the web app formats dates, times and numbers: every call follows the interface
 * language (not the browser's), so a German interface shows "22.11.2026" and "3,4" everywhere.
 * Components use `useFormat()` from `use-format.ts` (re-renders on a language switch); `format()` there
 * serves code outside React.
 */

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
  /** A number with the given decimals (default: as needed, at most 2): '3,4' in German. */
  number(value: number | null | undefined, decimals?: number): string;
  /** A share 0-100 shown as a percentage with the given decimals (default 0): '42 %' in French. */
  percent(value: number | null | undefined, decimals?: number): string;
}

export function formattersFor(language: string): Formatters {
  const lng = normalizeLanguage(language) ?? 'en';
  const formatDate = (input: DateInput, options: Intl.DateTimeFormatOptions) => {
    const value = toDate(input);
    if (!value) return '';
    return dateFormatter(lng, value.dayOnly ? { ...options, timeZone: 'UTC' } : options).format(value.date);
  };
  return {
    date: (input) => formatDate(input, { dateStyle: 'medium' }),
    longDate: (input) => formatDate(input, { dateStyle: 'long' }),
    dateTime: (input) => formatDate(input, { dateStyle: 'medium', timeStyle: 'short' }),
    time: (input) => formatDate(input, { timeStyle: 'short' }),
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

/** Number and date formats of the spec (personal-area 5 and 9). */

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

import { z } from 'zod';
import { isTimeZone } from '../domain/zoned-time';

/** A C0 control character or DEL; with `multiLine`, tab, line feed and carriage return are allowed. */
export function hasControlCharacter(value: string, multiLine: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(multiLine && (c === 0x09 || c === 0x0a || c === 0x0d)))) return true;
  }
  return false;
}

/**
 * The string of every text field a caller sends (issue 19): a NUL or another control character is refused with
 * a 400 naming the field, before it reaches the database (PostgreSQL refuses NUL in text: it was a 500) or a
 * mail. Tab, line feed and carriage return stay allowed. Chain the field's own rules after it:
 * `safeText().trim().max(500)`.
 */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasControlCharacter(v, true), {
    message: 'must not contain control characters (such as NUL)',
    abort: true,
  });

/** A single line (a search term): no control character at all, line breaks included. */
export const safeLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !hasControlCharacter(v, false), {
    message: 'must not contain control characters or line breaks',
    abort: true,
  });

/** An IANA time zone such as Europe/Berlin (known zones are remembered: no formatter is built per request). */
export const ianaTimeZone = () =>
  safeLine()
    .min(1)
    .max(64)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/Berlin' });

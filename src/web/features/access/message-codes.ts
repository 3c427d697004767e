import type { ErrorCode } from '../../../shared/contracts/errors';

/**
 * The messages the no-permission page may show instead of "Page not found" (its errMessage parameter): only
 * these codes, each shown in its translation. Any other text in the address is ignored, so a link cannot put
 * its own words on a Stride page.
 */
export const PAGE_MESSAGE_CODES = [
  'FORBIDDEN',
  'NO_PLAN_ACCESS',
  'NOT_TEAM_MANAGER',
  'GLA_NOT_IN_PLAN',
  'NO_ORGANISATION',
  'ACCOUNT_DISABLED',
  'GUEST_TOKEN_MISSING',
  'GUEST_TOKEN_INVALID',
] as const satisfies readonly ErrorCode[];
export type PageMessageCode = (typeof PAGE_MESSAGE_CODES)[number];

/** The code named by errMessage when it is one the page may show (any case, surrounding blanks ignored). */
export function pageMessageCode(value: string | null | undefined): PageMessageCode | null {
  const v = (value ?? '').trim().toUpperCase();
  return (PAGE_MESSAGE_CODES as readonly string[]).includes(v) ? (v as PageMessageCode) : null;
}

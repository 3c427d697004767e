import { isApiError } from '../../lib/api/errors';

const KNOWN = new Set([
  'LAST_ADMIN',
  'DEACTIVATE_SELF',
  'ROLE_NOT_GRANTABLE',
  'EMAIL_TAKEN',
  'INVITE_ROWS_INVALID',
  'NOT_INVITED',
  'ALREADY_DEACTIVATED',
  'ALREADY_ACTIVE',
]);

/** The console namespace key of a failed call's message: a known refusal, or the general failure. */
export function consoleErrorKey(error: unknown): string {
  if (isApiError(error) && error.code && KNOWN.has(error.code)) return `errors.${error.code}`;
  if (isApiError(error, 403)) return 'errors.FORBIDDEN';
  return 'errors.failed';
}

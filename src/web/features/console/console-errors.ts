import type { TFunction } from 'i18next';
import { errorText } from '../../lib/api/error-text';

/** A failed console call, in the console's own words where it has them (`console:errors.<CODE>`). */
export function consoleErrorText(error: unknown, t: TFunction): string {
  return errorText(error, t, {
    within: 'console:errors',
    forbidden: 'console:errors.FORBIDDEN',
    otherwise: 'console:errors.failed',
  });
}

import i18next, { type TFunction } from 'i18next';
import { isErrorCode } from '../../../shared/contracts/errors';
import { isApiError, NetworkError } from './errors';

/** Codes whose text names the minutes to wait (from the Retry-After header). */
const WAIT_CODES = new Set(['TOO_MANY_ATTEMPTS', 'TOO_MANY_SIGNUPS']);

/**
 * The one way a page shows a failed call: the translation of the server's error code (`errors:codes.<CODE>`)
 * when there is one, else the server's own message; an unreachable server and other failures in the person's
 * language too. Without `t` (in a callback), the app's i18next translates.
 */
export function errorText(err: unknown, given?: TFunction): string {
  const t = given ?? i18next.t.bind(i18next);
  if (isApiError(err)) {
    if (isErrorCode(err.code)) {
      const minutes = err.retryAfter ? Math.ceil(err.retryAfter / 60) : undefined;
      const waits = WAIT_CODES.has(err.code);
      if (!waits || minutes !== undefined) {
        const text = t(`errors:codes.${err.code}`, { minutes, defaultValue: '' });
        if (text) return text;
      }
    }
    return err.message || t('errors:default');
  }
  if (err instanceof NetworkError) return t('errors:network');
  if (err instanceof Error && err.message) return err.message;
  return t('errors:default');
}

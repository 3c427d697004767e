import i18next, { type TFunction } from 'i18next';
import { isErrorCode } from '../../../shared/contracts/errors';
import { isApiError, NetworkError } from './errors';

/** Codes whose text names the minutes to wait (from the Retry-After header). */
const WAIT_CODES = new Set(['TOO_MANY_ATTEMPTS', 'TOO_MANY_SIGNUPS', 'TOO_MANY_SHARES']);

/** How a feature words its own refusals, when it has wording of its own (the console does). */
export interface ErrorTextOptions {
  /** a key prefix looked up first for the code, e.g. 'console:errors' (then `errors:codes`) */
  within?: string;
  /** the key for a refusal (403) the feature has no own wording for */
  forbidden?: string;
  /** the key when no translation knows the code, instead of the server's message */
  otherwise?: string;
}

/**
 * The one way a page shows a failed call: the translation of the server's error code (`errors:codes.<CODE>`, or
 * the feature's own wording first when it passes `within`) when there is one, else the server's message; an
 * unreachable server and other failures in the person's language too. Without `t` (in a callback), the app's
 * i18next translates.
 */
export function errorText(err: unknown, given?: TFunction, options: ErrorTextOptions = {}): string {
  const t = given ?? i18next.t.bind(i18next);
  const known = (key: string, values?: Record<string, unknown>) => t(key, { ...values, defaultValue: '' });
  if (isApiError(err)) {
    if (options.within && err.code) {
      const own = known(`${options.within}.${err.code}`);
      if (own) return own;
    }
    if (options.forbidden && err.statusCode === 403) return t(options.forbidden);
    if (isErrorCode(err.code)) {
      const minutes = err.retryAfter ? Math.ceil(err.retryAfter / 60) : undefined;
      if (!WAIT_CODES.has(err.code) || minutes !== undefined) {
        const text = known(`errors:codes.${err.code}`, { minutes });
        if (text) return text;
      }
    }
    if (options.otherwise) return t(options.otherwise);
    // a failure on the server's side says nothing a person can act on, and says it in English: ours instead
    if (err.statusCode >= 500) return t('errors:default');
    return err.message || t('errors:default');
  }
  if (err instanceof NetworkError) return t('errors:network');
  if (options.otherwise) return t(options.otherwise);
  if (err instanceof Error && err.message) return err.message;
  return t('errors:default');
}

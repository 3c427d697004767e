import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { Alert } from './LeanFrame';

/** The refusals of a single sign-on callback (decision 0027), each explained in `errors:codes`. */
const SSO_ERRORS = new Set([
  'OIDC_NOT_CONFIGURED',
  'OIDC_UNAVAILABLE',
  'OIDC_STATE',
  'OIDC_BROWSER',
  'OIDC_DENIED',
  'OIDC_REFUSED',
  'OIDC_NO_EMAIL',
  'OIDC_EMAIL_UNVERIFIED',
  'OIDC_FAILED',
  'NO_ORGANISATION',
]);

/** The reasons the server gives when a session is over (its 401 codes, decision 0029). */
const SESSION_REASONS = new Set(['SESSION_ENDED', 'SESSION_EXPIRED', 'SESSION_REUSED', 'ACCOUNT_DISABLED']);

/**
 * Why the person is on the login page: single sign-on sent them back (`?error=<code>`) or their session ended
 * (`?reason=<code>`). Only known codes are shown, in the person's language; any other text in the URL is ignored.
 */
export function ReturnNotice({ search }: { search: URLSearchParams }) {
  const { t } = useTranslation(['auth', 'errors']);
  const error = search.get('error');
  if (error) {
    const text =
      error === 'SSO_NO_ACCOUNT'
        ? t('auth:login.ssoNoAccount', { product: PRODUCT_NAME })
        : t(`errors:codes.${SSO_ERRORS.has(error) ? error : 'OIDC_FAILED'}`);
    return <Alert kind="warning">{text}</Alert>;
  }
  const reason = search.get('reason');
  if (reason && SESSION_REASONS.has(reason)) {
    return <Alert kind="warning">{t(`errors:codes.${reason}`)}</Alert>;
  }
  return null;
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';

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

/** Why single sign-on sent the person back to the login page (`/auth/login?error=<code>`), in their language. */
export function SsoError() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code) return null;
  const text =
    code === 'SSO_NO_ACCOUNT'
      ? t('auth:login.ssoNoAccount', { product: PRODUCT_NAME })
      : t(`errors:codes.${SSO_ERRORS.has(code) ? code : 'OIDC_FAILED'}`);
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}

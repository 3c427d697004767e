import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { usePageTitle } from '../../../ui/usePageTitle';
import { loginCalls } from './calls';
import { Field } from './Field';
import { useLoginHost } from './host';
import { Alert, AppLink, LeanFrame } from './LeanFrame';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Forgot password?": the person gives their e-mail address and is told a link is on its way. The answer is
 * the same whether or not the address has an account; the link leads to the set-password page.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const { search } = useLoginHost();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await loginCalls.forgotPassword(address);
      setSentTo(address);
    } catch (err) {
      if (isApiError(err, 429)) {
        setError(t('forgot.tooMany', { count: Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60)) }));
      } else if (err instanceof NetworkError) setError(t('errors:network'));
      else setError(t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  };

  usePageTitle(t('forgot.title'));
  return (
    <LeanFrame title={t('forgot.title')}>
      {sentTo ? (
        <Alert kind="success">{t('forgot.sent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t('forgot.title')}>
          <p>{t('forgot.intro')}</p>
          {error && <Alert kind="error">{error}</Alert>}
          <Field
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setInvalid(false);
            }}
            required
            invalid={invalid}
            helperText={invalid ? t('forgot.emailInvalid') : undefined}
          />
          <button type="submit" className="lean-button" disabled={busy}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <AppLink to="/auth/login">{t('forgot.toLogin')}</AppLink>
      </p>
    </LeanFrame>
  );
}

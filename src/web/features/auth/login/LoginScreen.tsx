import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { usePageTitle } from '../../../ui/usePageTitle';
import { loginCalls } from './calls';
import { DemoAccountList } from './DemoAccountList';
import { Field } from './Field';
import { useLoginHost } from './host';
import { Alert, AppLink, LeanFrame } from './LeanFrame';
import { ProviderLinks } from './ProviderLinks';
import { ReturnNotice } from './ReturnNotice';

type FieldName = 'email' | 'password';

/**
 * Sign-in. Plain React and the sign-in screens' own small components: it is the first page most people load,
 * on phones too, and its JavaScript budget is 120 KB gzipped (docs/decisions/0033).
 */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const host = useLoginHost();
  const params = host.search;
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<FieldName, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: FieldName) => (e: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setMissing((m) => ({ ...m, [field]: false }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const email = values.email.trim();
    const nowMissing = { email: !email, password: !values.password };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) return;
    setError(null);
    setBusy(true);
    try {
      await loginCalls.login({ email, password: values.password });
      host.signedIn();
      host.navigate(safeRedirect(params.get('redirectUrl')), { replace: true });
    } catch (err) {
      if (isApiError(err, 401)) setError(t('login.incorrect'));
      else if (isApiError(err, 429)) {
        setError(t('login.tooMany', { count: Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60)) }));
      } else if (err instanceof NetworkError) setError(t('errors:network'));
      else setError(t('login.failed'));
      setBusy(false);
    }
  };

  const title = t('login.title', { product: PRODUCT_NAME });
  usePageTitle(title);
  return (
    <LeanFrame
      title={title}
      after={
        <DemoAccountList
          onPick={(email, password) => {
            setValues({ email, password });
            setMissing({});
            passwordRef.current?.focus();
          }}
        />
      }
    >
      {params.get('passwordSet') === '1' && <Alert kind="success">{t('setPassword.success')}</Alert>}
      {!error && <ReturnNotice search={params} />}
      {error && <Alert kind="error">{error}</Alert>}
      <form noValidate onSubmit={onSubmit} aria-label={t('login.formLabel')}>
        <Field
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={change('email')}
          required
          invalid={Boolean(missing.email)}
          helperText={missing.email ? t('login.emailRequired') : undefined}
        />
        <Field
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          inputRef={passwordRef}
          value={values.password}
          onChange={change('password')}
          required
          invalid={Boolean(missing.password)}
          helperText={missing.password ? t('login.passwordRequired') : undefined}
        />
        <div className="lean-row-end">
          <AppLink
            to={`/auth/forgot-password${values.email.trim() ? `?email=${encodeURIComponent(values.email.trim())}` : ''}`}
          >
            {t('login.forgot')}
          </AppLink>
        </div>
        <button type="submit" className="lean-button" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
      <ProviderLinks />
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        {t('login.noAccount', { product: PRODUCT_NAME })}{' '}
        <AppLink to="/auth/register">{t('login.register')}</AppLink>
      </p>
    </LeanFrame>
  );
}

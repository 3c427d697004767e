import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { TextInput } from '../../../ui/TextInput';
import { usePageTitle } from '../../../ui/usePageTitle';
import { login } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { DemoAccounts } from '../components/DemoAccounts';
import { ProviderButtons } from '../components/ProviderButtons';
import { SsoError } from '../components/SsoError';
import { SessionEndNotice } from '../components/SessionEndNotice';
import { completeSignIn } from '../session-actions';

type Field = 'email' | 'password';

/**
 * Sign-in. Kept free of form libraries and of MUI's TextField: it is the first page most people load,
 * and its JavaScript budget is 250 KB gzipped.
 */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
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
      await login({ email, password: values.password });
      completeSignIn();
      await navigate(safeRedirect(params.get('redirectUrl')), { replace: true });
    } catch (err) {
      if (isApiError(err, 401)) setError(t('login.incorrect'));
      else if (isApiError(err, 429)) {
        setError(t('login.tooMany', { count: Math.max(1, Math.ceil((err.retryAfter ?? 60) / 60)) }));
      } else if (err instanceof NetworkError) setError(t('errors:network'));
      else setError(t('login.failed'));
      setBusy(false);
    }
  };

  usePageTitle(t('login.title', { product: PRODUCT_NAME }));
  return (
    <AuthCard
      title={t('login.title', { product: PRODUCT_NAME })}
      after={
        <DemoAccounts
          onPick={(email, password) => {
            setValues({ email, password });
            setMissing({});
            passwordRef.current?.focus();
          }}
        />
      }
    >
      {!error && <SessionEndNotice reason={params.get('reason')} />}
      {params.get('passwordSet') === '1' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('setPassword.success')}
        </Alert>
      )}
      {!error && <SsoError />}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('login.formLabel')}>
        <TextInput
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={change('email')}
          fullWidth
          required
          error={Boolean(missing.email)}
          helperText={missing.email ? t('login.emailRequired') : undefined}
        />
        <TextInput
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          inputRef={passwordRef}
          value={values.password}
          onChange={change('password')}
          fullWidth
          required
          error={Boolean(missing.password)}
          helperText={missing.password ? t('login.passwordRequired') : undefined}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {t('login.submit')}
        </Button>
      </Box>
      <ProviderButtons />
      <Typography sx={{ mt: 2 }}>
        {t('login.noAccount', { product: PRODUCT_NAME })}{' '}
        <Link component={RouterLink} to="/auth/register">
          {t('login.register')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

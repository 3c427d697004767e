import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { safeRedirect } from '../../../lib/redirect';
import { muiField } from '../../../ui/form';
import { login } from '../api/login';
import { DemoAccounts } from '../components/DemoAccounts';
import { ProviderButtons } from '../components/ProviderButtons';
import { completeSignIn } from '../session-actions';

interface LoginForm {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<LoginForm>({
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: LoginForm) => {
    setError(null);
    try {
      const { access_token } = await login({ email: values.email.trim(), password: values.password });
      completeSignIn(access_token);
      await navigate(safeRedirect(params.get('redirectUrl')), { replace: true });
    } catch (e) {
      if (isApiError(e, 401)) setError(t('login.incorrect'));
      else if (isApiError(e, 429)) {
        setError(t('login.tooMany', { count: Math.max(1, Math.ceil((e.retryAfter ?? 60) / 60)) }));
      } else if (e instanceof NetworkError) setError(t('errors:network'));
      else setError(t('login.failed'));
    }
  };

  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h1" variant="h1" gutterBottom>
            {t('login.title', { product: PRODUCT_NAME })}
          </Typography>
          {params.get('passwordSet') === '1' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('setPassword.success')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={handleSubmit(onSubmit)}
            aria-label={t('login.formLabel')}
          >
            <TextField
              {...muiField(register('email', { required: t('login.emailRequired') }))}
              label={t('login.email')}
              type="email"
              autoComplete="username"
              fullWidth
              required
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextField
              {...muiField(register('password', { required: t('login.passwordRequired') }))}
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              fullWidth
              required
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isSubmitting}
              sx={{ mt: 2 }}
            >
              {t('login.submit')}
            </Button>
          </Box>
          <ProviderButtons />
        </Paper>
        <DemoAccounts
          onPick={(email, password) => {
            setValue('email', email, { shouldValidate: true });
            setValue('password', password, { shouldValidate: Boolean(password) });
            setFocus(password ? 'email' : 'password');
          }}
        />
      </Box>
    </EmptyLayout>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NetworkError } from '../../../lib/api/errors';
import { muiField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { setGuestPassword } from '../api/set-password';
import { AuthCard } from '../components/AuthCard';

const MIN_LENGTH = 10;

interface PasswordForm {
  password: string;
  confirm: string;
}

/**
 * An invited person sets a password through the link they received (guest token in ?token=); the same page
 * serves a "Forgot password?" link (?reset=1).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  // a "Forgot password?" link (reset=1) rather than an invitation
  const reset = params.get('reset') === '1';
  const title = t(reset ? 'setPassword.resetTitle' : 'setPassword.title');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, formState } = useForm<PasswordForm>({
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ password }: PasswordForm) => {
    setError(null);
    try {
      await setGuestPassword({ token, password });
      await navigate('/auth/login?passwordSet=1', { replace: true });
    } catch (e) {
      setError(
        e instanceof NetworkError
          ? t('errors:network')
          : t(reset ? 'setPassword.failedReset' : 'setPassword.failed'),
      );
    }
  };

  usePageTitle(title);
  return (
    <AuthCard title={title}>
      {!token ? (
        <Alert severity="error">{t('setPassword.missingToken')}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...muiField(
              register('password', {
                required: t('setPassword.minLength', { count: MIN_LENGTH }),
                minLength: {
                  value: MIN_LENGTH,
                  message: t('setPassword.minLength', { count: MIN_LENGTH }),
                },
              }),
            )}
            label={t('setPassword.password')}
            type="password"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.password)}
            helperText={errors.password?.message ?? t('setPassword.minLength', { count: MIN_LENGTH })}
          />
          <TextField
            {...muiField(
              register('confirm', {
                validate: { equalTo: (v) => v === getValues('password') || t('setPassword.equalTo') },
              }),
            )}
            label={t('setPassword.confirm')}
            type="password"
            autoComplete="new-password"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.confirm)}
            helperText={errors.confirm?.message}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            sx={{ mt: 2 }}
          >
            {t('setPassword.submit')}
          </Button>
        </Box>
      )}
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { registerFreemiumBody } from '../../../../shared/contracts/user';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { muiField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { registerFreemium } from '../api/register-freemium';
import { AuthCard } from '../components/AuthCard';

type FormInput = z.input<typeof registerFreemiumBody>;
type FormOutput = z.output<typeof registerFreemiumBody>;

/** Anyone may start an organisation on the Free plan; the set-password link arrives by e-mail. */
export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFreemiumBody),
    defaultValues: { companyName: '', buyerAdminName: '', buyerAdminEmail: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: FormOutput) => {
    setError(null);
    try {
      await registerFreemium(values, params.get('inviteKey'));
      setSentTo(values.buyerAdminEmail);
    } catch (e) {
      if (isApiError(e, 409)) setError(t('register.emailTaken'));
      else setError(e instanceof NetworkError ? t('errors:network') : t('register.failed'));
    }
  };

  usePageTitle(t('register.title', { product: PRODUCT_NAME }));
  return (
    <AuthCard title={t('register.title', { product: PRODUCT_NAME })} maxWidth={480}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('register.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Typography sx={{ mb: 2 }}>{t('register.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...muiField(register('companyName'))}
            label={t('register.companyName')}
            autoComplete="organization"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.companyName)}
            helperText={errors.companyName ? t('register.companyNameInvalid') : undefined}
          />
          <TextField
            {...muiField(register('buyerAdminName'))}
            label={t('register.name')}
            autoComplete="name"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.buyerAdminName)}
            helperText={errors.buyerAdminName ? t('register.nameRequired') : undefined}
          />
          <TextField
            {...muiField(register('buyerAdminEmail'))}
            label={t('register.email')}
            type="email"
            autoComplete="email"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.buyerAdminEmail)}
            helperText={errors.buyerAdminEmail ? t('register.emailInvalid') : undefined}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            sx={{ mt: 2 }}
          >
            {t('register.submit')}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/auth/login">
          {t('register.toLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { safeRedirect } from '../../../../shared/domain/safe-redirect';
import { useGiveConsent } from '../../../lib/session/consent';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { PolicyText } from '../components/PolicyText';
import { signOut } from '../session-actions';

/** People who have not agreed to the policy read it here and agree before entering. */
export default function PolicyConsentPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const consent = useGiveConsent();

  const agree = () =>
    consent.mutate(undefined, {
      onSuccess: () => void navigate(safeRedirect(params.get('redirectUrl')), { replace: true }),
    });

  usePageTitle(t('policy.title'));
  return (
    <AuthCard title={t('policy.title')} maxWidth={720} languageSelect={false}>
      <Typography sx={{ mb: 2 }}>{t('policy.intro', { product: PRODUCT_NAME })}</Typography>
      <PolicyText />
      {consent.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {t('errors:tryAgain')}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => void signOut()}>{t('policy.signOut')}</Button>
        <Button variant="contained" size="medium" onClick={agree} disabled={consent.isPending}>
          {t('policy.agree')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

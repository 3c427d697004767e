import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError, NetworkError } from '../../../lib/api/errors';
import { usePageTitle } from '../../../ui/usePageTitle';
import { joinOrganisation } from '../api/join-organisation';
import { AuthCard } from '../components/AuthCard';

/**
 * A person with an account is invited to another organisation (guest token in ?token=). Opening the link changes
 * nothing (mail scanners open links too): they join only when they press Accept.
 */
export default function JoinOrganisationPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [joined, setJoined] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setError(null);
    setBusy(true);
    try {
      setJoined((await joinOrganisation(token)).organisationName);
    } catch (e) {
      setError(
        e instanceof NetworkError
          ? t('errors:network')
          : isApiError(e) && e.code === 'SEAT_LIMIT'
            ? t('joinOrganisation.seatLimit')
            : t('joinOrganisation.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  usePageTitle(t('joinOrganisation.title'));
  return (
    <AuthCard title={t('joinOrganisation.title')}>
      {!token ? (
        <Alert severity="error">{t('joinOrganisation.missingToken')}</Alert>
      ) : joined !== null ? (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('joinOrganisation.joined', { organisation: joined })}
          </Alert>
          <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
            {t('joinOrganisation.signIn')}
          </Button>
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('joinOrganisation.intro')}</Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Button variant="contained" size="large" fullWidth disabled={busy} onClick={accept}>
            {t('joinOrganisation.accept')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { isApiError } from '../../../lib/api/errors';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { acceptInvitation, invitationPreview } from '../api/guests';

const MIN_PASSWORD = 10;

/**
 * /guest/team-invitation?token=: a guest reads which team invites them and accepts (setting a password when the
 * account has none). Opening the link changes nothing: only Accept does. Then they sign in to see the team.
 */
export default function TeamInvitationPage() {
  const { t } = useTranslation('teams');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const invitation = useQuery({
    queryKey: ['teams', 'invitation', token],
    queryFn: () => invitationPreview(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({ mutationFn: () => acceptInvitation(token, password || undefined) });
  usePageTitle(t('invitation.title'));
  const inv = invitation.data;
  const tooShort = touched && inv?.needsPassword && password.length < MIN_PASSWORD;

  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
        <PageTitle sx={{ mb: 2 }}>{t('invitation.title')}</PageTitle>
        {invitation.isFetching && <CircularProgress aria-label={t('loading')} />}
        {(!token || invitation.isError) && (
          <Alert severity="warning">
            {isApiError(invitation.error, 409) ? t('invitation.alreadyAccepted') : t('invitation.invalid')}
          </Alert>
        )}
        {accept.isSuccess ? (
          <Alert severity="success">
            {t('invitation.accepted', { teamName: inv?.teamName ?? '' })}{' '}
            <Link component={RouterLink} to="/auth/login">
              {t('invitation.signIn')}
            </Link>
          </Alert>
        ) : (
          inv && (
            <Box
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                setTouched(true);
                if (inv.needsPassword && password.length < MIN_PASSWORD) return;
                accept.mutate();
              }}
              sx={{ display: 'grid', gap: 2 }}
            >
              <Typography>
                {t('invitation.intro', { managerName: inv.managerName, teamName: inv.teamName })}
              </Typography>
              <Typography color="text.secondary">{t('invitation.account', { email: inv.email })}</Typography>
              {inv.needsPassword && (
                <TextField
                  label={t('invitation.password')}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  error={tooShort}
                  helperText={t('invitation.passwordHint', { count: MIN_PASSWORD })}
                  required
                />
              )}
              {accept.isError && <Alert severity="error">{t('invitation.failed')}</Alert>}
              <Button
                type="submit"
                variant="contained"
                disabled={accept.isPending}
                sx={{ justifySelf: 'start' }}
              >
                {t('invitation.accept')}
              </Button>
            </Box>
          )
        )}
      </Box>
    </EmptyLayout>
  );
}

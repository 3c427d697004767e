import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SUPPORT_EMAIL } from '../../../../shared/constants';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { ACCESS_DENIED_VARIANTS, type AccessDeniedVariant } from '../../../../shared/enums';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { CONSOLE_URL } from '../../../app/navigation/items';
import { isSignedIn } from '../../../lib/auth/session-hint';
import { useFormat } from '../../../lib/i18n/use-format';
import { userStateQuery } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { signOut } from '../../auth';
import { mailto } from '../mailto';

function variantOf(value: string | null): AccessDeniedVariant {
  return (ACCESS_DENIED_VARIANTS as readonly string[]).includes(value ?? '')
    ? (value as AccessDeniedVariant)
    : 'permission-needed';
}

/** The four access-denied screens (spec sprints 2). */
export default function AccessDeniedPage() {
  const { t } = useTranslation('access');
  const fmt = useFormat();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const variant = variantOf(params.get('variant'));
  const user = useQuery({ ...userStateQuery, enabled: isSignedIn(), retry: false }).data;
  const date = fmt.longDate(user?.plan.currentTermEnd) || t('unknownDate');
  const buyerName = user?.plan.chargeBeeBuyerName || t('yourBuyer');
  const buyerEmail = user?.plan.chargeBeeBuyerEmail || SUPPORT_EMAIL;
  const reportIssue = mailto(
    SUPPORT_EMAIL,
    t('mail.issueSubject'),
    t('mail.issueBody', { variant, email: user?.email ?? '' }),
  );

  const informBuyer = async () => {
    const link = mailto(buyerEmail, t('mail.buyerSubject'), t('mail.buyerBody', { name: buyerName, date }));
    await signOut({ follow: false });
    await navigate('/auth/login', { replace: true });
    window.location.href = link;
  };

  const texts: Record<AccessDeniedVariant, string> = {
    'buyer-expired': t('buyerExpired', { date }),
    'non-buyer-expired': t('nonBuyerExpired', { date, name: buyerName, email: buyerEmail }),
    'permission-needed': t('permissionNeeded'),
    'access-granted': t('accessGranted'),
  };

  usePageTitle(variant === 'access-granted' ? t('titleGranted') : t('title'));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
        <Paper sx={{ p: { xs: 2.5, sm: 4 } }}>
          <PageTitle gutterBottom>{variant === 'access-granted' ? t('titleGranted') : t('title')}</PageTitle>
          <Typography data-testid="access-denied-text">{texts[variant]}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            {variant === 'buyer-expired' && (
              <Button variant="contained" size="medium" href={CONSOLE_URL}>
                {t('loginToConsole')}
              </Button>
            )}
            {variant === 'non-buyer-expired' && (
              <Button variant="contained" size="medium" onClick={() => void informBuyer()}>
                {t('informBuyer')}
              </Button>
            )}
            {(variant === 'buyer-expired' || variant === 'non-buyer-expired') && (
              <Button
                variant="outlined"
                size="medium"
                onClick={() => {
                  window.location.href = reportIssue;
                }}
              >
                {t('reportIssue')}
              </Button>
            )}
            {variant === 'permission-needed' && (
              <Button variant="contained" size="medium" component={RouterLink} to={`${CONSOLE_URL}/users`}>
                {t('userManagement')}
              </Button>
            )}
            {variant === 'access-granted' && (
              <Button variant="contained" size="medium" component={RouterLink} to={DEFAULT_HOME}>
                {t('goToDashboard')}
              </Button>
            )}
          </Stack>
        </Paper>
      </Box>
    </EmptyLayout>
  );
}

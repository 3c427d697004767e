import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { PolicyText } from '../../auth';

/** When the person agreed to the policy, and the policy itself. */
export default function ActiveConsentPage() {
  const { t } = useTranslation('profile');
  const fmt = useFormat();
  const user = useUserState();
  // The user state may carry the consent date; older servers only say whether there is consent.
  const agreedAt = user.agreedAt;
  const date = fmt.longDate(agreedAt);
  const status = !user.isAgree
    ? t('consent.notAgreed')
    : date
      ? t('consent.agreedOn', { date, product: PRODUCT_NAME })
      : t('consent.agreed', { product: PRODUCT_NAME });
  usePageTitle(t('consent.title'));
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageTitle sx={{ mb: 2 }}>{t('consent.title')}</PageTitle>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="consent-status">
          {status}
        </Typography>
        <PolicyText />
      </Paper>
    </Box>
  );
}

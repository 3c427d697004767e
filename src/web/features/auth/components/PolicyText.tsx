import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../../../../shared/constants';

const SECTIONS = ['data', 'use', 'rights'] as const;

/** The policy people agree to (shown on the consent page and on the active-consent page). */
export function PolicyText() {
  const { t } = useTranslation('auth');
  return (
    <Box>
      {SECTIONS.map((s) => (
        <Box key={s} component="section" sx={{ mb: 2 }}>
          <Typography component="h2" variant="h3" gutterBottom>
            {t(`policy.sections.${s}.title`)}
          </Typography>
          <Typography variant="body2">
            {t(`policy.sections.${s}.text`, { product: PRODUCT_NAME, email: SUPPORT_EMAIL })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

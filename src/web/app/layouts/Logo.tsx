import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';
import { DEFAULT_HOME } from '../../../shared/domain/safe-redirect';
import { LogoMark } from '../../ui/LogoMark';

/** The product mark (its tile in the surrounding text colour, so it follows the theme); leads to the dashboard. */
export function Logo({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to={DEFAULT_HOME}
      aria-label={t('header.home', { product: PRODUCT_NAME })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color,
        textDecoration: 'none',
        fontWeight: 700,
      }}
    >
      <LogoMark />
      <Box component="span" sx={{ fontSize: '1.15rem' }}>
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}

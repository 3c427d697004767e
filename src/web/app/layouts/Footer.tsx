import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../shared/constants';

/** The footer: product name, copyright sign and the current year. */
export function Footer({ bottomOffset = 0 }: { bottomOffset?: number }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="footer"
      sx={{
        py: 1.5,
        px: 2,
        mb: `${bottomOffset}px`,
        textAlign: 'center',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer.copyright', { product: PRODUCT_NAME, year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}

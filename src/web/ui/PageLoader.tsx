import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A centred spinner while a page or its texts load. */
export function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} aria-busy="true">
      <CircularProgress aria-label={ready ? t('loading') : undefined} />
    </Box>
  );
}

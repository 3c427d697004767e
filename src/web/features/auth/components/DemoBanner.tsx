import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDemoAccounts } from '../api/demo-accounts';

/**
 * Demo mode is loud (issue 18): while the server runs with demo data, every page starts with this bar, so nobody
 * mistakes the demo (shared accounts with a known password) for a real installation.
 */
export function DemoBanner() {
  const { t } = useTranslation('auth');
  const { data } = useDemoAccounts();
  if (!data?.enabled) return null;
  return (
    <Box
      component="aside"
      aria-label={t('demoBanner.label')}
      data-testid="demo-banner"
      sx={{
        px: 2,
        py: 0.5,
        textAlign: 'center',
        fontSize: '0.875rem',
        bgcolor: '#fff4e5',
        color: '#5f3700',
        borderBottom: '1px solid #f0c58a',
      }}
    >
      <Box component="strong" sx={{ mr: 1 }}>
        {t('demoBanner.title')}
      </Box>
      {t('demoBanner.text')}
    </Box>
  );
}

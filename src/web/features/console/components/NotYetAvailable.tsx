import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A figure whose module does not exist yet: said plainly, never an invented number. */
export function NotYetAvailable() {
  const { t } = useTranslation('console');
  return <Typography color="text.secondary">{t('notAvailableYet')}</Typography>;
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

/** A keyboard user's shortcut past the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

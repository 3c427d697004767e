import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/errors';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { downloadArchive } from '../api/data-export';

const KNOWN = new Set(['EXPORT_LINK_USED', 'EXPORT_LINK_EXPIRED', 'EXPORT_LINK_UNKNOWN']);

/**
 * Where the e-mailed one-time link leads (no sign-in): the archive downloads when the person presses the button,
 * so a mail scanner that opens the link does not use it up.
 */
export default function DownloadPage() {
  const { t } = useTranslation('data-export');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(t('download.title'));

  const go = async () => {
    setProblem(null);
    setState('busy');
    try {
      await downloadArchive(token);
      setState('done');
    } catch (err) {
      const code = isApiError(err) ? err.code : undefined;
      setProblem(code && KNOWN.has(code) ? t(`download.${code}`) : t('download.failed'));
      setState(code && KNOWN.has(code) ? 'done' : 'idle');
    }
  };

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <PageTitle sx={{ mb: 1 }}>{t('download.title')}</PageTitle>
        {!token ? (
          <Alert severity="warning">{t('download.missing')}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('download.intro')}</Typography>
            {problem && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {problem}
              </Alert>
            )}
            {state === 'done' && !problem && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('download.done')}
              </Alert>
            )}
            {state !== 'done' && (
              <Button variant="contained" disabled={state === 'busy'} onClick={() => void go()}>
                {t('download.button')}
              </Button>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { SNACKBAR_SHORT_MS } from '../../../../shared/constants';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { errorText } from '../../../lib/api/error-text';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { wipeOut } from '../api/wipe-out';

/** /wipeout/:token (outside the guard): deletes the person's assessment data through the e-mailed link. */
export default function WipeoutPage() {
  const { t } = useTranslation('assessment');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const [error, setError] = useState('');
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    wipeOut(token).then(
      () => {
        setState('done');
        toast({ message: t('wipe.success'), ms: SNACKBAR_SHORT_MS });
      },
      (e: unknown) => {
        setError(errorText(e));
        setState('failed');
      },
    );
  }, [token, t]);

  usePageTitle(t('wipe.title'));
  return (
    <EmptyLayout>
      <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', mt: 6, p: 4, textAlign: 'center' }}>
        <PageTitle sx={{ mb: 2 }}>{t('wipe.title')}</PageTitle>
        {state === 'working' && <CircularProgress aria-label={t('wipe.working')} />}
        {state === 'done' && <Typography>{t('wipe.doneText')}</Typography>}
        {state === 'failed' && (
          <Alert severity="error" sx={{ textAlign: 'left' }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 3 }}>
          <Button onClick={() => navigate(-1)}>{t('wipe.back')}</Button>
          <Button variant="contained" onClick={() => navigate('/explore/growth-leader-assessment-v2')}>
            {t('wipe.newGla')}
          </Button>
        </Box>
      </Paper>
    </EmptyLayout>
  );
}

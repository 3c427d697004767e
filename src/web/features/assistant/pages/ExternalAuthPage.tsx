import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_HOME } from '../../../../shared/domain/safe-redirect';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSyncExternal } from '../api/sync-external';

/**
 * /external-auth?externalId=... (after sign-in): links the chat-platform account to the signed-in person. Success:
 * a dialog with Done (to the main dashboard); failure: the reason and 'Contact Support'; without an externalId,
 * 'External authentication token is invalid...'.
 */
export default function ExternalAuthPage() {
  const { t } = useTranslation('assistant-chat');
  usePageTitle(t('externalAuth.title'));
  const navigate = useNavigate();
  const user = useUserState();
  const [params] = useSearchParams();
  const externalId = params.get('externalId')?.trim() ?? '';
  const sync = useSyncExternal();
  const started = useRef(false);

  useEffect(() => {
    if (!externalId || started.current) return;
    started.current = true;
    sync.mutate(externalId);
  }, [externalId, sync]);

  const done = () => void navigate(DEFAULT_HOME);
  const invalid = !externalId || (isApiError(sync.error) && sync.error.code === 'EXTERNAL_TOKEN_INVALID');
  const failed = invalid || sync.isError;
  const support = `mailto:${user.clientSettings.supportEmail}?subject=${encodeURIComponent(t('externalAuth.supportSubject'))}`;

  return (
    <Box>
      <PageTitle gutterBottom>{t('externalAuth.title')}</PageTitle>
      {sync.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <span role="status">{t('externalAuth.syncing')}</span>
        </Box>
      )}
      <Dialog
        open={sync.isSuccess}
        aria-labelledby="external-auth-ok"
        aria-describedby="external-auth-ok-text"
      >
        <DialogTitle id="external-auth-ok" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" aria-hidden="true" />
          {t('externalAuth.successTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="external-auth-ok-text">{t('externalAuth.success')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={done} autoFocus>
            {t('externalAuth.done')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={failed}
        aria-labelledby="external-auth-failed"
        aria-describedby="external-auth-failed-text"
      >
        <DialogTitle id="external-auth-failed">{t('externalAuth.failedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="external-auth-failed-text">
            {invalid ? t('externalAuth.invalid') : errorText(sync.error, t, { otherwise: 'errors:default' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={done}>{t('externalAuth.toDashboard')}</Button>
          <Button variant="contained" href={support} autoFocus>
            {t('externalAuth.contactSupport')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

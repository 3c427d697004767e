import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStateQuery, useUserState } from '../../../lib/session/user-state';
import { toast } from '../../../ui/toasts';
import { respondToConversion } from '../api/conversion';

/**
 * The job-candidate data-transfer authorization dialog (spec 2.4): a person who took the GLA as a candidate of
 * this organisation is asked to transfer it to their account. Mounted in the app layout.
 */
export function ConversionDialog() {
  const { t } = useTranslation('assessment');
  const user = useUserState();
  const qc = useQueryClient();
  const id = useId();
  const [later, setLater] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = user.jobCandidateConversion.find((c) => !later.includes(c.jobCandidateId));

  async function answer(accept: boolean) {
    if (!pending) return;
    setBusy(true);
    setFailed(false);
    try {
      await respondToConversion({ jobCandidateId: pending.jobCandidateId, accept });
      if (accept) toast({ message: t('conversion.success') });
      await qc.invalidateQueries({ queryKey: userStateQuery.queryKey });
      await qc.invalidateQueries({ queryKey: ['assessment'] });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {pending && (
        <Dialog
          open
          aria-labelledby={id}
          maxWidth="sm"
          fullWidth
          onClose={() => setLater((l) => [...l, pending.jobCandidateId])}
        >
          <DialogTitle id={id}>{t('conversion.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('conversion.text', { email: pending.candidateEmail })}</DialogContentText>
            {failed && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {t('conversion.failed')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLater((l) => [...l, pending.jobCandidateId])} disabled={busy}>
              {t('conversion.later')}
            </Button>
            <Button onClick={() => void answer(false)} disabled={busy}>
              {t('conversion.decline')}
            </Button>
            <Button variant="contained" onClick={() => void answer(true)} disabled={busy}>
              {t('conversion.accept')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

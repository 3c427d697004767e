import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The GLA info dialog that precedes the start (spec 2.4, 4). */
export function GlaInfoDialog(props: { busy: boolean; onStart(): void; onClose(): void }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <DialogTitle id={id}>{t('info.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1.5 }}>{t('info.what')}</Typography>
        <Typography component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 0.75 } }}>
          <li>{t('info.style')}</li>
          <li>{t('info.strategy')}</li>
          <li>{t('info.time')}</li>
          <li>{t('info.honest')}</li>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('info.later')}</Button>
        <Button variant="contained" onClick={props.onStart} disabled={props.busy}>
          {t('info.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

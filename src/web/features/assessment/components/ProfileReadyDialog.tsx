import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * After the last survey page: the profile is ready. The way on leads to the Leader Profile; the research
 * questions are offered, optional, on the way.
 */
export function ProfileReadyDialog(props: { onSeeProfile(): void; onResearch(): void }) {
  const { t } = useTranslation('assessment');
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth onClose={props.onSeeProfile}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleIcon color="success" fontSize="large" aria-hidden />
        {t('ready.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('ready.text')}</Typography>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography variant="body2">{t('ready.research')}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onResearch}>{t('ready.answerResearch')}</Button>
        <Button variant="contained" onClick={props.onSeeProfile} autoFocus>
          {t('ready.see')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

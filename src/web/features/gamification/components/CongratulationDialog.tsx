import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMarkSeen, useUnseenAwards } from '../api/gamification';
import { BadgeIcon } from './BadgeIcon';

/**
 * The spec's congratulation dialog (decision 0043): on the next page load after something was earned. A
 * certificate is congratulated on any page; a badge on the profile page, where the badges are listed (a badge
 * earned by starting a sprint does not interrupt the sprint pages).
 */
export function CongratulationDialog() {
  const { t } = useTranslation('gamification');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unseen = useUnseenAwards();
  const markSeen = useMarkSeen();
  const onProfile = pathname.startsWith('/profile/general-settings');
  const next = (unseen.data ?? []).find((a) => a.badge.type !== 'BADGE' || onProfile);
  if (!next) return null;
  const close = () => markSeen.mutate(next.id);
  return (
    <Dialog open onClose={close} aria-labelledby="congratulation-title" maxWidth="xs" fullWidth>
      <DialogTitle id="congratulation-title" sx={{ textAlign: 'center' }}>
        {t('congrats.title')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BadgeIcon image={next.badge.image_name} earned size={80} />
        </Box>
        <Typography sx={{ fontWeight: 600 }}>
          {t('congrats.earned', { name: next.badge.badge_name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {next.badge.description}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 2 }}>
        {next.badge.type !== 'BADGE' && (
          <Button
            variant="contained"
            onClick={() => {
              close();
              navigate(`/certification/${next.id}`);
            }}
          >
            {t('congrats.view')}
          </Button>
        )}
        <Button onClick={close}>{t('congrats.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '../../../../shared/contracts/check-ins';
import { CHECK_IN_RATINGS } from '../../../../shared/sprint-enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../ui/toasts';
import { useRateCheckIn } from '../api/check-ins';

/** A team check-in's options 4 and 5 speak of "our" (Team) Sprint (spec: the team texts of the rating dialog). */
export function ratingOptionKey(rating: number, team: boolean): string {
  return team && (rating === 4 || rating === 5) ? `rating.teamOptions.${rating}` : `rating.options.${rating}`;
}

/**
 * The check-in rating dialog of the spec: 'How effective is your check-in today?', the team name when it is a
 * team check-in, the check-in date, five options (the team texts for a team), Submit disabled until one is
 * chosen; the close icon and Dismiss only when closing is enabled.
 */
export function RatingDialog({
  checkIn,
  onDone,
  closable = false,
  teamName = null,
}: {
  checkIn: CheckIn;
  onDone(): void;
  closable?: boolean;
  /** a team sprint's check-in: the team's name (and the team texts) */
  teamName?: string | null;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  const rate = useRateCheckIn();
  const [rating, setRating] = useState<number | null>(null);
  return (
    <Dialog
      open
      onClose={closable ? onDone : undefined}
      aria-labelledby="rating-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="rating-title" sx={{ pr: closable ? 6 : undefined }}>
        {t('rating.title')}
        {teamName !== null && (
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {t('rating.team', { name: teamName })}
          </Typography>
        )}
        <Typography component="span" variant="body2" sx={{ display: 'block' }} color="text.secondary">
          {f.date(checkIn.start)}
        </Typography>
      </DialogTitle>
      {closable && (
        <IconButton aria-label={t('close')} onClick={onDone} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        <RadioGroup
          aria-labelledby="rating-title"
          value={rating ?? ''}
          onChange={(e) => setRating(Number(e.target.value))}
        >
          {CHECK_IN_RATINGS.map((r) => (
            <FormControlLabel
              key={r}
              value={r}
              control={<Radio />}
              label={t(ratingOptionKey(r, teamName !== null))}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        {closable && <Button onClick={onDone}>{t('rating.dismiss')}</Button>}
        <Button
          variant="contained"
          disabled={rating === null || rate.isPending}
          onClick={() =>
            rate.mutate(
              { checkInId: checkIn.id, rating: rating as number },
              {
                onSuccess: () => {
                  toast({ message: t('rating.thanks'), severity: 'success' });
                  onDone();
                },
                onError: () => toast({ message: t('saveFailed'), severity: 'error' }),
              },
            )
          }
        >
          {t('rating.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { FINAL_REVIEW_CHOICES } from '../../../../shared/sprint-enums';
import { toast } from '../../../ui/toasts';
import { useSprintReview } from '../api/end-sprint';

const CHOICES = [
  { key: 'portfolio', value: FINAL_REVIEW_CHOICES.PORTFOLIO },
  { key: 'extend', value: FINAL_REVIEW_CHOICES.EXTEND },
  { key: 'incomplete', value: FINAL_REVIEW_CHOICES.INCOMPLETE },
  { key: 'cancel', value: FINAL_REVIEW_CHOICES.CANCEL },
] as const;

/** The final review, due from the last day until a week after the end: four choices, each confirmed. */
export function FinalReviewPanel({ sprint }: { sprint: SprintSummary }) {
  const { t } = useTranslation('sprint-board');
  const navigate = useNavigate();
  const review = useSprintReview();
  const [choice, setChoice] = useState<(typeof CHOICES)[number] | null>(null);
  const [reflection, setReflection] = useState('');
  const confirm = () => {
    if (!choice) return;
    review.mutate(
      { sprintId: sprint.id, choice: choice.value, reflection: reflection.trim() || null },
      {
        onSuccess: () => {
          toast({ message: t(`review.done.${choice.key}`), severity: 'success' });
          setChoice(null);
          if (choice.key === 'portfolio' || choice.key === 'incomplete') navigate('/my/portfolio');
        },
        onError: () => toast({ message: t('review.failed'), severity: 'error' }),
      },
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: 'primary.main' }}
      component="section"
      aria-labelledby="review-title"
    >
      <Typography id="review-title" component="h2" variant="h3">
        {t('review.title')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('review.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {CHOICES.map((c) => (
          <Button
            key={c.key}
            variant={c.key === 'portfolio' ? 'contained' : 'outlined'}
            color={c.key === 'cancel' ? 'error' : 'primary'}
            onClick={() => setChoice(c)}
          >
            {t(`review.choices.${c.key}`)}
          </Button>
        ))}
      </Box>
      <Dialog
        open={!!choice}
        onClose={() => setChoice(null)}
        aria-labelledby="review-confirm-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="review-confirm-title">{choice ? t(`review.choices.${choice.key}`) : ''}</DialogTitle>
        <DialogContent>
          <Alert severity={choice?.key === 'cancel' ? 'warning' : 'info'} sx={{ mb: 2 }}>
            {choice ? t(`review.confirm.${choice.key}`) : ''}
          </Alert>
          <TextField
            label={t('review.reflection')}
            value={reflection}
            onChange={(e) => setReflection(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoice(null)}>{t('actions.back')}</Button>
          <Button variant="contained" onClick={confirm} disabled={review.isPending}>
            {t('actions.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

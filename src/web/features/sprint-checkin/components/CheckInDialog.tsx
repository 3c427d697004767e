import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '../../../../shared/contracts/check-ins';
import { CHECK_IN_TITLE_KEYS, nextStep, stepIndex } from '../../../../shared/domain/check-in-steps';
import { CHECK_IN_STEPS, type CheckInStep } from '../../../../shared/sprint-enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../ui/toasts';
import { useCheckInSprint } from '../api/check-in-sprint';
import { useCurrentCheckIn, useUpdateCheckIn } from '../api/check-ins';
import { closeCheckInDialog } from '../dialog-store';
import { RatingDialog } from './RatingDialog';
import { type Answers, StepContent } from './StepContent';

/**
 * The weekly check-in (60vw): the spec's steps in order, saved at each step (resumable at the furthest one),
 * skippable; completing it opens the rating dialog. A team sprint's check-in names the team and rates with the
 * team texts.
 */
export default function CheckInDialog({
  sprintId,
  teamId = null,
}: {
  sprintId: number;
  teamId?: number | null;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  const current = useCurrentCheckIn(sprintId);
  const { query: sprint, teamName } = useCheckInSprint(sprintId, teamId);
  const save = useUpdateCheckIn();
  const [step, setStep] = useState<CheckInStep>('BEHAVIOURS');
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [rating, setRating] = useState<CheckIn | null>(null);
  const checkIn = current.data ?? null;

  // resume where the person left off, with what was saved
  useEffect(() => {
    if (!checkIn || answers) return;
    setStep(checkIn.step && checkIn.step !== 'COMPLETED' ? checkIn.step : 'BEHAVIOURS');
    setAnswers({
      scores: Object.fromEntries(checkIn.scores.map((s) => [s.itemId, s.score])),
      energyLevel: checkIn.energyLevel,
      progressNote: checkIn.progressNote ?? '',
    });
  }, [checkIn, answers]);

  // the check-in is saved: rating it is a choice, so the dialog shows its close and "Not now"
  if (rating)
    return <RatingDialog checkIn={rating} onDone={closeCheckInDialog} teamName={teamName} closable />;

  const open = checkIn?.state === 'open';
  const title = checkIn ? t(CHECK_IN_TITLE_KEYS[checkIn.type]) : t('title.weekly');
  const index = stepIndex(step);

  function send(status: CheckIn['status'], to: CheckInStep) {
    if (!checkIn || !answers) return;
    const items = [...(sprint.data?.behaviours ?? []), ...(sprint.data?.outcomes ?? [])];
    save.mutate(
      {
        id: checkIn.id,
        step: to,
        status: status ?? undefined,
        scores: items
          .filter((i) => answers.scores[i.id] !== undefined)
          .map((i) => ({ itemId: i.id, score: answers.scores[i.id] })),
        ...(answers.energyLevel !== null && { energyLevel: answers.energyLevel }),
        progressNote: answers.progressNote.trim() || null,
      },
      {
        onSuccess: (saved) => {
          if (status === 'COMPLETED') {
            toast({ message: t('completed'), severity: 'success' });
            setRating(saved);
          } else if (status === 'SKIPPED') {
            toast({ message: t('skipped'), severity: 'info' });
            closeCheckInDialog();
          } else setStep(to);
        },
        onError: () => toast({ message: t('saveFailed'), severity: 'error' }),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={closeCheckInDialog}
      aria-labelledby="check-in-title"
      slotProps={{
        paper: { sx: { width: { xs: '100%', md: '60vw' }, maxWidth: 'none', m: { xs: 1, sm: 4 } } },
      }}
    >
      <DialogTitle id="check-in-title" sx={{ pr: 6 }}>
        {title}
        {teamName !== null && (
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {t('rating.team', { name: teamName })}
          </Typography>
        )}
        {checkIn && (
          <Typography component="span" variant="body2" sx={{ display: 'block' }} color="text.secondary">
            {f.date(checkIn.start)}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={t('close')}
        onClick={closeCheckInDialog}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {current.isPending || sprint.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : current.isError || sprint.isError ? (
          <Alert severity="error">{t('loadFailed')}</Alert>
        ) : !open || !checkIn || !answers || !sprint.data ? (
          <Alert severity="info">{t('noneOpen')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Stepper
              activeStep={index}
              alternativeLabel
              sx={{ display: { xs: 'none', md: 'flex' } }}
              aria-label={t('stepsLabel')}
            >
              {CHECK_IN_STEPS.map((s) => (
                <Step key={s}>
                  <StepLabel>{t(`steps.${s}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
            <Typography variant="overline" color="text.secondary" sx={{ display: { md: 'none' } }}>
              {t('stepOf', { n: index + 1, total: CHECK_IN_STEPS.length })}
            </Typography>
            <Typography component="h2" variant="h6">
              {t(`steps.${step}`)}
            </Typography>
            <StepContent
              step={step}
              checkIn={checkIn}
              sprint={sprint.data}
              answers={answers}
              onChange={setAnswers}
            />
          </Box>
        )}
      </DialogContent>
      {open && answers && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => send('SKIPPED', step)} disabled={save.isPending} color="inherit">
            {t('skip')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button
            onClick={() => setStep(CHECK_IN_STEPS[Math.max(0, index - 1)])}
            disabled={index === 0 || save.isPending}
          >
            {t('back')}
          </Button>
          {step === 'COMPLETED' ? (
            <Button
              variant="contained"
              onClick={() => send('COMPLETED', 'COMPLETED')}
              disabled={save.isPending}
            >
              {t('complete')}
            </Button>
          ) : (
            <Button
              variant="contained"
              onClick={() => send(index === 0 ? 'DRAFT' : 'IN_PROGRESS', nextStep(step))}
              disabled={save.isPending}
            >
              {t('saveNext')}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}

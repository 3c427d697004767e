import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CheckIn } from '../../../../shared/contracts/check-ins';
import type { SprintSummary } from '../../../../shared/contracts/sprint-board';
import { type CheckInStep, ENERGY_LEVELS } from '../../../../shared/sprint-enums';
import { useFormat } from '../../../lib/i18n/use-format';
import { useCheckInFeedback } from '../api/check-ins';

export interface Answers {
  scores: Record<number, number>;
  energyLevel: number | null;
  progressNote: string;
}

type Item = SprintSummary['behaviours'][number];

function Sliders({
  items,
  answers,
  onChange,
}: {
  items: Item[];
  answers: Answers;
  onChange(a: Answers): void;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  if (!items.length) return <Alert severity="info">{t('noItems')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('slidersHint')}</Typography>
      {items.map((i) => {
        const value = answers.scores[i.id] ?? i.current ?? 0;
        return (
          <Box key={i.id}>
            <Typography id={`item-${i.id}`} sx={{ fontWeight: 600 }}>
              {i.label}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
              <Slider
                aria-labelledby={`item-${i.id}`}
                value={value}
                min={0}
                max={100}
                step={5}
                getAriaValueText={(v) => f.percent(v)}
                valueLabelDisplay="auto"
                valueLabelFormat={(v) => f.percent(v)}
                onChange={(_, v) =>
                  onChange({ ...answers, scores: { ...answers.scores, [i.id]: v as number } })
                }
              />
              <Typography sx={{ minWidth: 48, textAlign: 'right' }} aria-hidden>
                {f.percent(value)}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function NewFeedback({ checkInId }: { checkInId: number }) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  const feedback = useCheckInFeedback(checkInId);
  if (feedback.isPending) return <Typography>{t('loading')}</Typography>;
  if (feedback.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (!feedback.data.length) return <Alert severity="info">{t('noFeedback')}</Alert>;
  return (
    <List dense>
      {feedback.data.map((x) => (
        <ListItem key={x.id} divider>
          <ListItemText
            primary={x.comment || t('noComment')}
            secondary={`${x.name ?? t('anonymous')} · ${t(`roles.${x.role}`)} · ${f.date(x.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** One step of the check-in: what it asks and shows. */
export function StepContent({
  step,
  checkIn,
  sprint,
  answers,
  onChange,
}: {
  step: CheckInStep;
  checkIn: CheckIn;
  sprint: SprintSummary;
  answers: Answers;
  onChange(a: Answers): void;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  switch (step) {
    case 'BEHAVIOURS':
      return <Sliders items={sprint.behaviours} answers={answers} onChange={onChange} />;
    case 'OUTCOMES':
      return <Sliders items={sprint.outcomes} answers={answers} onChange={onChange} />;
    case 'ENERGY':
      return (
        <RadioGroup
          aria-label={t('steps.ENERGY')}
          value={answers.energyLevel ?? ''}
          onChange={(e) => onChange({ ...answers, energyLevel: Number(e.target.value) })}
        >
          {ENERGY_LEVELS.map((level) => (
            <FormControlLabel key={level} value={level} control={<Radio />} label={t(`energy.${level}`)} />
          ))}
        </RadioGroup>
      );
    case 'PROGRESS': {
      const items = [...sprint.behaviours, ...sprint.outcomes];
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <List dense>
            {items.map((i) => (
              <ListItem key={i.id} divider>
                <ListItemText
                  primary={i.label}
                  secondary={t('progressLine', {
                    before: i.current === null ? t('noData') : f.percent(i.current),
                    now: f.percent(answers.scores[i.id] ?? i.current ?? 0),
                  })}
                />
              </ListItem>
            ))}
          </List>
          <TextField
            label={t('progressNote')}
            multiline
            minRows={3}
            value={answers.progressNote}
            onChange={(e) => onChange({ ...answers, progressNote: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </Box>
      );
    }
    case 'FEEDBACK':
      return <NewFeedback checkInId={checkIn.id} />;
    case 'ACTIVITIES': {
      const doing = [...sprint.actions.flatMap((a) => a.activities), ...sprint.otherActivities].filter(
        (a) => a.status === 'IN_PROGRESS',
      );
      if (!doing.length) return <Alert severity="info">{t('noActivities')}</Alert>;
      return (
        <List dense>
          {doing.map((a) => (
            <ListItem key={a.id} divider>
              <ListItemText primary={a.title} />
            </ListItem>
          ))}
        </List>
      );
    }
    default:
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography>{t('readyText')}</Typography>
          {answers.energyLevel !== null && (
            <Typography color="text.secondary">
              {t('energyChosen', { level: t(`energy.${answers.energyLevel}`) })}
            </Typography>
          )}
        </Box>
      );
  }
}

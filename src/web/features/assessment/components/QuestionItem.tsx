import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The five-point agree scale (spec 5); 0 is unanswered (N/A). */
export const SCALE = [1, 2, 3, 4, 5] as const;

/** Unanswered questions blink 3 times over 3 seconds after Return (spec 4, 9). */
const blink = keyframes`
  0%, 100% { background-color: transparent; }
  50% { background-color: rgba(237, 108, 2, 0.18); }
`;

export function QuestionItem(props: {
  number: number;
  code: string;
  text: string;
  value: number;
  disabled: boolean;
  /** > 0: blink now (a new round restarts the animation) */
  blinkRound: number;
  onAnswer(value: number): void;
  /** the survey language: the scale reads in it */
  language?: string;
}) {
  const { t } = useTranslation('assessment', { lng: props.language });
  const legendId = `q-${props.code}-legend`;
  return (
    <Box
      component="li"
      id={`q-${props.code}`}
      data-unanswered={props.value === 0 ? 'true' : undefined}
      data-blinking={props.blinkRound > 0 ? 'true' : undefined}
      sx={{
        border: 1,
        borderColor: props.value === 0 && props.blinkRound > 0 ? 'warning.main' : 'divider',
        borderRadius: 2,
        p: { xs: 1.5, md: 2 },
        animation: props.blinkRound > 0 ? `${blink} 1s ease-in-out 3` : undefined,
      }}
    >
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="legend" id={legendId} sx={{ fontWeight: 500, p: 0 }}>
            {props.number}. {props.text}
          </Typography>
          {props.value === 0 && <Chip size="small" label={t('scale.na')} variant="outlined" />}
        </Box>
        <RadioGroup
          row
          aria-labelledby={legendId}
          value={props.value === 0 ? '' : String(props.value)}
          onChange={(e) => props.onAnswer(Number(e.target.value))}
          sx={{
            mt: 1,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(5, minmax(0, 1fr))' },
            gap: 0.5,
          }}
        >
          {SCALE.map((v) => (
            <FormControlLabel
              key={v}
              value={String(v)}
              disabled={props.disabled}
              control={<Radio size="small" />}
              label={<Typography variant="body2">{t(`scale.${v}`)}</Typography>}
              sx={{ m: 0, alignItems: 'center' }}
            />
          ))}
        </RadioGroup>
      </Box>
    </Box>
  );
}

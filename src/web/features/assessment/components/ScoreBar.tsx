import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';

const MAX = 5;

/** A score with one decimal and its bar over 5, with the benchmark marked (spec 5, 9). */
export function ScoreBar(props: { label: string; score: number | null; benchmark: number | null }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const fmt = useFormat();
  // one decimal (spec 5), written the interface language's way (3,4 in German)
  const shown = props.score === null ? null : fmt.number(props.score, 1);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '5.5rem 1fr 2.5rem', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" id={id}>
        {props.label}
      </Typography>
      <Box sx={{ position: 'relative' }}>
        <LinearProgress
          variant="determinate"
          value={props.score === null ? 0 : (props.score / MAX) * 100}
          aria-labelledby={id}
          aria-valuetext={shown ?? t('profile.insufficient')}
          sx={{ height: 10, borderRadius: 5 }}
        />
        {props.benchmark !== null && (
          <Box
            aria-hidden="true"
            title={t('profile.benchmarkValue', { value: fmt.number(props.benchmark, 1) })}
            sx={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              width: 3,
              borderRadius: 1,
              bgcolor: 'error.main',
              left: `calc(${(props.benchmark / MAX) * 100}% - 1.5px)`,
            }}
          />
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }} data-testid="score">
        {shown ?? '–'}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';

/** "8 of 25 seats used" with a bar, or the seats used and "no seat limit" when the subscription has none. */
export function SeatsUsed({ used, seatCount }: { used: number; seatCount: number | null }) {
  const { t } = useTranslation('console');
  const f = useFormat();
  const id = useId();
  if (seatCount === null) {
    return (
      <Typography>
        {t('licence.seatsUsed', { count: used })} · {t('licence.seatsNoLimit')}
      </Typography>
    );
  }
  const full = used >= seatCount;
  const text = t('licence.seatsOf', { used: f.number(used), count: seatCount });
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id={id} data-testid="licence-seats">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (used / seatCount) * 100)}
        color={full ? 'warning' : 'primary'}
        aria-labelledby={id}
        sx={{ mt: 0.75, height: 8, borderRadius: 4 }}
      />
      {full && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {t('licence.seatsFull')}
        </Typography>
      )}
    </Box>
  );
}

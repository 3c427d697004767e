import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" role="group" aria-label={title}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Score (1 decimal, %) with an up/down/neutral icon; 'No Data' when the score is null. */
export function ScoreCard({
  title,
  score,
  fluctuation,
}: {
  title: string;
  score: number | null;
  fluctuation: number | null;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  if (score === null)
    return (
      <Frame title={title}>
        <Typography variant="h5" component="p">
          {t('analytics.noData')}
        </Typography>
      </Frame>
    );
  const Icon =
    fluctuation === null || fluctuation === 0
      ? RemoveIcon
      : fluctuation > 0
        ? ArrowUpwardIcon
        : ArrowDownwardIcon;
  const word =
    fluctuation === null || fluctuation === 0
      ? t('analytics.neutral')
      : t(fluctuation > 0 ? 'analytics.up' : 'analytics.down', { value: f.number(Math.abs(fluctuation), 1) });
  return (
    <Frame title={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography variant="h5" component="p">
          {f.percent(score, 1)}
        </Typography>
        <Icon fontSize="small" aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {word}
        </Typography>
      </Box>
    </Frame>
  );
}

/** A percentage in a circle (0 to 2 decimals). */
export function PercentageCircleCard({
  title,
  value,
  subtitle,
}: {
  title: string;
  value: number;
  subtitle: string;
}) {
  const f = useFormat();
  return (
    <Frame title={title}>
      {/* in a narrow card the words go under the circle rather than past the card's edge */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress variant="determinate" value={Math.min(100, value)} size={64} aria-hidden />
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {f.percent(value, Number.isInteger(value) ? 0 : 1)}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 5rem', minWidth: 0 }}>
          {subtitle}
        </Typography>
      </Box>
    </Frame>
  );
}

/** Title, subtitle, percentage with an arrow ('--' when zero), 'None' when the percentage is missing. */
export function StatusCard({
  title,
  subtitle,
  percentage,
  change,
}: {
  title: string;
  subtitle: string;
  percentage: number | null;
  change: number | null;
}) {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  return (
    <Frame title={title}>
      {percentage === null ? (
        <Typography variant="h5" component="p">
          {t('analytics.none')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="p">
            {f.percent(percentage, 1)}
          </Typography>
          {!change ? (
            <Typography aria-label={t('analytics.neutral')}>--</Typography>
          ) : change > 0 ? (
            <ArrowUpwardIcon
              fontSize="small"
              titleAccess={t('analytics.up', { value: f.number(change, 1) })}
            />
          ) : (
            <ArrowDownwardIcon
              fontSize="small"
              titleAccess={t('analytics.down', { value: f.number(-change, 1) })}
            />
          )}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {subtitle}
      </Typography>
    </Frame>
  );
}

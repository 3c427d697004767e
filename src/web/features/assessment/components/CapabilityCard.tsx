import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { ScoreBar } from './ScoreBar';

type Capability = GlaResult['groups'][number]['capabilities'][number];

/** One capability of the Leader Profile: scores, rank, what it looks like low and high, habits to build it. */
export function CapabilityCard({ c }: { c: Capability }) {
  const { t } = useTranslation('assessment');
  return (
    <Card variant="outlined" component="article" data-capability={c.code} aria-labelledby={`cap-${c.code}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={`cap-${c.code}`} component="h4" variant="h6" sx={{ flex: 1 }}>
            {c.name}
          </Typography>
          <Chip size="small" label={t('profile.rank', { rank: c.rank })} />
          {c.top && <Chip size="small" color="success" label={t('profile.topMark')} data-testid="top-mark" />}
          {c.bottom && (
            <Chip size="small" color="warning" label={t('profile.bottomMark')} data-testid="bottom-mark" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {c.definition}
        </Typography>
        <Box sx={{ display: 'grid', gap: 0.75, mb: 1.5 }}>
          <ScoreBar label={t('survey.style')} score={c.style} benchmark={c.benchmark} />
          <ScoreBar label={t('survey.strategy')} score={c.strategy} benchmark={c.benchmark} />
          {(c.style === null || c.strategy === null) && (
            <Typography variant="caption" color="text.secondary">
              {t('profile.insufficientNote')}
            </Typography>
          )}
        </Box>
        <Typography variant="body2">
          <strong>{t('profile.low')}</strong> {c.low}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>{t('profile.high')}</strong> {c.high}
        </Typography>
        <Typography variant="subtitle2" component="h5" sx={{ mt: 1.5 }}>
          {t('profile.habits')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {c.habits.map((h) => (
            <Typography component="li" variant="body2" key={h}>
              {h}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

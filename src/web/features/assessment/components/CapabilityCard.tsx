import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GlaResult } from '../../../../shared/contracts/assessment';
import { useFormat } from '../../../lib/i18n/use-format';
import { MARK_COLOR } from '../marks';
import { ScoreBar } from './ScoreBar';

/** The mark chips in the marks' colours, white text (at least 4.5:1). */
const markSx = (mark: keyof typeof MARK_COLOR) => ({ bgcolor: MARK_COLOR[mark], color: '#fff' });

type Capability = GlaResult['groups'][number]['capabilities'][number];

/**
 * One capability of the Leader Profile, collapsed to its name, rank and two scores; opened: the definition, the
 * score bars against the benchmark, what it looks like low and high, habits to build it.
 */
export function CapabilityCard({ c }: { c: Capability }) {
  const { t } = useTranslation('assessment');
  const fmt = useFormat();
  const score = (v: number | null) => (v === null ? '–' : fmt.number(v, 1));
  return (
    <Box component="article" data-capability={c.code} aria-labelledby={`cap-${c.code}`}>
      <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls={`cap-${c.code}-details`}
          id={`cap-${c.code}`}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', flex: 1, pr: 1 }}>
            <Typography component="span" sx={{ fontWeight: 600, flex: '1 1 12rem' }}>
              {c.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('survey.style')} {score(c.style)} · {t('survey.strategy')} {score(c.strategy)}
            </Typography>
            <Chip size="small" label={t('profile.rank', { rank: c.rank })} />
            {c.top && (
              <Chip size="small" label={t('profile.topMark')} data-testid="top-mark" sx={markSx('top')} />
            )}
            {c.bottom && (
              <Chip
                size="small"
                label={t('profile.bottomMark')}
                data-testid="bottom-mark"
                sx={markSx('bottom')}
              />
            )}
          </Box>
        </AccordionSummary>
        <AccordionDetails id={`cap-${c.code}-details`}>
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
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

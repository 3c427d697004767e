import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { useSurveyProgress } from '../api/survey-progress';

/**
 * How far an unfinished GLA is ("Style, page 2 of 5: 31% done" and its bar), from the saved answers: the same on
 * the dashboard card and the Leader Profile page. Nothing while it loads or when there is nothing to show.
 */
export function GlaProgress({ assessmentId, active }: { assessmentId: number; active: boolean }) {
  const { t } = useTranslation('assessment');
  const progress = useSurveyProgress(assessmentId, active);
  const fmt = useFormat();
  const progressId = useId();
  if (!active || !progress.data) return null;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="gla-progress">
      <Typography variant="body2" id={progressId} sx={{ mb: 0.5 }}>
        {t('card.progress', {
          survey: t(progress.data.profile === 'STYLE' ? 'survey.style' : 'survey.strategy'),
          page: progress.data.page,
          pages: progress.data.pages,
          percent: fmt.percent(progress.data.percent),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.data.percent}
        aria-labelledby={progressId}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

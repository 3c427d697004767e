import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCapabilityName } from '../../../lib/i18n/capability-names';
import { useRecommendations } from '../api/options';

/** The list the one-click add puts a recommended capability into. */
export const RECOMMENDED_TARGET = 'CURRENT_CAP_RECOMMENDATION';

/**
 * The Leader Profile's recommendations on the plan one edits: the capabilities to develop, each added to
 * "Capabilities to develop now" in one click, and the strengths. Names from the one capability-name source.
 */
export function RecommendedCapabilities(props: {
  /** codes already in "Capabilities to develop now" */
  taken: readonly string[];
  busy: boolean;
  onAdd(code: string, name: string): void;
}) {
  const { t } = useTranslation('plan');
  const name = useCapabilityName();
  const recommendations = useRecommendations(true);
  const list = t(`itemTypes.${RECOMMENDED_TARGET}`);
  const data = recommendations.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="dev-recommendations" sx={{ p: 2 }}>
      <Typography id="dev-recommendations" component="h2" variant="h3">
        {t('devPlan.recommendations')}
      </Typography>
      {data && !data.available && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('devPlan.noGla')}{' '}
          <Link component={RouterLink} to="/explore/growth-leader-assessment-v2">
            {t('devPlan.openProfile')}
          </Link>
        </Alert>
      )}
      {data?.available && (
        <Box sx={{ mt: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {t('devPlan.develop')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('recommend.hint', { list })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="recommended-develop">
            {data.develop.map((c) => {
              const added = props.taken.includes(c.code);
              const label = name(c.code);
              return (
                <Chip
                  key={c.code}
                  label={label}
                  icon={added ? <CheckIcon /> : <AddIcon />}
                  color={added ? 'default' : 'primary'}
                  variant={added ? 'filled' : 'outlined'}
                  disabled={props.busy && !added}
                  aria-disabled={added || undefined}
                  aria-label={
                    added
                      ? t('recommend.added', { name: label, list })
                      : t('recommend.add', { name: label, list })
                  }
                  // an added one stays a (disabled) button, so it still says that it is in the list
                  onClick={() => {
                    if (!added) props.onAdd(c.code, label);
                  }}
                />
              );
            })}
          </Box>
          <Typography component="h3" variant="subtitle2">
            {t('devPlan.strengths')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {data.strengths.map((c) => (
              <Chip key={c.code} label={name(c.code)} color="success" variant="outlined" />
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

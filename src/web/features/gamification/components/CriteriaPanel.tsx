import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CriterionResultView } from '../../../../shared/contracts/gamification';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAchievement } from '../api/gamification';

/** A crew role in a rule or a value ("Manager", "Peer") in the interface language; any other word as it is. */
const word = (t: (k: string, o?: Record<string, unknown>) => string, v: string) =>
  t(`sprint-design:roles.${v}`, { defaultValue: v });

/** The rule in words: "at least 4", "1 to 3", "includes Manager". */
export function ruleText(
  t: (k: string, o?: Record<string, unknown>) => string,
  c: CriterionResultView,
  num: (n: number) => string = String,
) {
  const shown = (v: unknown) => (typeof v === 'number' ? num(v) : typeof v === 'string' ? word(t, v) : v);
  const value = Array.isArray(c.value) ? c.value.map(shown).join(', ') : shown(c.value);
  return t(`criteria.rule.${c.type}`, { min: shown(c.min), max: shown(c.max), value });
}

/** The value now, its numbers in the interface language ("jetzt 66,7", never "jetzt 66.7"). */
function valueText(
  t: (k: string, o?: Record<string, unknown>) => string,
  c: CriterionResultView,
  num: (n: number) => string,
) {
  const v = c.valueToValidate;
  if (v === null || (Array.isArray(v) && v.length === 0)) return t('criteria.none');
  const shown = (x: unknown) => (typeof x === 'number' ? num(x) : word(t, String(x)));
  return Array.isArray(v) ? [...new Set(v)].map(shown).join(', ') : shown(v);
}

/** One criterion's line: its name, the rule, the value now, and the spec's badge. */
export function CriterionLine({ c }: { c: CriterionResultView }) {
  const { t } = useTranslation(['gamification', 'sprint-design']);
  const num = useFormat().number;
  const flags = c.meta ? c.meta.missingFastForward + c.meta.missingFeedback : 0;
  return (
    <ListItem divider sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, px: 1 }}>
      <ListItemText
        primary={t(`criteria.key.${c.key}`)}
        secondary={
          <>
            {ruleText(t, c, num)} · {t('criteria.now', { value: valueText(t, c, num) })}
            {flags > 0 && (
              <>
                <br />
                {t('criteria.crewFlags', {
                  count: Math.max(c.meta?.missingFastForward ?? 0, c.meta?.missingFeedback ?? 0),
                })}
              </>
            )}
          </>
        }
        sx={{ flex: '1 1 14rem', my: 0.5 }}
      />
      <Chip
        size="small"
        color={c.meetsCriteria ? 'success' : 'default'}
        variant={c.meetsCriteria ? 'filled' : 'outlined'}
        label={c.meetsCriteria ? t('criteria.meets') : t('criteria.notMeets')}
      />
    </ListItem>
  );
}

/**
 * The spec's certification criteria panel on the sprint dashboard: 'Certification Criteria' with a 'Results:' list,
 * each criterion 'Meets criteria' or 'Does not meet criteria' as the sprint runs; toggles open and closed.
 */
export function CriteriaPanel({ sprintId }: { sprintId: number }) {
  const { t } = useTranslation(['gamification', 'sprint-design']);
  const achievement = useAchievement(sprintId);
  const [open, setOpen] = useState(true);
  const listId = useId();
  if (achievement.isPending || achievement.isError) return null;
  const { criteria, certificateId } = achievement.data;
  const met = criteria.criteria.filter((c) => c.meetsCriteria).length;
  return (
    // an outlined section with an h3-sized title, as the timeline and the crew beside it
    <Paper variant="outlined" component="section" aria-labelledby={`${listId}-title`} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${listId}-title`} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          {t('criteria.title')}
        </Typography>
        <Chip
          color={criteria.meetsCriteria ? 'success' : 'default'}
          label={`${met} / ${criteria.criteria.length}`}
          size="small"
        />
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={listId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {open ? t('criteria.hide') : t('criteria.show')}
        </Button>
      </Box>
      {certificateId !== null && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('criteria.issued')}
        </Alert>
      )}
      {certificateId === null && criteria.meetsCriteria && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('criteria.allMet')}
        </Alert>
      )}
      <Collapse in={open}>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
          {t('criteria.results')}
        </Typography>
        <List id={listId} dense disablePadding>
          {criteria.criteria.map((c) => (
            <CriterionLine key={c.key} c={c} />
          ))}
        </List>
      </Collapse>
    </Paper>
  );
}

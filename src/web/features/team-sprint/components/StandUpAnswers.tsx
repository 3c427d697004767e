import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StandUpAnswer, TeamSprintSummary } from '../../../../shared/contracts/team-sprint';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../ui/toasts';
import { useStandUpAssistant } from '../api/stand-ups';
import { useLiveStandUps } from '../live';
import { openStandUp } from '../stand-up-store';

/** One answer: who, when, and the three answers (text from people renders as text). */
function Answer({ a }: { a: StandUpAnswer }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  return (
    <Box component="article" aria-label={a.name} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="h4" variant="subtitle2">
        {a.name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {f.time(a.updatedAt)}
        </Typography>
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, gap: 0.5 }}
      >
        {(['done', 'next', 'blockers'] as const).map((k) =>
          a[k].trim() ? (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t(`standUp.${k}Short`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {a[k]}
              </Typography>
            </Box>
          ) : null,
        )}
      </Box>
    </Box>
  );
}

/**
 * The team's stand-up answers of the last days, newest first and grouped by day; new answers arrive live. The
 * viewer answers today's stand-up from here and may turn the stand-up assistant (its daily reminder) off.
 */
export function StandUpAnswers({ sprint }: { sprint: TeamSprintSummary }) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  const assistant = useStandUpAssistant(sprint.id);
  useLiveStandUps(sprint.id);
  const days = new Map<string, StandUpAnswer[]>();
  for (const a of sprint.standUps) days.set(a.date, [...(days.get(a.date) ?? []), a]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="stand-ups-title">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="stand-ups-title" component="h2" variant="h3" sx={{ flex: 1, minWidth: 160 }}>
          {t('standUp.answersTitle')}
        </Typography>
        {sprint.viewer.inSprintTeam && (
          <Button variant="contained" size="small" onClick={() => openStandUp(sprint.id, sprint.teamId)}>
            {t('standUp.answer')}
          </Button>
        )}
      </Box>
      {sprint.viewer.inSprintTeam && (
        <FormControlLabel
          control={
            <Switch
              checked={sprint.viewer.standUpAssistantEnabled}
              disabled={assistant.isPending}
              onChange={(e) =>
                assistant.mutate(e.target.checked, {
                  onSuccess: (r) =>
                    toast({
                      message: t(r.enabled ? 'standUp.assistantOn' : 'standUp.assistantOff'),
                      severity: 'success',
                    }),
                  onError: () => toast({ message: t('failed'), severity: 'error' }),
                })
              }
            />
          }
          label={t('standUp.assistant')}
        />
      )}
      {days.size === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('standUp.none')}
        </Typography>
      ) : (
        <Box aria-live="polite">
          {[...days.entries()].map(([day, answers]) => (
            <Box key={day} sx={{ mt: 1.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {f.longDate(`${day}T12:00:00Z`)}
              </Typography>
              {answers.map((a) => (
                <Answer key={a.id} a={a} />
              ))}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

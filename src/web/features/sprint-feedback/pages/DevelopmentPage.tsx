import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REMIND_DAYS_MAX } from '../../../../shared/contracts/sprint-feedback';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { errorText } from '../../../lib/api/error-text';
import { isApiError } from '../../../lib/api/errors';
import { useFormat } from '../../../lib/i18n/use-format';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GuestAssistantLink } from '../../assistant';
import { crewGuestApi, sprintFeedbackKeys } from '../api/calls';
import { ScoreSliders } from '../components/ScoreSliders';

/**
 * /development?token=... (no sign-in): a crew member reads the person's sprint, gives feedback on the request open
 * now (a score for every behaviour and outcome, a comment), writes advice, or asks to be reminded. A link past its
 * deadline, of a removed crew member or of an ended sprint shows the spec's expired text.
 */
export default function DevelopmentPage() {
  const { t } = useTranslation(['sprint-feedback', 'sprint-design']);
  usePageTitle(t('page.title'));
  const f = useFormat();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = crewGuestApi(token);
  const queryClient = useQueryClient();
  const view = useQuery({ queryKey: sprintFeedbackKeys.guest(token), queryFn: api.view, retry: false });
  const [scores, setScores] = useState<Record<number, number>>({});
  const [comment, setComment] = useState('');
  const [advice, setAdvice] = useState('');
  const [remindIn, setRemindIn] = useState(1);
  const [sent, setSent] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sprintFeedbackKeys.guest(token) });
  const onError = (e: unknown) => {
    if (isApiError(e, 410) || isApiError(e, 401)) void refresh();
    toast({ message: errorText(e), severity: 'error' });
  };

  const data = view.data;
  const items = data ? [...data.sprint.behaviours, ...data.sprint.outcomes] : [];
  const giveFeedback = useMutation({
    mutationFn: () =>
      api.feedback({
        scores: items.map((i) => ({ itemId: i.id, score: scores[i.id] ?? 50 })),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      }),
    onSuccess: () => {
      setSent(true);
      setComment('');
      toast({ message: t('guest.feedbackSent') });
      void refresh();
    },
    onError,
  });
  const giveAdvice = useMutation({
    mutationFn: () => api.advice(advice.trim()),
    onSuccess: () => {
      setAdvice('');
      toast({ message: t('guest.adviceSent') });
      void refresh();
    },
    onError,
  });
  const remind = useMutation({
    mutationFn: () => api.remind(remindIn),
    onSuccess: () => void refresh(),
    onError,
  });

  const expired = !token || (view.isError && (isApiError(view.error, 410) || isApiError(view.error, 401)));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'flex-end', gap: 2 }}
        >
          <GuestAssistantLink token={token} />
          <LanguageSelect />
        </Stack>
        {expired ? (
          <Alert severity="warning" role="alert">
            {t('guest.expired')}
          </Alert>
        ) : (
          <>
            {view.isPending && <CircularProgress aria-label={t('page.loading')} />}
            {view.isError && <Alert severity="error">{errorText(view.error)}</Alert>}
          </>
        )}
        {data && !expired && (
          <Stack spacing={3}>
            <Box>
              <PageTitle sx={{ mb: 1 }}>{t('guest.title', { person: data.personName })}</PageTitle>
              <Typography>
                {t('guest.intro', {
                  person: data.personName,
                  sprint: data.sprint.label,
                  role: t(`sprint-design:roles.${data.role}`),
                })}
              </Typography>
              {data.sprint.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {data.sprint.description}
                </Typography>
              )}
            </Box>

            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="fb-h">
              {data.request ? (
                <Stack spacing={2}>
                  <Typography id="fb-h" component="h2" variant="h6">
                    {t('guest.feedbackHeading', { type: t(`types.${data.request.type}`) })}
                  </Typography>
                  <Typography variant="body2">
                    {t('guest.deadline', { date: f.dateTime(data.request.deadlineAt) })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('guest.scoreHint')}
                  </Typography>
                  <ScoreSliders
                    heading={t('guest.behaviours')}
                    items={data.sprint.behaviours}
                    scores={scores}
                    onChange={(id, v) => setScores((s) => ({ ...s, [id]: v }))}
                  />
                  <ScoreSliders
                    heading={t('guest.outcomes')}
                    items={data.sprint.outcomes}
                    scores={scores}
                    onChange={(id, v) => setScores((s) => ({ ...s, [id]: v }))}
                  />
                  <TextField
                    label={t('guest.comment')}
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                    multiline
                    minRows={3}
                    slotProps={{ htmlInput: { maxLength: 4000 } }}
                  />
                  <Box>
                    <Button
                      variant="contained"
                      disabled={giveFeedback.isPending}
                      onClick={() => giveFeedback.mutate()}
                    >
                      {t('guest.sendFeedback')}
                    </Button>
                  </Box>
                  <Box component="section" aria-labelledby="remind-h">
                    <Typography id="remind-h" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {t('guest.remindHeading')}
                    </Typography>
                    {data.request.remindAt ? (
                      <Typography variant="body2">
                        {t('guest.reminded', { date: f.dateTime(data.request.remindAt) })}
                      </Typography>
                    ) : (
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                        <TextField
                          select
                          size="small"
                          label={t('guest.remindLabel')}
                          value={remindIn}
                          onChange={(e) => setRemindIn(Number(e.target.value))}
                          sx={{ minWidth: 160 }}
                        >
                          {Array.from({ length: REMIND_DAYS_MAX }, (_, i) => i + 1)
                            .filter(
                              (d) => Date.now() + d * 86_400_000 < Date.parse(data.request?.deadlineAt ?? ''),
                            )
                            .map((d) => (
                              <MenuItem key={d} value={d}>
                                {t('guest.remindIn', { count: d })}
                              </MenuItem>
                            ))}
                        </TextField>
                        <Button
                          variant="outlined"
                          disabled={remind.isPending}
                          onClick={() => remind.mutate()}
                        >
                          {t('guest.remindButton')}
                        </Button>
                      </Stack>
                    )}
                  </Box>
                </Stack>
              ) : (
                <Alert id="fb-h" severity={sent ? 'success' : 'info'}>
                  {sent ? t('guest.feedbackSent') : t('guest.noRequest')}
                </Alert>
              )}
            </Paper>

            <Paper
              variant="outlined"
              sx={{ p: { xs: 2, sm: 3 } }}
              component="section"
              aria-labelledby="adv-h"
            >
              <Stack spacing={2}>
                <Typography id="adv-h" component="h2" variant="h6">
                  {t('guest.adviceHeading')}
                </Typography>
                <TextField
                  label={t('guest.adviceLabel')}
                  value={advice}
                  onChange={(e) => setAdvice(e.target.value)}
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
                <Box>
                  <Button
                    variant="contained"
                    disabled={!advice.trim() || giveAdvice.isPending}
                    onClick={() => giveAdvice.mutate()}
                  >
                    {t('guest.sendAdvice')}
                  </Button>
                </Box>
                {data.advice.length > 0 && (
                  <Box>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {t('guest.yourAdvice')}
                    </Typography>
                    <List dense>
                      {data.advice.map((a) => (
                        <ListItem key={a.id} disableGutters>
                          <ListItemText
                            primary={a.text}
                            secondary={f.dateTime(a.createdAt)}
                            slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                          />
                        </ListItem>
                      ))}
                    </List>
                  </Box>
                )}
              </Stack>
            </Paper>
          </Stack>
        )}
      </Box>
    </EmptyLayout>
  );
}

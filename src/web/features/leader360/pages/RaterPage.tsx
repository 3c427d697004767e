import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GuestAssistantLink } from '../../assistant';
import { raterApi } from '../api/calls';
import { type Comments, Questionnaire } from '../components/Questionnaire';

/** /leader-360/rate?token=... (no sign-in): one rater answers one 360 in their language, saves, submits or declines. */
export default function RaterPage() {
  const { t } = useTranslation('leader360');
  usePageTitle(t('rater.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lng = currentLanguage();
  const api = raterApi(token);
  const view = useQuery({
    queryKey: ['leader360', 'rater', token, lng],
    queryFn: () => api.view(lng),
    retry: false,
  });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [comments, setComments] = useState<Comments>({});
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    if (view.data) {
      setAnswers((a) => ({ ...view.data.answers, ...a }));
      setComments((c) => ({ ...view.data.comments, ...c }));
      setStatus(view.data.status);
    }
  }, [view.data]);

  const save = useMutation({
    mutationFn: (submit: boolean) => api.save({ answers, comments, submit, languageCode: lng }),
    onSuccess: (v, submit) => {
      setStatus(v.status);
      toast({ message: t(submit ? 'rater.submitted' : 'rater.saved') });
    },
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  const decline = useMutation({
    mutationFn: () => api.decline(),
    onSuccess: () => setStatus('DECLINED'),
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });

  const data = view.data;
  const complete = data ? data.questionnaire.items.every((i) => answers[i.code] !== undefined) : false;
  const finished = status === 'DONE' || status === 'DECLINED' || data?.closed;
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 880, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 2 }}
        >
          {/* the rater may ask the assistant (as a guest, with this link's token) how to give useful ratings */}
          <GuestAssistantLink token={token} />
          <LanguageSelect />
        </Stack>
        {view.isPending && <CircularProgress aria-label={t('loading')} />}
        {view.isError && <Alert severity="error">{errorText(view.error)}</Alert>}
        {data && (
          <Stack spacing={2}>
            <PageTitle>{t('rater.heading', { personName: data.personName })}</PageTitle>
            <Alert severity="info">
              {t(data.group === 'MANAGER' ? 'rater.privacyManager' : 'rater.privacyPooled')}
            </Alert>
            {status === 'DONE' && <Alert severity="success">{t('rater.thanks')}</Alert>}
            {status === 'DECLINED' && <Alert severity="info">{t('rater.declined')}</Alert>}
            {data.closed && status !== 'DONE' && <Alert severity="warning">{t('rater.closed')}</Alert>}
            {!finished && (
              <>
                <Typography>{t('rater.intro', { personName: data.personName })}</Typography>
                <Questionnaire
                  headingLevel={2}
                  questionnaire={data.questionnaire}
                  answers={answers}
                  comments={comments}
                  onAnswer={(code, value) => setAnswers((a) => ({ ...a, [code]: value }))}
                  onComment={(code, text) => setComments((c) => ({ ...c, [code]: text }))}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <Button
                    variant="contained"
                    disabled={!complete || save.isPending}
                    onClick={() => save.mutate(true)}
                  >
                    {t('rater.submit')}
                  </Button>
                  <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate(false)}>
                    {t('save')}
                  </Button>
                  <Button color="inherit" disabled={decline.isPending} onClick={() => decline.mutate()}>
                    {t('rater.decline')}
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        )}
      </Box>
    </EmptyLayout>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NomineeInput, Review360 } from '../../../../shared/contracts/leader360';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/use-format';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { leader360Api as api } from '../api/calls';
import { type Comments, Questionnaire } from '../components/Questionnaire';
import { RatersForm } from '../components/RatersForm';
import { ReportView } from '../components/ReportView';

const PREFIX = ['leader360', 'current'];
/** the Leader 360 and the Custom 360 are separate: each has its own current one */
const CustomContext = createContext(false);
const useKey = () => [...PREFIX, useContext(CustomContext)];

/**
 * /explore/leader-360?customModel=false|true: the Leader 360, or the organisation's Custom 360 under its name
 * (decision 0047). Start, rate yourself, invite raters by group, follow progress, remind, close, read the report.
 */
export default function Leader360Page() {
  const { t } = useTranslation(['leader360', 'navigation']);
  const [params] = useSearchParams();
  const user = useUserState();
  const custom = params.get('customModel') === 'true';
  const title = custom ? user.clientSettings.customModelName || t('navigation:items.custom360') : t('title');
  usePageTitle(title);
  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageTitle gutterBottom>{title}</PageTitle>
      <CustomContext.Provider value={custom}>
        <QueryBoundary>
          {custom && !user.customModelEnabled ? (
            <Alert severity="info">{t('custom.empty')}</Alert>
          ) : (
            <Current key={String(custom)} />
          )}
        </QueryBoundary>
      </CustomContext.Provider>
    </Box>
  );
}

function Current() {
  const { t } = useTranslation('leader360');
  const qc = useQueryClient();
  const custom = useContext(CustomContext);
  const KEY = useKey();
  const current = useQuery({ queryKey: KEY, queryFn: () => api.current(custom) });
  const start = useMutation({
    mutationFn: () => api.start(currentLanguage(), custom),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  if (current.isPending) return <Typography>{t('loading')}</Typography>;
  if (current.isError) return <Alert severity="error">{errorText(current.error)}</Alert>;
  const review = current.data.review;
  if (!review || review.status === 'CLOSED') {
    return (
      <Stack spacing={3}>
        {review && <Report id={review.id} />}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography gutterBottom>{t('intro')}</Typography>
          <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
            {t(review ? 'startAgain' : 'start')}
          </Button>
        </Paper>
      </Stack>
    );
  }
  return review.status === 'SELF' ? <SelfRating review={review} /> : <InProgress review={review} />;
}

function SelfRating({ review }: { review: Review360 }) {
  const { t } = useTranslation('leader360');
  const qc = useQueryClient();
  const KEY = useKey();
  const lng = currentLanguage();
  const questions = useQuery({
    queryKey: ['leader360', 'questions', review.id, lng],
    queryFn: () => api.questions(review.id, lng),
  });
  const [answers, setAnswers] = useState<Record<string, number>>(review.selfAnswers);
  const [comments, setComments] = useState<Comments>(review.selfComments);
  const save = useMutation({
    mutationFn: (submit: boolean) => api.saveSelf(review.id, { answers, comments, submit }),
    onSuccess: (_v, submit) => {
      toast({ message: t(submit ? 'self.submitted' : 'saved') });
      if (submit) void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => toast({ message: errorText(e), severity: 'error' }),
  });
  if (!questions.data) return <Typography>{t('loading')}</Typography>;
  const complete = questions.data.items.every((i) => answers[i.code] !== undefined);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('self.heading')}
      </Typography>
      <Typography>{t('self.intro')}</Typography>
      <Questionnaire
        questionnaire={questions.data}
        answers={answers}
        comments={comments}
        onAnswer={(code, value) => setAnswers((a) => ({ ...a, [code]: value }))}
        onComment={(code, text) => setComments((c) => ({ ...c, [code]: text }))}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!complete || save.isPending} onClick={() => save.mutate(true)}>
          {t('self.submit')}
        </Button>
        <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate(false)}>
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}

function InProgress({ review }: { review: Review360 }) {
  const { t } = useTranslation('leader360');
  const f = useFormat();
  const qc = useQueryClient();
  const KEY = useKey();
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const fail = (e: unknown) => toast({ message: errorText(e), severity: 'error' });
  const nominate = useMutation({
    mutationFn: (raters: NomineeInput[]) => api.nominate(review.id, raters),
    onSuccess: (r) => {
      toast({ message: t('raters.sent', { count: r.invited }) });
      void refresh();
    },
    onError: fail,
  });
  const remind = useMutation({
    mutationFn: () => api.remind(review.id),
    onSuccess: (r) => {
      toast({ message: t('progress.reminded', { count: r.reminded }) });
      void refresh();
    },
    onError: fail,
  });
  const close = useMutation({ mutationFn: () => api.close(review.id), onSuccess: refresh, onError: fail });
  const invited = review.progress.reduce((s, g) => s + g.invited, 0);
  return (
    <Stack spacing={3}>
      <Typography>{t('progress.window', { date: f.date(review.windowEndsAt) })}</Typography>
      <section>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('progress.heading')}
        </Typography>
        <ScrollTable label={t('progress.heading')}>
          <Table size="small" aria-label={t('progress.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('raters.group')}</TableCell>
                <TableCell align="right">{t('progress.invited')}</TableCell>
                <TableCell align="right">{t('progress.answered')}</TableCell>
                <TableCell align="right">{t('progress.declined')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {review.progress.map((g) => (
                <TableRow key={g.group}>
                  <TableCell>{t(`groups.${g.group}`)}</TableCell>
                  <TableCell align="right">{g.invited}</TableCell>
                  <TableCell align="right">{g.answered}</TableCell>
                  <TableCell align="right">{g.declined}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('progress.privacy')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            disabled={invited === 0 || remind.isPending || review.canRemindAt !== null}
            onClick={() => remind.mutate()}
          >
            {t('progress.remind')}
          </Button>
          <Button
            variant="contained"
            disabled={!review.enoughAnswers || close.isPending}
            onClick={() => close.mutate()}
          >
            {t('progress.close')}
          </Button>
        </Stack>
        {review.canRemindAt && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('progress.nextReminder', { date: f.date(review.canRemindAt) })}
          </Typography>
        )}
      </section>
      <section>
        <Typography component="h2" variant="h6" gutterBottom>
          {t('raters.heading')}
        </Typography>
        <Typography variant="body2" gutterBottom>
          {t('raters.rules')}
        </Typography>
        <RatersForm
          busy={nominate.isPending}
          sent={nominate.data ? invited : 0}
          onSend={(r) => nominate.mutate(r)}
        />
      </section>
    </Stack>
  );
}

function Report({ id }: { id: number }) {
  const { t } = useTranslation('leader360');
  const lng = currentLanguage();
  const report = useQuery({ queryKey: ['leader360', 'report', id, lng], queryFn: () => api.report(id, lng) });
  if (report.isError) return <Alert severity="error">{errorText(report.error)}</Alert>;
  if (!report.data) return <Typography>{t('loading')}</Typography>;
  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={api.pdfUrl(id, lng)} download>
          {t('report.pdf')}
        </Button>
      </Box>
      <ReportView report={report.data} />
    </Stack>
  );
}

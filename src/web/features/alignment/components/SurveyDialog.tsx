import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlignmentQuestions } from '../../../../shared/contracts/alignment';
import type { DemographicsBody } from '../../../../shared/contracts/demographics';
import { alignmentPageCount, alignmentProgress } from '../../../../shared/domain/alignment-progress';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { PageTitle } from '../../../ui/PageTitle';
import { ResearchFields } from './ResearchFields';

export interface SurveySaveBody {
  pageNo: number;
  answers: Array<{ unique_ref_id: string; answer: number | null }>;
  research?: DemographicsBody;
  submit: boolean;
}

/**
 * The team alignment survey (spec "Team alignment survey dialog"): the first intro, pages of 8 statements on the
 * six-point scale with the progress bar, the skip confirmation, Save & Exit, and the research page last (progress
 * hidden, exit reads Skip). In preview mode nothing is saved and nothing is confirmed.
 */
export function SurveyDialog(props: {
  queryKey: unknown[];
  load: (pageNo: number) => Promise<AlignmentQuestions>;
  save?: (body: SurveySaveBody) => Promise<unknown>;
  preview?: boolean;
  onExit: (reason: 'saved' | 'submitted' | 'closed') => void;
}) {
  const { t, i18n } = useTranslation('alignment');
  const fmt = useFormat();
  const titleId = useId();
  const phone = useMediaQuery('(max-width:600px)');
  const [stage, setStage] = useState<'intro' | 'pages'>('intro');
  const [pageNo, setPageNo] = useState(1);
  const [answers, setAnswers] = useState<Record<string, number | null>>({});
  const [research, setResearch] = useState<DemographicsBody>({});
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const page = useQuery({
    queryKey: [...props.queryKey, pageNo, i18n.language],
    queryFn: () => props.load(pageNo),
    retry: false,
  });
  const data = page.data;
  useEffect(() => {
    if (!data) return;
    setAnswers((a) => {
      const next = { ...a };
      for (const q of data.questions) if (!(q.unique_ref_id in next)) next[q.unique_ref_id] = q.answer;
      return next;
    });
  }, [data]);

  const totalPages = data?.totalPages ?? alignmentPageCount();
  const answeredNow = data
    ? data.answered +
      data.questions.filter((q) => q.answer === null && answers[q.unique_ref_id] != null).length -
      data.questions.filter((q) => q.answer !== null && answers[q.unique_ref_id] === null).length
    : 0;
  const progress = alignmentProgress(answeredNow);
  const onPage = data?.questions ?? [];
  const answeredOnPage = onPage.filter((q) => answers[q.unique_ref_id] != null).length;

  async function persist(submit: boolean, withResearch = false) {
    if (!props.save || props.preview || !data) return true;
    setBusy(true);
    setError(null);
    try {
      await props.save({
        pageNo,
        answers: data.research
          ? []
          : onPage.map((q) => ({ unique_ref_id: q.unique_ref_id, answer: answers[q.unique_ref_id] ?? null })),
        ...(withResearch ? { research } : {}),
        submit,
      });
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  async function go(to: number) {
    if (await persist(false)) {
      setPageNo(to);
      window.scrollTo?.(0, 0);
    }
  }
  function next() {
    if (!props.preview && answeredOnPage < onPage.length) setConfirmSkip(true);
    else void go(pageNo + 1);
  }
  async function submit(withResearch: boolean) {
    if (props.preview) return props.onExit('closed');
    if (await persist(true, withResearch)) props.onExit('submitted');
  }

  const title = `${t(data?.research ? 'survey.researchTitle' : 'survey.title')}${props.preview ? t('survey.previewSuffix') : ''}`;
  const finished = data?.submitted || (data?.deadline ? new Date(data.deadline) < new Date() : false);
  return (
    <Dialog open fullScreen aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="div">
        <PageTitle>{title}</PageTitle>
        {data && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mt: 0.5 }}>
            {data.teamName && (
              <Typography variant="body2" color="text.secondary">
                {t('survey.team', { team: data.teamName })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('survey.recipient', { email: data.recipient })}
            </Typography>
          </Stack>
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ maxWidth: 860, mx: 'auto' }}>
          {page.isPending && <CircularProgress aria-label={t('survey.loading')} />}
          {page.isError && <Alert severity="error">{errorText(page.error)}</Alert>}
          {data && finished && !props.preview && (
            <Alert severity={data.submitted ? 'success' : 'warning'}>
              {t(data.submitted ? 'survey.alreadySubmitted' : 'survey.closed')}
            </Alert>
          )}
          {data && !finished && stage === 'intro' && (
            <Stack spacing={2}>
              <Typography component="h2" variant="h6">
                {t('survey.intro.heading')}
              </Typography>
              {(['aspects', 'time', 'confidential', 'blank', 'saved', 'support'] as const).map((k) => (
                <Typography key={k}>{t(`survey.intro.${k}`)}</Typography>
              ))}
            </Stack>
          )}
          {data && !finished && stage === 'pages' && (
            <Stack spacing={3}>
              {!data.research && (
                <Box>
                  <LinearProgress
                    variant="determinate"
                    value={progress.percent}
                    aria-label={t('survey.progressLabel')}
                  />
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t('survey.progress', {
                      percent: fmt.number(progress.percent, 2),
                      count: progress.remaining,
                    })}
                  </Typography>
                </Box>
              )}
              {data.research ? (
                <Stack spacing={2}>
                  <Typography>{t('survey.researchIntro')}</Typography>
                  <ResearchFields value={research} onChange={setResearch} />
                </Stack>
              ) : (
                onPage.map((q, i) => (
                  <Box key={q.unique_ref_id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                    <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                      {(pageNo - 1) * 8 + i + 1}. {q.question}
                    </Typography>
                    <RadioGroup
                      row={!phone}
                      value={answers[q.unique_ref_id] ?? ''}
                      onChange={(e) =>
                        setAnswers((a) => ({ ...a, [q.unique_ref_id]: Number(e.target.value) }))
                      }
                    >
                      {data.scale.map((s) => (
                        <FormControlLabel
                          key={s.value}
                          value={s.value}
                          control={<Radio />}
                          label={s.label}
                          sx={{ mr: 2 }}
                        />
                      ))}
                    </RadioGroup>
                  </Box>
                ))
              )}
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {data && !finished && stage === 'intro' && (
          <>
            <Button onClick={() => props.onExit('closed')}>{t('survey.exit')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                setPageNo(props.preview ? 1 : Math.max(1, data.lastPage));
                setStage('pages');
              }}
            >
              {t(data.answered > 0 ? 'survey.resume' : 'survey.start')}
            </Button>
          </>
        )}
        {data && !finished && stage === 'pages' && (
          <>
            <Button
              disabled={busy}
              onClick={() =>
                data.research
                  ? submit(false)
                  : persist(false).then((ok) => ok && props.onExit(props.preview ? 'closed' : 'saved'))
              }
            >
              {t(data.research ? 'survey.skip' : 'survey.saveExit')}
            </Button>
            <Button disabled={busy || pageNo === 1} onClick={() => go(pageNo - 1)}>
              {t('survey.previous')}
            </Button>
            {pageNo < totalPages ? (
              <Button variant="contained" disabled={busy} onClick={next}>
                {t('survey.next')}
              </Button>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => submit(true)}>
                {t('survey.submit')}
              </Button>
            )}
          </>
        )}
        {(!data || finished) && <Button onClick={() => props.onExit('closed')}>{t('survey.exit')}</Button>}
      </DialogActions>
      <ConfirmationDialog
        open={confirmSkip}
        title={t('survey.skipTitle')}
        text={t('survey.skipText', { answered: answeredOnPage, total: onPage.length })}
        confirmLabel={t('survey.skip')}
        cancelLabel={t('survey.return')}
        onCancel={() => setConfirmSkip(false)}
        onConfirm={() => {
          setConfirmSkip(false);
          void go(pageNo + 1);
        }}
      />
    </Dialog>
  );
}

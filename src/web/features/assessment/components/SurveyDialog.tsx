import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionPage } from '../../../../shared/contracts/assessment';
import type { SurveyPosition } from '../../../../shared/domain/gla-scoring';
import { LANGUAGES, type Language } from '../../../../shared/enums';
import { errorText } from '../../../lib/api/error-text';
import i18next from '../../../lib/i18n';
import { formattersFor } from '../../../lib/i18n/format';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import type { SurveyBackend } from '../survey-backend';
import { storeSurveyLanguage } from '../survey-backend';
import {
  isLastPage,
  nextPosition,
  positionText,
  previousPosition,
  progress,
  readPosition,
} from '../survey-navigation';
import { QuestionItem } from './QuestionItem';

export interface SurveyDialogProps {
  backend: SurveyBackend;
  /** where to resume: 'Style-N' or 'Strategy-N' */
  lastPos: string;
  language: Language;
  multiLanguage: boolean;
  /** Save and exit: the page is saved */
  onExit(): void;
  /** the assessment is submitted and finished */
  onFinished(): void;
}

type Target = SurveyPosition | 'exit' | 'submit';

/** The full-screen Style / Strategy survey (spec 2.4 and 4). */
export function SurveyDialog(props: SurveyDialogProps) {
  const [language, setLanguage] = useState<Language>(props.language);
  // the survey's own texts (headings, scale, buttons) follow the survey language, not only its statements
  const { t } = useTranslation('assessment', { lng: language });
  const fmt = formattersFor(language);
  const { backend } = props;
  const titleId = useId();
  const langId = useId();
  const [pos, setPos] = useState<SurveyPosition>(() => readPosition(props.lastPos));
  const [page, setPage] = useState<QuestionPage | null>(null);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [skipThen, setSkipThen] = useState<(() => void) | null>(null);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [pendingLanguage, setPendingLanguage] = useState<Language | null>(null);
  const [blinkRound, setBlinkRound] = useState(0);
  const contentRef = useRef<HTMLDivElement>(null);

  const load = useCallback(
    async (target: SurveyPosition) => {
      setBusy(true);
      setError(null);
      try {
        const data = await backend.questions(target.profile, target.page);
        setPage(data);
        setAnswers(Object.fromEntries(data.questions.map((q) => [q.questionCode, q.answer])));
        setPos(target);
        setBlinkRound(0);
        contentRef.current?.scrollTo?.({ top: 0 });
      } catch (e) {
        console.error('loading the survey page failed', e);
        setError(errorText(e));
      } finally {
        setBusy(false);
      }
    },
    [backend],
  );

  useEffect(() => {
    void load(readPosition(props.lastPos));
  }, [load, props.lastPos]);

  const questions = page?.questions ?? [];
  const answeredHere = questions.filter((q) => (answers[q.questionCode] ?? 0) > 0).length;
  const answeredBefore = questions.filter((q) => q.answer > 0).length;
  // the saved counts of both surveys, with this page's unsaved choices in place of its saved ones
  const saved = page?.answeredByProfile ?? { STYLE: 0, STRATEGY: 0 };
  const percent = progress({ ...saved, [pos.profile]: saved[pos.profile] - answeredBefore + answeredHere });
  const previous = previousPosition(pos);
  const next = nextPosition(pos);

  async function go(target: Target) {
    setBusy(true);
    setError(null);
    const lastPos = target === 'exit' || target === 'submit' ? positionText(pos) : positionText(target);
    try {
      await backend.save(
        questions.map((q) => ({ questionCode: q.questionCode, value: answers[q.questionCode] ?? 0 })),
        lastPos,
      );
      if (target === 'exit') return props.onExit();
      if (target === 'submit') {
        await backend.finish();
        return props.onFinished();
      }
      await load(target);
    } catch (e) {
      console.error('saving the survey page failed', e);
      setError(errorText(e));
      setBusy(false);
    }
  }

  /** Next / Submit with unanswered questions first ask to return or skip. */
  function checked(action: () => void) {
    if (answeredHere < questions.length) setSkipThen(() => action);
    else action();
  }

  function answer(index: number, value: number) {
    const code = questions[index].questionCode;
    setAnswers((a) => ({ ...a, [code]: value }));
    const following = questions[index + 1];
    if (following) {
      document
        .getElementById(`q-${following.questionCode}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    }
  }

  async function changeLanguage(lng: Language) {
    setPendingLanguage(null);
    setBusy(true);
    try {
      const position = await backend.changeLanguage(lng);
      storeSurveyLanguage(lng);
      // the interface texts of the new language first, so the dialog switches in one step
      await i18next.loadLanguages(lng);
      setLanguage(lng);
      await load(readPosition(position.lastPos));
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  const surveyName = pos.profile === 'STYLE' ? t('survey.style') : t('survey.strategy');
  return (
    <Dialog fullScreen open aria-labelledby={titleId} onClose={() => undefined} lang={language}>
      <Box
        component="header"
        sx={{ px: { xs: 2, md: 4 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 220 }}>
            <Typography id={titleId} component="h2" variant="h5">
              {t('survey.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('survey.pageOf', { survey: surveyName, page: pos.page, pages: page?.total_page ?? 5 })}
            </Typography>
          </Box>
          {props.multiLanguage && (
            <FormControl size="small" sx={{ minWidth: 180 }}>
              <InputLabel variant="standard" htmlFor={langId}>
                {t('survey.language')}
              </InputLabel>
              <NativeSelect
                value={language}
                disabled={busy}
                onChange={(e) => setPendingLanguage(e.target.value as Language)}
                inputProps={{ id: langId }}
              >
                {LANGUAGES.map((lng) => (
                  <option key={lng} value={lng} lang={lng}>
                    {LANGUAGE_NAMES[lng]}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1.5 }}>
          {(['style', 'strategy'] as const).map((key) => (
            <Box key={key}>
              <Typography variant="body2" id={`${titleId}-${key}`}>
                {t(`survey.${key}`)}: {fmt.percent(percent[key])}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent[key]}
                aria-labelledby={`${titleId}-${key}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <DialogContent ref={contentRef} sx={{ px: { xs: 1.5, md: 4 } }}>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!page && busy && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('survey.loading')} />
          </Box>
        )}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {pos.profile === 'STYLE' ? t('survey.styleIntro') : t('survey.strategyIntro')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {questions.map((q, i) => (
            <QuestionItem
              key={`${q.questionCode}-${(answers[q.questionCode] ?? 0) === 0 ? blinkRound : 0}`}
              number={(pos.page - 1) * 10 + i + 1}
              code={q.questionCode}
              text={q.description}
              value={answers[q.questionCode] ?? 0}
              disabled={busy}
              blinkRound={(answers[q.questionCode] ?? 0) === 0 ? blinkRound : 0}
              language={language}
              onAnswer={(v) => answer(i, v)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions
        sx={{
          px: { xs: 1.5, md: 4 },
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <Button onClick={() => void go('exit')} disabled={busy || !page}>
          {t('survey.saveAndExit')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => previous && void go(previous)} disabled={busy || !previous}>
          {t('survey.previous')}
        </Button>
        {isLastPage(pos) ? (
          <Button
            variant="contained"
            onClick={() => checked(() => setConfirmSubmit(true))}
            disabled={busy || !page}
          >
            {t('survey.submit')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => next && checked(() => void go(next))}
            disabled={busy || !page}
          >
            {t('survey.next')}
          </Button>
        )}
      </DialogActions>

      <ConfirmationDialog
        open={skipThen !== null}
        title={t('survey.skipTitle')}
        text={t('survey.skipText', { answered: answeredHere, total: questions.length })}
        confirmLabel={t('survey.skip')}
        cancelLabel={t('survey.return')}
        onCancel={() => {
          setSkipThen(null);
          setBlinkRound((r) => r + 1);
          const first = questions.find((q) => (answers[q.questionCode] ?? 0) === 0);
          if (first) document.getElementById(`q-${first.questionCode}`)?.scrollIntoView({ block: 'center' });
        }}
        onConfirm={() => {
          const action = skipThen;
          setSkipThen(null);
          action?.();
        }}
      />
      <ConfirmationDialog
        open={confirmSubmit}
        title={t('survey.submitTitle')}
        text={t('survey.submitText')}
        confirmLabel={t('survey.submit')}
        cancelLabel={t('survey.cancel')}
        busy={busy}
        onCancel={() => setConfirmSubmit(false)}
        onConfirm={() => {
          setConfirmSubmit(false);
          void go('submit');
        }}
      />
      <ConfirmationDialog
        open={pendingLanguage !== null}
        title={t('survey.languageTitle')}
        text={t('survey.languageText')}
        confirmLabel={t('survey.languageConfirm')}
        cancelLabel={t('survey.cancel')}
        onCancel={() => setPendingLanguage(null)}
        onConfirm={() => pendingLanguage && void changeLanguage(pendingLanguage)}
      />
    </Dialog>
  );
}

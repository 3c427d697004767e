import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { errorText } from '../../../lib/api/error-text';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { saveNomineeDemographics } from '../api/demographics';
import { nomineeApi } from '../api/nominee-survey';
import { ResearchQuestionsDialog } from '../components/ResearchQuestionsDialog';
import { SurveyDialog } from '../components/SurveyDialog';
import { nomineeSurvey } from '../survey-backend';

/** A job candidate's GLA, from the e-mailed link (/survey/nominee?token=...), outside the app guard. */
export default function NomineeSurveyPage() {
  const { t } = useTranslation(['assessment', 'research']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const qc = useQueryClient();
  const api = useMemo(() => nomineeApi(token), [token]);
  const welcome = useQuery({
    queryKey: ['nominee', token],
    queryFn: api.welcome,
    enabled: Boolean(token),
    retry: false,
  });
  const [open, setOpen] = useState(false);
  const [research, setResearch] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const w = welcome.data;
  const backend = useMemo(() => (w ? nomineeSurvey(token, w.assessmentId) : null), [token, w]);

  usePageTitle(t('nominee.title'));
  return (
    <EmptyLayout>
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', mt: 4, p: { xs: 2, md: 4 } }}>
        <PageTitle sx={{ mb: 2 }}>{t('nominee.title')}</PageTitle>
        {!token && <Alert severity="error">{t('nominee.missingToken')}</Alert>}
        {welcome.isPending && token && <CircularProgress aria-label={t('survey.loading')} />}
        {welcome.isError && <Alert severity="error">{errorText(welcome.error, t)}</Alert>}
        {message && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        {w && (
          <>
            <Typography sx={{ mb: 1 }}>
              {t('nominee.hello', { name: w.fullName, organisation: w.organisationName })}
            </Typography>
            {w.strategySurveyCompleted ? (
              <Typography>{t('nominee.done')}</Typography>
            ) : (
              <>
                <Typography sx={{ mb: 2 }} color="text.secondary">
                  {t('info.what')}
                </Typography>
                <Button variant="contained" onClick={() => setOpen(true)}>
                  {w.lastPos === 'Style-1' ? t('actions.start') : t('actions.resume')}
                </Button>
              </>
            )}
          </>
        )}
      </Paper>
      {open && w && backend && (
        <SurveyDialog
          backend={backend}
          lastPos={w.lastPos}
          language={w.languageCode}
          multiLanguage={w.multiLanguage}
          onExit={() => {
            setOpen(false);
            setMessage(t('nominee.saved'));
            void qc.invalidateQueries({ queryKey: ['nominee', token] });
          }}
          onFinished={() => {
            setOpen(false);
            setResearch(true);
          }}
        />
      )}
      {research && (
        <ResearchQuestionsDialog
          save={(body) => saveNomineeDemographics(token, body)}
          onDone={(r) => {
            setResearch(false);
            setMessage(r === 'saved' ? t('research:saved') : t('nominee.done'));
            void qc.invalidateQueries({ queryKey: ['nominee', token] });
          }}
        />
      )}
    </EmptyLayout>
  );
}

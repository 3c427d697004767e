import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { downloadGlaReport } from '../api/gla-report-pdf';
import { useGlaResult } from '../api/gla-result';
import { useGlaFlow } from '../components/GlaFlow';
import { GlaProgress } from '../components/GlaProgress';
import { LeaderProfile } from '../components/LeaderProfile';
import { ProfileDataSection } from '../components/ProfileDataSection';
import { takeHandedOverNote } from '../hand-over';

/** A note to the person on this page (research answers saved, wipe-out link sent, a download or send failure). */
const showNote = (message: string) => toast({ message, ms: 6000 });

/** Leader Profile (/explore/growth-leader-assessment-v2): start, resume, or the profile of the finished GLA. */
export default function LeaderProfilePage() {
  const { t } = useTranslation('assessment');
  const user = useUserState();
  const flow = useGlaFlow();
  const language = currentLanguage();
  const id = user.glaV2.assessmentId;
  const done = id > 0 && user.strategySurveyCompleted;
  const result = useGlaResult(id, language, done);
  // a note handed over by the finished survey (research answers saved)
  // read once the page is on screen (a render that suspends would lose it)
  useEffect(() => {
    const handed = takeHandedOverNote();
    if (handed) showNote(handed);
  }, []);
  const [downloading, setDownloading] = useState(false);

  usePageTitle(t('profile.title'));
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <PageTitle sx={{ flex: 1 }}>{t('profile.title')}</PageTitle>
        {done && (
          <Button
            variant="contained"
            disabled={downloading}
            onClick={async () => {
              setDownloading(true);
              try {
                await downloadGlaReport(id, language);
              } catch (e) {
                showNote(errorText(e, t));
              } finally {
                setDownloading(false);
              }
            }}
          >
            {t('profile.downloadPdf')}
          </Button>
        )}
      </Box>

      {!done && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('info.title')}
          </Typography>
          <Typography>{id === 0 ? t('profile.notStarted') : t('profile.inProgress')}</Typography>
          <GlaProgress assessmentId={id} active={id > 0} />
          <Button variant="contained" onClick={flow.launch} disabled={flow.busy} sx={{ mt: 2 }}>
            {id === 0 ? t('actions.start') : t('actions.resume')}
          </Button>
        </Paper>
      )}
      {done && result.isPending && <CircularProgress aria-label={t('survey.loading')} />}
      {done && result.isError && <Alert severity="error">{errorText(result.error, t)}</Alert>}
      {done && result.data && <LeaderProfile result={result.data} />}
      {done && <ProfileDataSection onNote={showNote} />}

      {flow.dialogs}
    </Box>
  );
}

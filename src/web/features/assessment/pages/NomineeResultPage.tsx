import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { errorText } from '../../../lib/api/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useNomineeResult } from '../api/nominees';
import { LeaderProfile } from '../components/LeaderProfile';

/** A job candidate's Leader Profile, for the organisation (ADMIN, BUYER). */
export default function NomineeResultPage() {
  const { t } = useTranslation('assessment');
  const { id = '0' } = useParams();
  const result = useNomineeResult(Number(id), currentLanguage());
  usePageTitle(result.data ? result.data.subjectName : t('nominees.title'));
  return (
    <Box>
      <Button component={RouterLink} to="/console/nominees" sx={{ mb: 1 }}>
        {t('nominees.back')}
      </Button>
      <PageTitle sx={{ mb: 2 }}>
        {result.data ? t('nominees.resultTitle', { name: result.data.subjectName }) : t('nominees.title')}
      </PageTitle>
      {result.isPending && <CircularProgress aria-label={t('survey.loading')} />}
      {result.isError && <Alert severity="error">{errorText(result.error, t)}</Alert>}
      {result.data && <LeaderProfile result={result.data} />}
    </Box>
  );
}

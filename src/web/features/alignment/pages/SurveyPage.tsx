import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { usePageTitle } from '../../../ui/usePageTitle';
import { GuestAssistantLink } from '../../assistant';
import { respondentApi } from '../api/calls';
import { SurveyDialog } from '../components/SurveyDialog';
import { EXPRESS_AUTO_REDIRECT_KEY } from '../express-paths';

/** /team-alignment/survey?token=... (no sign-in): one participant answers their team's alignment survey. */
export default function SurveyPage() {
  const { t, i18n } = useTranslation('alignment');
  usePageTitle(t('survey.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = respondentApi(token);
  const [ended, setEnded] = useState<'saved' | 'submitted' | 'closed' | null>(null);
  // the manager of an express survey answers first; then the way back to the team's results (signed in)
  const [results] = useState(() => sessionStorage.getItem(EXPRESS_AUTO_REDIRECT_KEY));
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        {ended ? (
          <Alert
            severity={ended === 'submitted' ? 'success' : 'info'}
            action={
              results ? (
                <Button color="inherit" component={RouterLink} to={results}>
                  {t('express.toResults')}
                </Button>
              ) : undefined
            }
          >
            <Typography>{t(`survey.ended.${ended}`)}</Typography>
          </Alert>
        ) : (
          <SurveyDialog
            queryKey={['alignment', 'respondent', token]}
            load={(pageNo) => api.questions(pageNo, i18n.resolvedLanguage ?? i18n.language)}
            save={(body) => api.save(body)}
            onExit={setEnded}
          />
        )}
        {/* the survey itself is a full-screen dialog; once it is saved or submitted, the assistant is a link away */}
        {ended && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <GuestAssistantLink token={token} />
          </Box>
        )}
      </Box>
    </EmptyLayout>
  );
}

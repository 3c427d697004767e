import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { usePageTitle } from '../../../ui/usePageTitle';
import { respondentApi } from '../api/calls';
import { SurveyDialog } from '../components/SurveyDialog';

/** /team-alignment/survey?token=... (no sign-in): one participant answers their team's alignment survey. */
export default function SurveyPage() {
  const { t, i18n } = useTranslation('alignment');
  usePageTitle(t('survey.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = respondentApi(token);
  const [ended, setEnded] = useState<'saved' | 'submitted' | 'closed' | null>(null);
  return (
    <EmptyLayout>
      <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 } }}>
        {ended ? (
          <Alert severity={ended === 'submitted' ? 'success' : 'info'}>
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
      </Box>
    </EmptyLayout>
  );
}

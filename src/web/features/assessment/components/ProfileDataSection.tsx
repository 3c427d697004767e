import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api/error-text';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { fetchMyDemographics, saveDemographics } from '../api/demographics';
import { requestWipeOut } from '../api/wipe-out';
import { ResearchQuestionsDialog } from './ResearchQuestionsDialog';

const DEMOGRAPHICS_KEY = ['assessment', 'demographics', 'me'] as const;

/**
 * The bottom of the Leader Profile: the optional research answers, reopened and updated at any time, and the
 * request to delete the assessment data, away from the everyday actions at the top.
 */
export function ProfileDataSection({ onNote }: { onNote(text: string): void }) {
  const { t } = useTranslation(['assessment', 'research']);
  const qc = useQueryClient();
  const [research, setResearch] = useState(false);
  const [askWipe, setAskWipe] = useState(false);
  const saved = useQuery({ queryKey: DEMOGRAPHICS_KEY, queryFn: fetchMyDemographics, enabled: research });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="your-data"
      sx={{ p: { xs: 2, md: 3 }, mt: 4 }}
    >
      <Typography id="your-data" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('data.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 20rem' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('data.researchTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('data.researchText')}
          </Typography>
        </Box>
        <Button variant="outlined" onClick={() => setResearch(true)}>
          {t('data.researchUpdate')}
        </Button>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 20rem' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('wipe.request')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('data.deleteText')}
          </Typography>
        </Box>
        <Button color="error" variant="outlined" onClick={() => setAskWipe(true)}>
          {t('wipe.request')}
        </Button>
      </Box>

      {research && saved.isSuccess && (
        <ResearchQuestionsDialog
          initial={saved.data}
          closeLabel={t('survey.cancel')}
          save={saveDemographics}
          onDone={(result) => {
            setResearch(false);
            void qc.invalidateQueries({ queryKey: DEMOGRAPHICS_KEY });
            if (result === 'saved') onNote(t('data.researchSaved'));
          }}
        />
      )}
      {research && saved.isError && (
        <ResearchQuestionsDialog
          closeLabel={t('survey.cancel')}
          save={saveDemographics}
          onDone={(result) => {
            setResearch(false);
            if (result === 'saved') onNote(t('data.researchSaved'));
          }}
        />
      )}
      <ConfirmationDialog
        open={askWipe}
        title={t('wipe.confirmTitle')}
        text={t('wipe.confirmText')}
        confirmLabel={t('wipe.confirm')}
        cancelLabel={t('survey.cancel')}
        onCancel={() => setAskWipe(false)}
        onConfirm={async () => {
          setAskWipe(false);
          try {
            const r = await requestWipeOut();
            onNote(t('wipe.sent', { email: r.sentTo }));
          } catch (e) {
            onNote(errorText(e, t));
          }
        }}
      />
    </Paper>
  );
}

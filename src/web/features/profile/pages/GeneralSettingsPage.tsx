import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SNACKBAR_LONG_MS } from '../../../../shared/constants';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { YourDataSection } from '../../data-export';
import { ProfileBadgeSections } from '../../gamification';
import { NotificationProfileSections } from '../../notifications';
import { PersonalDetailsForm } from '../components/PersonalDetailsForm';
import { PreferencesForm } from '../components/PreferencesForm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" id={id} aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id={`${id}-title`} component="h2" variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Profile: personal details, language and theme, notification choices, badges and certificates, your data. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation('profile');
  const { hash } = useLocation();
  // the message's key, translated when shown: after a language change it reads in the new language
  const [message, setMessage] = useState<'saved' | 'saveFailed' | null>(null);
  const saved = () => setMessage('saved');
  const failed = () => setMessage('saveFailed');

  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  usePageTitle(t('title'));
  return (
    <Box>
      <PageTitle sx={{ mb: 2 }}>{t('title')}</PageTitle>
      <Section id="personal" title={t('personal')}>
        <PersonalDetailsForm onSaved={saved} onFailed={failed} />
      </Section>
      <Section id="preferences" title={t('preferences')}>
        <PreferencesForm onSaved={saved} onFailed={failed} />
      </Section>
      {/* the notifications feature's sections: e-mail choices (and the calendar feed) */}
      <NotificationProfileSections />
      {/* the gamification feature's sections: badges, Stride certificates, leadership certificates */}
      <ProfileBadgeSections Section={Section} />
      {/* the data export's section: everything Stride holds about the person, to take away (issue 34) */}
      <YourDataSection Section={Section} />
      <Snackbar
        open={message !== null}
        autoHideDuration={SNACKBAR_LONG_MS}
        onClose={() => setMessage(null)}
        message={message ? t(message) : ''}
      />
    </Box>
  );
}

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { CalendarFeed } from './CalendarFeed';
import { EmailPreferences } from './EmailPreferences';

/** What notifications add to the profile page (inserted in one place there): the e-mail choices and the calendar. */
export function NotificationProfileSections() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <Paper
        component="section"
        id="email-notifications"
        aria-labelledby="email-notifications-title"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
      >
        <Typography id="email-notifications-title" component="h2" variant="h2" gutterBottom>
          {t('email.title')}
        </Typography>
        <QueryBoundary>
          <EmailPreferences />
        </QueryBoundary>
      </Paper>
      <Paper
        component="section"
        id="calendar-feed"
        aria-labelledby="calendar-feed-title"
        sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
      >
        <Typography id="calendar-feed-title" component="h2" variant="h2" gutterBottom>
          {t('calendar.title')}
        </Typography>
        <QueryBoundary>
          <CalendarFeed />
        </QueryBoundary>
      </Paper>
    </>
  );
}

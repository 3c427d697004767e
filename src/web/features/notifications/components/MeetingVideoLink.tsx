import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { conferenceLink } from '../../../../shared/domain/conference';
import { calendarAccountQuery } from '../api/calendar';

/**
 * A meeting's video link on the page, as its invitation carries it: derived from the owner's conference provider
 * by the same function the server uses. Nothing while the choice loads, or when the owner chose none.
 */
export function MeetingVideoLink(props: { meetingId: number }) {
  const { t } = useTranslation('notifications');
  const { data } = useQuery(calendarAccountQuery());
  const url = conferenceLink(data?.conference ?? null, props.meetingId);
  if (!url) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t('calendar.conference.meetingLink')}{' '}
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>
    </Typography>
  );
}

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The reasons the server gives when a session is over (its 401 codes); any other text in the URL is ignored. */
const REASONS = ['SESSION_ENDED', 'SESSION_EXPIRED', 'SESSION_REUSED', 'ACCOUNT_DISABLED'] as const;
type Reason = (typeof REASONS)[number];

/** On the login page: why the person was sent here (issue 21, point 14). */
export function SessionEndNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation('errors');
  const known = REASONS.find((r): r is Reason => r === reason);
  if (!known) return null;
  return (
    <Alert severity={known === 'SESSION_EXPIRED' ? 'info' : 'warning'} role="alert" sx={{ mb: 2 }}>
      {t(`codes.${known}`)}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EmptyLayout } from '../../../app/layouts/EmptyLayout';
import { isSignedIn } from '../../../lib/auth/session-hint';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { guestTransport } from '../api/chat';
import { ChatPanel } from '../components/ChatPanel';
import { browserGuestUuid } from '../guest-uuid';
import { useChat } from '../use-chat';

/** Where /arisa sends a signed-in person: the dashboard, with their assistant open. */
export const SIGNED_IN_ASSISTANT = '/dashboard/main-dashboard?assistant=open';

function GuestChat({ token }: { token: string }) {
  const transport = useMemo(() => guestTransport(token, browserGuestUuid()), [token]);
  const chat = useChat(transport);
  return <ChatPanel chat={chat} guest autoFocus />;
}

/**
 * /arisa?token=... (no sign-in): survey respondents and crew members chat with the assistant through the token of
 * the link they came with. Nothing about them is used: the assistant answers from our content only.
 */
export default function ArisaPage() {
  const { t } = useTranslation('assistant-chat');
  usePageTitle(t('guest.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // a signed-in person without a guest link gets their own assistant (it reads their data), not the guest page
  if (!token && isSignedIn()) return <Navigate to={SIGNED_IN_ASSISTANT} replace />;
  return (
    <EmptyLayout>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <Stack direction="row" sx={{ mb: 1, justifyContent: 'flex-end' }}>
          <LanguageSelect />
        </Stack>
        <PageTitle>{t('guest.title')}</PageTitle>
        <Typography sx={{ mt: 0.5 }}>{t('guest.intro')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('guest.privacy')}
        </Typography>
        {token ? (
          <Paper
            component="section"
            aria-label={t('guest.chat')}
            variant="outlined"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              height: 'min(640px, calc(100vh - 240px))',
              minHeight: 360,
            }}
          >
            <GuestChat token={token} />
          </Paper>
        ) : (
          <Alert severity="info">{t('guest.noToken')}</Alert>
        )}
      </Box>
    </EmptyLayout>
  );
}

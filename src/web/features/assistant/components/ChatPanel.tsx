import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../use-chat';
import { Composer } from './Composer';
import { entryText, MessageList } from './MessageList';

const EXAMPLES = ['practise', 'feedback', 'profile'] as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A conversation: the messages (or a welcome with example questions), the question field, and a polite live
 * region that reads out each answer once it is finished, not word by word.
 */
export function ChatPanel({
  chat,
  guest,
  onNavigate,
  autoFocus,
}: {
  chat: Chat;
  guest: boolean;
  onNavigate?(): void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('assistant-chat');
  const announced = chat.state.entries.find((e) => e.key === chat.state.announceKey);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {chat.state.entries.length === 0 ? (
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2 }}>
          <Typography variant="body1" gutterBottom>
            {guest ? t('guest.welcome') : t('welcome')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('tryAsking')}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            {EXAMPLES.filter((k) => !guest || k !== 'profile').map((k) => (
              <Button
                key={k}
                size="small"
                variant="outlined"
                sx={{ textAlign: 'left', textTransform: 'none' }}
                onClick={() => chat.send(t(`examples.${k}`))}
              >
                {t(`examples.${k}`)}
              </Button>
            ))}
          </Box>
        </Box>
      ) : (
        <MessageList chat={chat} guest={guest} onNavigate={onNavigate} />
      )}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announced ? t('announce', { text: entryText(announced, t) }) : ''}
      </Box>
      <Composer thinking={chat.state.thinking} onSend={chat.send} autoFocus={autoFocus} guest={guest} />
    </Box>
  );
}

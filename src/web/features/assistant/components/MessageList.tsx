import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry, FailureReason } from '../chat-state';
import type { Chat } from '../use-chat';
import { AnswerActions } from './AnswerActions';
import { AnswerSources } from './AnswerSources';

const FAILURE_HINTS: Record<FailureReason, string | null> = {
  TOO_MANY: 'failureTooMany',
  OFF: 'failureOff',
  TOO_LONG: 'failureTooLong',
  LINK: 'failureLink',
  STALLED: 'failureStalled',
  OTHER: null,
};

/** What a bubble reads: the answer, or on failure 'Sorry, I couldn't understand that.'. */
export function entryText(entry: ChatEntry, t: (key: string) => string): string {
  return entry.status === 'failed' ? t('failure') : entry.text;
}

function Bubble({
  entry,
  chat,
  guest,
  onNavigate,
}: {
  entry: ChatEntry;
  chat: Chat;
  guest: boolean;
  onNavigate?(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const mine = entry.role === 'user';
  const text = entryText(entry, t);
  const hint = entry.failure ? FAILURE_HINTS[entry.failure] : null;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
      data-role={entry.role}
      data-status={entry.status}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {mine ? t('you') : t('name')}
      </Typography>
      <Box
        sx={{
          maxWidth: '88%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: (theme) =>
            mine
              ? theme.palette.primary.main
              : entry.status === 'failed'
                ? alpha(theme.palette.error.main, 0.08)
                : theme.palette.grey[100],
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: entry.status === 'failed' ? 1 : 0,
          borderColor: 'error.main',
        }}
      >
        {entry.status === 'streaming' && text === '' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} aria-hidden="true" />
            <Typography variant="body2">{t('thinking')}</Typography>
          </Box>
        ) : (
          // the person's and the assistant's words render as text, line breaks kept
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid={mine ? undefined : 'answer-text'}
          >
            {text}
          </Typography>
        )}
        {hint && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t(hint)}
          </Typography>
        )}
        {!mine && entry.status === 'done' && (
          <AnswerSources
            citations={entry.citations}
            actions={entry.actions}
            guest={guest}
            onNavigate={onNavigate}
          />
        )}
      </Box>
      {!mine && entry.status !== 'streaming' && (
        <AnswerActions
          entry={entry}
          text={text}
          thinking={chat.state.thinking}
          onRate={(feedback, comment) =>
            entry.messageId === null
              ? Promise.resolve()
              : chat.rate(entry.key, entry.messageId, feedback, comment)
          }
          onRetry={() => chat.retry(entry.key, entry.question)}
        />
      )}
    </Box>
  );
}

/** The conversation, oldest first; it follows a growing answer down unless the person scrolled up to read. */
export function MessageList({
  chat,
  guest,
  onNavigate,
}: {
  chat: Chat;
  guest: boolean;
  onNavigate?(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const last = chat.state.entries.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the last bubble grows
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [chat.state.entries.length, last?.text, last?.status]);
  return (
    <Box
      ref={box}
      tabIndex={0}
      role="region"
      aria-label={t('conversation')}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1.5, pt: 1.5, outlineOffset: -2 }}
    >
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {chat.state.entries.map((e) => (
          <Bubble key={e.key} entry={e} chat={chat} guest={guest} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}

import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_MESSAGE_MAX } from '../../../../shared/contracts/assistant';
import { canSend } from '../chat-state';

/** Shown under the field once the question is this close to the limit. */
const COUNT_FROM = ASSISTANT_MESSAGE_MAX - 500;

/**
 * The question field: Enter sends, Shift+Enter starts a new line. Nothing is sent while the assistant is writing,
 * nor when the field holds only spaces.
 */
export function Composer(props: {
  thinking: boolean;
  onSend(text: string): boolean;
  autoFocus?: boolean;
  guest?: boolean;
}) {
  const { t } = useTranslation('assistant-chat');
  const [text, setText] = useState('');
  const ready = canSend(text, props.thinking);
  const submit = () => {
    if (ready && props.onSend(text)) setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        autoFocus={props.autoFocus}
        multiline
        maxRows={4}
        fullWidth
        size="small"
        label={t('input')}
        placeholder={props.guest ? t('guest.placeholder') : t('placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        slotProps={{ htmlInput: { maxLength: ASSISTANT_MESSAGE_MAX } }}
        helperText={
          props.thinking
            ? t('waitForAnswer')
            : text.length >= COUNT_FROM
              ? t('count', { length: text.length, max: ASSISTANT_MESSAGE_MAX })
              : undefined
        }
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label={t('send')}
        disabled={!ready}
        sx={{ mb: props.thinking || text.length >= COUNT_FROM ? 3 : 0.25 }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}

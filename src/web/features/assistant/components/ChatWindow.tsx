import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import { signedInTransport } from '../api/chat';
import { assistantKeys } from '../api/keys';
import { threadQuery } from '../api/threads';
import { shareHome } from '../clipboard';
import { CHAT_WINDOW_ID, CHAT_Z_INDEX } from '../constants';
import { useChat } from '../use-chat';
import { useWindowBox } from '../use-window-box';
import { moveBox } from '../window-geometry';
import { ChatPanel } from './ChatPanel';
import { ThreadList } from './ThreadList';
import { MoveHandle, ResizeHandle, useBoxGesture } from './WindowHandles';

function HeaderButton(props: { label: string; onClick(): void; children: ReactNode; pressed?: boolean }) {
  return (
    <Tooltip title={props.label} enterDelay={10}>
      <IconButton
        size="small"
        color="inherit"
        aria-label={props.label}
        aria-pressed={props.pressed}
        onClick={props.onClick}
      >
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The signed-in person's chat window: dragged by its title bar (or the move handle with the arrow keys), resized
 * from its corner, remembered per person; full screen on a phone. Threads: the list of past conversations, a new
 * one, deleting one. It stays mounted while closed, so an answer being written goes on.
 */
export default function ChatWindow({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: number;
  onClose(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const qc = useQueryClient();
  const { box, view, phone, change } = useWindowBox(userId);
  const [showThreads, setShowThreads] = useState(false);
  const onThread = useCallback(() => void qc.invalidateQueries({ queryKey: assistantKeys.threads }), [qc]);
  const chat = useChat(signedInTransport, onThread);
  const headerGesture = useBoxGesture(moveBox, box, view, change);

  const openThread = async (threadId: number) => {
    try {
      chat.open(await qc.fetchQuery({ ...threadQuery(threadId), staleTime: 0 }));
      setShowThreads(false);
    } catch (e) {
      toast({ message: errorText(e, t), severity: 'error' });
    }
  };
  const startNew = () => {
    chat.open(null);
    setShowThreads(false);
  };
  const closeOnPhoneAfterNavigating = phone ? onClose : undefined;

  return (
    <Paper
      id={CHAT_WINDOW_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="assistant-title"
      elevation={8}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) onClose();
      }}
      sx={{
        position: 'fixed',
        zIndex: CHAT_Z_INDEX,
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        overflow: 'hidden',
        ...(phone
          ? { inset: 0, borderRadius: 0 }
          : { left: box.x, top: box.y, width: box.width, height: box.height, borderRadius: 2 }),
      }}
    >
      <Box
        {...(phone ? {} : headerGesture)}
        onKeyDown={undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          cursor: phone ? 'default' : 'move',
          userSelect: 'none',
          touchAction: phone ? 'auto' : 'none',
        }}
      >
        {!phone && <MoveHandle box={box} view={view} change={change} />}
        <Typography
          id="assistant-title"
          component="h2"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 600, pl: phone ? 1 : 0 }}
        >
          {t('title')}
        </Typography>
        <HeaderButton
          label={t('threads.show')}
          pressed={showThreads}
          onClick={() => setShowThreads((v) => !v)}
        >
          <ForumIcon fontSize="small" />
        </HeaderButton>
        <HeaderButton label={t('threads.new')} onClick={startNew}>
          <AddCommentIcon fontSize="small" />
        </HeaderButton>
        <HeaderButton
          label={t('share', { product: PRODUCT_NAME })}
          onClick={() =>
            void shareHome(PRODUCT_NAME, t('linkCopied', { product: PRODUCT_NAME }), t('copyFailed'))
          }
        >
          <ShareIcon fontSize="small" />
        </HeaderButton>
        <HeaderButton label={t('close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </HeaderButton>
      </Box>
      {showThreads ? (
        <ThreadList
          currentThreadId={chat.state.threadId}
          onOpen={(id) => void openThread(id)}
          onNew={startNew}
          onDeleted={(id) => {
            if (id === chat.state.threadId) chat.open(null);
          }}
        />
      ) : (
        <ChatPanel chat={chat} guest={false} onNavigate={closeOnPhoneAfterNavigating} autoFocus />
      )}
      {!phone && <ResizeHandle box={box} view={view} change={change} />}
    </Paper>
  );
}

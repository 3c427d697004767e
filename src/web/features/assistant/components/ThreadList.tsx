import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadSummary } from '../../../../shared/contracts/assistant';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { toast } from '../../../ui/toasts';
import { useDeleteThread, useThreads } from '../api/threads';

/** The person's past conversations: open one, start a new one, delete one (after a confirmation). */
export function ThreadList(props: {
  currentThreadId: number | null;
  onOpen(threadId: number): void;
  onNew(): void;
  onDeleted(threadId: number): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const format = useFormat();
  const threads = useThreads(true);
  const remove = useDeleteThread();
  const [asked, setAsked] = useState<ThreadSummary | null>(null);

  const confirmDelete = () => {
    if (!asked) return;
    remove.mutate(asked.threadId, {
      onSuccess: ({ threadId }) => {
        setAsked(null);
        props.onDeleted(threadId);
        toast({ message: t('threads.deleted'), severity: 'success' });
      },
      onError: (e) => {
        setAsked(null);
        toast({ message: errorText(e, t), severity: 'error' });
      },
    });
  };

  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h3" variant="h3">
          {t('threads.title')}
        </Typography>
        <Button size="small" startIcon={<AddCommentIcon />} onClick={props.onNew}>
          {t('threads.new')}
        </Button>
      </Box>
      {threads.isPending && <CircularProgress size={24} aria-label={t('threads.loading')} />}
      {threads.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void threads.refetch()}>
              {t('threads.retry')}
            </Button>
          }
        >
          {t('threads.failed')}
        </Alert>
      )}
      {threads.data?.length === 0 && <Typography color="text.secondary">{t('threads.empty')}</Typography>}
      {threads.data && threads.data.length > 0 && (
        <List dense aria-label={t('threads.title')}>
          {threads.data.map((th) => (
            <ListItem
              key={th.threadId}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('threads.delete', { title: th.title })}
                  onClick={() => setAsked(th)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemButton
                selected={th.threadId === props.currentThreadId}
                aria-current={th.threadId === props.currentThreadId ? 'true' : undefined}
                onClick={() => props.onOpen(th.threadId)}
              >
                <ListItemText
                  primary={th.title}
                  secondary={`${format.date(th.updatedAt)} · ${t('threads.messages', { count: th.messageCount })}`}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmationDialog
        open={asked !== null}
        title={t('threads.deleteTitle')}
        text={t('threads.deleteText', { title: asked?.title ?? '' })}
        confirmLabel={t('threads.deleteConfirm')}
        cancelLabel={t('threads.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setAsked(null)}
      />
    </Box>
  );
}

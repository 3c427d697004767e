import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PlanComment, PlanSection, PlanThread } from '../../../../shared/contracts/plan';
import { isApiError } from '../../../lib/api/errors';
import { useFormat } from '../../../lib/i18n/use-format';
import { muiField } from '../../../ui/form';
import { useResolveComment, useSaveComment, useThreads } from '../api/comments';
import type { GuestAccess } from '../api/keys';

const commentForm = z.object({ content: z.string().trim().min(1).max(2000) });
type CommentForm = z.infer<typeof commentForm>;

/** One comment: its author, time and text. The text renders as text, never as HTML. */
function CommentText({ c, reply = false }: { c: PlanComment; reply?: boolean }) {
  const when = useFormat().dateTime(c.createdAt);
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.5, pl: reply ? 2 : 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {c.senderName}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {when}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {c.content}
      </Typography>
    </Box>
  );
}

function CommentInput({
  label,
  button,
  busy,
  onSend,
}: {
  label: string;
  button: string;
  busy: boolean;
  onSend: (content: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('plan');
  const { register, handleSubmit, reset, formState } = useForm<CommentForm>({
    resolver: zodResolver(commentForm),
    defaultValues: { content: '' },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(async (v) => {
        try {
          await onSend(v.content);
          reset({ content: '' });
        } catch {
          // the panel shows the failure; the text stays to try again
        }
      })}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        {...muiField(register('content'))}
        label={label}
        size="small"
        multiline
        maxRows={6}
        fullWidth
        error={Boolean(formState.errors.content)}
        helperText={formState.errors.content ? t('comments.required') : undefined}
      />
      <Button type="submit" variant="outlined" disabled={busy}>
        {button}
      </Button>
    </Box>
  );
}

/** One thread: collapsed to its first line, or expanded with replies, the reply box and Resolve. */
function Thread({
  thread,
  expanded,
  onToggle,
  canComment,
  busy,
  onReply,
  onResolve,
}: {
  thread: PlanThread;
  expanded: boolean;
  onToggle: () => void;
  canComment: boolean;
  busy: boolean;
  onReply: (content: string) => Promise<unknown>;
  onResolve: () => void;
}) {
  const { t } = useTranslation('plan');
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      sx={{ borderLeft: 3, borderLeftColor: thread.resolved ? 'divider' : 'primary.main' }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`thread-${thread.id}`}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minWidth: 0, width: '100%' }}
        >
          <Chip
            size="small"
            color={thread.resolved ? 'default' : 'primary'}
            variant={thread.resolved ? 'filled' : 'outlined'}
            label={thread.resolved ? t('comments.resolved') : t('comments.open')}
          />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {thread.senderName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('comments.replies', { count: thread.replies.length })}
          </Typography>
          {!expanded && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                flexBasis: '100%',
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {thread.content}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`thread-${thread.id}`}>
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          <CommentText c={thread} />
          {thread.replies.map((r) => (
            <CommentText key={r.id} c={r} reply />
          ))}
        </Box>
        {!thread.resolved && canComment && (
          <>
            <CommentInput
              label={t('comments.replyTo', { name: thread.senderName })}
              button={t('comments.reply')}
              busy={busy}
              onSend={onReply}
            />
            <Button size="small" sx={{ mt: 0.5 }} onClick={onResolve}>
              {t('comments.resolve')}
            </Button>
          </>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The comment threads of one section: one open (unresolved) thread per section, replies, resolve. One thread is
 * expanded at a time (the open one unless the reader picks another); other sections keep their own threads.
 */
export function CommentsPanel({
  planId,
  section,
  guest,
  canComment,
}: {
  planId: number;
  section: PlanSection;
  guest?: GuestAccess | null;
  canComment: boolean;
}) {
  const { t } = useTranslation('plan');
  const threads = useThreads(section.id, guest);
  const save = useSaveComment(planId, section.id, guest);
  const resolve = useResolveComment(planId, section.id, guest);
  // undefined: the reader has not chosen, so the open thread is the expanded one
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const items = threads.data?.items ?? [];
  const open = items.find((x) => !x.resolved);
  const expanded = chosen === undefined ? (open?.id ?? null) : chosen;
  const headingId = `comments-${section.id}`;
  const failure = save.error ?? resolve.error;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, mt: 3 }}
      className="no-print"
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {t('comments.title')}
      </Typography>
      {threads.data && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('comments.empty')}
        </Typography>
      )}
      <Stack spacing={1}>
        {items.map((thread) => (
          <Thread
            key={thread.id}
            thread={thread}
            expanded={expanded === thread.id}
            onToggle={() => setChosen(expanded === thread.id ? null : thread.id)}
            canComment={canComment}
            busy={save.isPending}
            onReply={(content) => save.mutateAsync({ content, parentId: thread.id })}
            onResolve={() => resolve.mutate(thread.id, { onSuccess: () => setChosen(undefined) })}
          />
        ))}
      </Stack>
      {canComment && threads.data && !open && (
        <CommentInput
          label={t('comments.new')}
          button={t('comments.send')}
          busy={save.isPending}
          onSend={(content) =>
            save.mutateAsync({ content }).then((r) => {
              setChosen(undefined);
              return r;
            })
          }
        />
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {isApiError(failure, 409) && failure.code === 'THREAD_OPEN'
            ? t('comments.openedMeanwhile')
            : t('comments.failed')}
        </Alert>
      )}
    </Paper>
  );
}

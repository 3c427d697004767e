import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PlanComment, PlanSection } from '../../../../shared/contracts/plan';
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

/** The comment threads of one section: one open thread per plan at a time, replies, resolve. */
export function CommentsPanel({
  planId,
  section,
  sections,
  guest,
  canComment,
}: {
  planId: number;
  section: PlanSection;
  sections: PlanSection[];
  guest?: GuestAccess | null;
  canComment: boolean;
}) {
  const { t } = useTranslation('plan');
  const threads = useThreads(section.id, guest);
  const save = useSaveComment(planId, section.id, guest);
  const resolve = useResolveComment(planId, section.id, guest);
  const openElsewhere = sections.find((s) => s.openThreadId !== null && s.id !== section.id);
  const headingId = `comments-${section.id}`;

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
      {threads.data?.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('comments.empty')}
        </Typography>
      )}
      <Stack spacing={2}>
        {threads.data?.items.map((thread) => (
          <Box
            key={thread.id}
            sx={{ borderLeft: 3, borderColor: thread.resolved ? 'divider' : 'primary.main', pl: 1.5 }}
          >
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              <CommentText c={thread} />
              {thread.replies.map((r) => (
                <CommentText key={r.id} c={r} reply />
              ))}
            </Box>
            {thread.resolved ? (
              <Chip size="small" label={t('comments.resolved')} />
            ) : (
              canComment && (
                <>
                  <CommentInput
                    label={t('comments.replyTo', { name: thread.senderName })}
                    button={t('comments.reply')}
                    busy={save.isPending}
                    onSend={(content) => save.mutateAsync({ content, parentId: thread.id })}
                  />
                  <Button
                    size="small"
                    sx={{ mt: 0.5 }}
                    onClick={() => resolve.mutate(thread.id)}
                    disabled={resolve.isPending}
                  >
                    {t('comments.resolve')}
                  </Button>
                </>
              )
            )}
          </Box>
        ))}
      </Stack>
      {canComment && section.openThreadId === null && !openElsewhere && (
        <CommentInput
          label={t('comments.new')}
          button={t('comments.send')}
          busy={save.isPending}
          onSend={(content) => save.mutateAsync({ content })}
        />
      )}
      {canComment && openElsewhere && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('comments.openElsewhere', { section: t(`sections.${openElsewhere.type}`) })}
        </Alert>
      )}
      {(save.isError || resolve.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('saveFailed')}
        </Alert>
      )}
    </Paper>
  );
}

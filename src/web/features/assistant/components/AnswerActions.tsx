import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ReplayIcon from '@mui/icons-material/Replay';
import ThumbDownIcon from '@mui/icons-material/ThumbDownAlt';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_MEDIUM_MS } from '../../../../shared/constants';
import type { Feedback } from '../../../../shared/contracts/assistant';
import { errorText } from '../../../lib/api/error-text';
import { toast } from '../../../ui/toasts';
import type { ChatEntry } from '../chat-state';
import { copyWithToast } from '../clipboard';
import { DislikeDialog } from './DislikeDialog';

/** Spec: tooltips show after 10 ms. */
const TOOLTIP_DELAY = 10;

/** Under a finished answer: copy, thumb up, thumb down (with the dialog), ask again. */
export function AnswerActions(props: {
  entry: ChatEntry;
  /** an answer is being written: asking again waits */
  thinking: boolean;
  text: string;
  onRate(feedback: Feedback, comment?: string): Promise<void>;
  onRetry(): void;
}) {
  const { t } = useTranslation('assistant-chat');
  const { entry } = props;
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const rated = entry.messageId !== null;

  const like = async () => {
    if (entry.feedback === 'LIKE') return;
    try {
      await props.onRate('LIKE');
    } catch (e) {
      toast({ message: errorText(e, t, { otherwise: 'assistant-chat:rateFailed' }), severity: 'error' });
    }
  };
  const dislike = async (comment: string) => {
    setBusy(true);
    setDialogError(null);
    try {
      await props.onRate('DISLIKE', comment || undefined);
      setDialog(false);
      toast({ message: t('thanks'), ms: SNACKBAR_MEDIUM_MS });
    } catch (e) {
      setDialogError(errorText(e, t, { otherwise: 'assistant-chat:rateFailed' }));
    } finally {
      setBusy(false);
    }
  };
  const button = (label: string, onClick: () => void, icon: React.ReactNode, extra?: object) => (
    <Tooltip title={label} enterDelay={TOOLTIP_DELAY}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} {...extra}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box sx={{ display: 'flex', gap: 0.25, mt: 0.5 }}>
      {entry.status === 'done' &&
        button(
          t('copy'),
          () => void copyWithToast(props.text, t('copied'), t('copyFailed')),
          <ContentCopyIcon fontSize="small" />,
        )}
      {rated &&
        button(
          t('like'),
          () => void like(),
          entry.feedback === 'LIKE' ? (
            <ThumbUpIcon fontSize="small" />
          ) : (
            <ThumbUpOutlinedIcon fontSize="small" />
          ),
          { 'aria-pressed': entry.feedback === 'LIKE' },
        )}
      {rated &&
        button(
          t('dislike'),
          () => {
            setDialogError(null);
            setDialog(true);
          },
          entry.feedback === 'DISLIKE' ? (
            <ThumbDownIcon fontSize="small" />
          ) : (
            <ThumbDownOutlinedIcon fontSize="small" />
          ),
          { 'aria-pressed': entry.feedback === 'DISLIKE' },
        )}
      {button(t('retry'), props.onRetry, <ReplayIcon fontSize="small" />, { disabled: props.thinking })}
      <DislikeDialog
        open={dialog}
        busy={busy}
        error={dialogError}
        onSubmit={(c) => void dislike(c)}
        onClose={() => setDialog(false)}
      />
    </Box>
  );
}

import AssistantIcon from '@mui/icons-material/AssistantOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasEntitlement } from '../../../../shared/domain/entitlements';
import { useSubscriptionPlan } from '../../../lib/session/subscription-plan';
import { useUserState } from '../../../lib/session/user-state';
import { CHAT_WINDOW_ID } from '../constants';

const ChatWindow = lazy(() => import('./ChatWindow'));

/**
 * The assistant's toggle button on every page of the personal and team areas, unless the organisation turned the
 * assistant off or its licence does not include it, and while an operator impersonates the person. The window loads on the first open and then stays, so a conversation survives closing it.
 */
export function AssistantLauncher({ bottomOffset = 0 }: { bottomOffset?: number }) {
  const { t } = useTranslation('assistant-chat');
  const user = useUserState();
  const plan = useSubscriptionPlan();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // off for the organisation or not in its licence; and while someone acts as the person, their conversations
  // stay private
  const available =
    user.clientSettings.aiAssistantEnabled && hasEntitlement(plan.features, 'arisa-ai-assistant');
  if (!available || user.impersonator) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const label = open ? t('closeAssistant') : t('openAssistant');
  return (
    <>
      <Tooltip title={label} enterDelay={10} placement="left">
        <Fab
          ref={button}
          color="primary"
          aria-label={label}
          aria-expanded={open}
          aria-controls={loaded ? CHAT_WINDOW_ID : undefined}
          onClick={() => {
            setLoaded(true);
            setOpen((v) => !v);
          }}
          sx={{ position: 'fixed', right: 24, bottom: 24 + bottomOffset, zIndex: 1200 }}
        >
          {open ? <CloseIcon /> : <AssistantIcon />}
        </Fab>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ChatWindow open={open} userId={user.userId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

import AssistantIcon from '@mui/icons-material/AssistantOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { hasEntitlement } from '../../../../shared/domain/entitlements';
import { subscriptionPlanQuery, useSubscriptionPlan } from '../../../lib/session/subscription-plan';
import { useUserState } from '../../../lib/session/user-state';
import { CHAT_WINDOW_ID } from '../constants';

const ChatWindow = lazy(() => import('./ChatWindow'));

/** The button's distance from the window's right and bottom edges (above the compact layout's bottom bar). */
const EDGE = 24;
/** MUI's large Fab */
const FAB_SIZE = 56;
/**
 * The room the page keeps free for the button: its size, its distance from the edge and a gap. The desktop page
 * keeps it on its right, the compact one below its content, so no card sits under the button.
 */
export const ASSISTANT_CLEARANCE = EDGE + FAB_SIZE + 16;

/**
 * Whether the launcher shows, for the layouts to keep its room free. It does not wait for the licence: until it
 * is known, the page keeps no room.
 */
export function useAssistantShown(): boolean {
  const user = useUserState();
  const plan = useQuery(subscriptionPlanQuery);
  return Boolean(plan.data && assistantAvailable(user, plan.data.features));
}

/**
 * Off for the organisation or not in its licence; and while someone acts as the person, their conversations stay
 * private.
 */
function assistantAvailable(
  user: ReturnType<typeof useUserState>,
  features: Parameters<typeof hasEntitlement>[0],
): boolean {
  return (
    user.clientSettings.aiAssistantEnabled &&
    hasEntitlement(features, 'arisa-ai-assistant') &&
    !user.impersonator
  );
}

/**
 * The assistant's toggle button on every page of the personal and team areas, unless the organisation turned the
 * assistant off or its licence does not include it, and while an operator impersonates the person. The window loads on the first open and then stays, so a conversation survives closing it.
 */
export function AssistantLauncher({ bottomOffset = 0 }: { bottomOffset?: number }) {
  const { t } = useTranslation('assistant-chat');
  const user = useUserState();
  const plan = useSubscriptionPlan();
  // '?assistant=open' (where /arisa sends a signed-in person) opens the window at once
  const [params] = useSearchParams();
  const openAtOnce = params.get('assistant') === 'open';
  const [open, setOpen] = useState(openAtOnce);
  const [loaded, setLoaded] = useState(openAtOnce);
  const button = useRef<HTMLButtonElement>(null);
  if (!assistantAvailable(user, plan.features)) return null;

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
          sx={{ position: 'fixed', right: EDGE, bottom: EDGE + bottomOffset, zIndex: 1200 }}
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

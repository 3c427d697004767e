/**
 * What the shell and other features may use of the assistant (issue 16): the toggle button and its window (the
 * signed-in shell places it), the console's chat-platform settings and usage card, the guest pages' link to the guest assistant, and the guest and
 * external-auth pages (the router loads them on demand).
 */
export { ASSISTANT_CLEARANCE, AssistantLauncher, useAssistantShown } from './components/AssistantLauncher';
export { AssistantSettings } from './components/AssistantSettings';
export { AssistantUsageCard } from './components/AssistantUsageCard';
export { GuestAssistantLink } from './components/GuestAssistantLink';
export const loadArisaPage = () => import('./pages/ArisaPage');
export const loadExternalAuthPage = () => import('./pages/ExternalAuthPage');

import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches, useNavigation, useSearchParams } from 'react-router';
import { MOBILE_BREAKPOINT } from '../../../shared/constants';
import { ConversionDialog } from '../../features/assessment/components/ConversionDialog';
import { ASSISTANT_CLEARANCE, AssistantLauncher, useAssistantShown } from '../../features/assistant';
import { CongratulationDialog } from '../../features/gamification';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { storedLanguage } from '../../lib/i18n/languages';
import { useUserState } from '../../lib/session/user-state';
import { useTracking } from '../../lib/tracking/tracking';
import { PageLoader } from '../../ui/PageLoader';
import { BOTTOM_BAR_HEIGHT, CompactLayout } from './CompactLayout';
import { DenseLayout } from './DenseLayout';
import { EmptyLayout } from './EmptyLayout';
import { ImpersonationFrame } from './ImpersonationFrame';
import { chooseLayout } from './layout-choice';
import { SkipLink } from './SkipLink';
import { SocketToasts } from './SocketToasts';
import { useHashScroll } from './use-hash-scroll';

/** Applies the profile's language once, unless this browser already holds a choice. */
function useProfileLanguage() {
  const user = useUserState();
  useEffect(() => {
    if (!storedLanguage() && user.language !== currentLanguage()) void changeLanguage(user.language);
  }, [user.language]);
}

/** The signed-in shell: picks dense, compact or empty, and adds what every page has. */
export default function AppLayout() {
  const [params] = useSearchParams();
  const matches = useMatches();
  const navigation = useNavigation();
  const isMobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const assistant = useAssistantShown();
  useProfileLanguage();
  useHashScroll();
  // the spec's page, identify and group calls, only with the person's consent (issue 30 point 13)
  useTracking();
  const handle = matches.at(-1)?.handle as { layout?: unknown } | undefined;
  const layout = chooseLayout({ query: params.get('layout'), handle: handle?.layout, isMobile });
  const Layout = layout === 'compact' ? CompactLayout : layout === 'empty' ? EmptyLayout : DenseLayout;

  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' && (
        <LinearProgress
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1500 }}
          aria-hidden="true"
        />
      )}
      <Layout assistantSpace={assistant ? ASSISTANT_CLEARANCE : 0}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Layout>
      {/*
        The shell's own parts that appear after the page (badges, live toasts, dialogs) wait for their data and
        texts in their own boundary: otherwise the nearest one is the app's, which would hide the page for a
        moment, taking the focus (and what a person was typing) away from its form.
      */}
      {/* one boundary each: a part that suspends later (a toast's texts) must not hide the others meanwhile */}
      <Suspense fallback={null}>
        <AssistantLauncher bottomOffset={layout === 'compact' ? BOTTOM_BAR_HEIGHT : 0} />
      </Suspense>
      <Suspense fallback={null}>
        <ImpersonationFrame bottomOffset={layout === 'compact' ? BOTTOM_BAR_HEIGHT : 0} />
      </Suspense>
      <Suspense fallback={null}>
        <SocketToasts />
      </Suspense>
      <Suspense fallback={null}>
        <CongratulationDialog />
      </Suspense>
      <Suspense fallback={null}>
        <ConversionDialog />
      </Suspense>
    </>
  );
}

import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { DEFAULT_HOME, loginUrl } from '../../shared/domain/safe-redirect';
import { consoleGuardLoader, consoleLandingLoader, sectionGuard } from '../features/console/console-guard';
import { CONSOLE_SECTIONS } from '../features/console/sections';
import { setUnauthenticatedHandler } from '../lib/api/client';
import { InitialLoader } from '../ui/PageLoader';
import { appGuardLoader, teamGuestLoader, tokenOnlyLoader } from './guards';
import { RouteErrorPage } from './RouteErrorPage';
import { appPages } from './routes/app-pages';
import { page } from './routes/lazy-page';

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoader />,
    children: [
      { index: true, loader: () => redirect(DEFAULT_HOME) },
      { path: 'auth/login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
      {
        path: 'auth/forgot-password',
        lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')),
      },
      {
        path: 'auth/policy-consent',
        loader: tokenOnlyLoader,
        lazy: page(() => import('../features/auth/pages/PolicyConsentPage')),
      },
      { path: 'auth/register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
      { path: 'guest/set-password', lazy: page(() => import('../features/auth/pages/SetPasswordPage')) },
      {
        path: 'guest/join-organisation',
        lazy: page(() => import('../features/auth/pages/JoinOrganisationPage')),
      },
      // a guest from outside accepts a team invitation (issue 12)
      {
        path: 'guest/team-invitation',
        lazy: page(() => import('../features/teams/pages/TeamInvitationPage')),
      },
      // a team guest from outside sees only their team (decision 0039)
      {
        path: 'team-guest',
        loader: teamGuestLoader,
        lazy: page(() => import('../features/teams/pages/GuestTeamPage')),
      },
      {
        path: 'team-guest/:teamId/dashboard',
        loader: teamGuestLoader,
        lazy: page(() => import('../features/teams/pages/GuestTeamPage')),
      },
      {
        path: 'team-guest/:teamId/dashboard/:view',
        loader: teamGuestLoader,
        lazy: page(() => import('../features/teams/pages/GuestTeamPage')),
      },
      { path: 'wipeout/:token', lazy: page(() => import('../features/assessment/pages/WipeoutPage')) },
      // a participant answers the team alignment survey through their e-mailed link (issue 14)
      { path: 'team-alignment/survey', lazy: page(() => import('../features/alignment/pages/SurveyPage')) },
      { path: 'leader-360/rate', lazy: page(() => import('../features/leader360/pages/RaterPage')) },
      // a person's data export: the e-mailed one-time link (issue 34 point 8)
      { path: 'your-data/download', lazy: page(() => import('../features/data-export/pages/DownloadPage')) },
      // a sprint crew member's feedback and advice (issue 10), through their e-mailed link
      { path: 'development', lazy: page(() => import('../features/sprint-feedback/pages/DevelopmentPage')) },
      { path: 'survey/nominee', lazy: page(() => import('../features/assessment/pages/NomineeSurveyPage')) },
      // survey respondents and crew members chat with the assistant through their link's token (issue 16)
      { path: 'arisa', lazy: page(() => import('../features/assistant').then((m) => m.loadArisaPage())) },
      { path: 'access-denied', lazy: page(() => import('../features/access/pages/AccessDeniedPage')) },
      { path: 'error', lazy: page(() => import('../features/access/pages/ErrorPage')) },
      { path: 'not-found', lazy: page(() => import('../features/access/pages/NotFoundPage')) },
      // a plan guest and an invited network member come through e-mailed links, without signing in
      { path: 'plan-guest/:planId', lazy: page(() => import('../features/plan/pages/GuestPlanPage')) },
      // a certificate's public page: anyone may open it (no sign-in)
      {
        path: 'certification/:id',
        lazy: page(() => import('../features/gamification/pages/PublicCertificatePage')),
      },
      { path: 'plan/network/accept', lazy: page(() => import('../features/plan/pages/NetworkAcceptPage')) },
      // the unsubscribe link of notification e-mails (no sign-in)
      {
        path: 'notifications/unsubscribe',
        lazy: page(() => import('../features/notifications/pages/UnsubscribePage')),
      },
      // the websocket test (spec); its emit is ADMIN only in production
      { path: 'debug', lazy: page(() => import('../features/notifications/pages/DebugPage')) },
      {
        path: 'console',
        loader: consoleGuardLoader,
        lazy: page(() => import('../features/console/pages/ConsoleLayout')),
        children: [
          { index: true, loader: consoleLandingLoader },
          ...CONSOLE_SECTIONS.map(
            (s): RouteObject => ({ path: s.path, loader: sectionGuard(s.id), lazy: page(s.load) }),
          ),
          {
            path: 'nominees/:id',
            loader: sectionGuard('nominees'),
            lazy: page(() => import('../features/assessment/pages/NomineeResultPage')),
          },
        ],
      },
      {
        id: 'app',
        loader: appGuardLoader,
        lazy: page(() => import('./layouts/AppLayout')),
        // a page that fails shows its error where it was: the header and navigation stay
        children: appPages.map((r) => ({ ...r, errorElement: <RouteErrorPage inShell /> })),
      },
      // an unknown address keeps its URL and says "Page not found", with a way back
      { path: '*', lazy: page(() => import('../features/access/pages/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

setUnauthenticatedHandler((reason) => {
  const { pathname, search } = window.location;
  const url = loginUrl(pathname + search);
  // the login page says why when the server did (session ended elsewhere, account deactivated, ...)
  const why = reason ? `${url.includes('?') ? '&' : '?'}reason=${encodeURIComponent(reason)}` : '';
  void router.navigate(url + why, { replace: true });
});

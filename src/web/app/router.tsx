import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { DEFAULT_HOME, loginUrl } from '../../shared/domain/safe-redirect';
import { consoleGuardLoader, consoleLandingLoader, sectionGuard } from '../features/console/console-guard';
import { CONSOLE_SECTIONS } from '../features/console/sections';
import { setUnauthenticatedHandler } from '../lib/api/client';
import { InitialLoader } from '../ui/PageLoader';
import { appGuardLoader, teamGuestLoader, tokenOnlyLoader } from './guards';
import { RouteErrorPage } from './RouteErrorPage';
import { PENDING_ROUTES } from './routes/pending-routes';

/** A route whose page is loaded on demand. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const appPages: RouteObject[] = [
  {
    path: 'dashboard/main-dashboard',
    // the features register their cards as their index loads; the page shows what is registered
    lazy: page(() =>
      import('./dashboard-cards').then(() => import('../features/dashboard/pages/DashboardPage')),
    ),
  },
  {
    path: 'profile/general-settings',
    lazy: page(() => import('../features/profile/pages/GeneralSettingsPage')),
  },
  { path: 'profile/active-consent', lazy: page(() => import('../features/profile/pages/ActiveConsentPage')) },
  { path: 'plan', lazy: page(() => import('../features/plan/pages/PlanPage')) },
  { path: 'plan/:plan_tab', lazy: page(() => import('../features/plan/pages/PlanPage')) },
  // sprint design: the library, DIY and the wizard
  { path: 'sprint-library', lazy: page(() => import('../features/sprint-design/pages/SprintLibraryPage')) },
  {
    path: 'sprint-library/pre-designed',
    lazy: page(() => import('../features/sprint-design/pages/PreDesignedPage')),
  },
  { path: 'sprint-library/diy', lazy: page(() => import('../features/sprint-design/pages/DiyPage')) },
  { path: 'sprint-library/design', lazy: page(() => import('../features/sprint-design/pages/WizardPage')) },
  { path: 'my/portfolio', lazy: page(() => import('../features/sprint-board/pages/SprintPortfolioPage')) },
  {
    path: 'sprint/dashboard',
    lazy: page(() => import('../features/sprint-board/pages/SprintDashboardPage')),
  },
  { path: 'sprint/kanban', lazy: page(() => import('../features/sprint-board/pages/SprintKanbanPage')) },
  {
    path: 'sprint/analytics',
    lazy: page(() => import('../features/sprint-analytics/pages/SprintAnalyticsPage')),
  },
  {
    path: 'sprint/feedback',
    lazy: page(() => import('../features/sprint-feedback/pages/SprintFeedbackPage')),
  },
  {
    path: 'explore/growth-leader-assessment-v2',
    lazy: page(() => import('../features/assessment/pages/LeaderProfilePage')),
  },
  { path: 'explore/leader-360', lazy: page(() => import('../features/leader360/pages/Leader360Page')) },
  { path: 'leader-360', lazy: page(() => import('../features/leader360/pages/Leader360Page')) },
  { path: 'add-space/team', lazy: page(() => import('../features/teams/pages/CreateTeamPage')) },
  {
    path: 'teams/v2/:teamId/manage-team',
    lazy: page(() => import('../features/teams/pages/ManageTeamPage')),
  },
  // the team alignment survey's express setup and its sample report (issue 14, decision 0055)
  {
    path: 'team-alignment/express',
    lazy: page(() => import('../features/alignment/pages/ExpressSetupPage')),
  },
  {
    path: 'team-alignment/sample-report',
    lazy: page(() => import('../features/alignment/pages/SampleReportPage')),
  },
  // the team alignment survey's results (issue 14)
  {
    path: 'teams/v2/:teamId/team-alignment',
    lazy: page(() => import('../features/alignment/pages/TeamAlignmentPage')),
  },
  {
    path: 'teams/v2/:teamId/manager-impact',
    lazy: page(() => import('../features/teams/pages/ManagerImpactPage')),
  },
  {
    path: 'teams/v2/:teamId/team-gla-report',
    lazy: page(() => import('../features/teams/pages/TeamGlaReportPage')),
  },
  {
    path: 'teams/v2/:teamId/team-portfolio',
    lazy: page(() => import('../features/teams/pages/TeamPortfolioPage')),
  },
  // team sprints (issue 13): the library and the wizard in the team's scope, the four team sprint views
  ...(
    [
      ['sprint-library', 'TeamSprintLibraryPage'],
      ['sprint-library/pre-designed', 'TeamPreDesignedPage'],
      ['sprint-library/diy', 'TeamDiyPage'],
      ['sprint-library/design', 'TeamWizardPage'],
    ] as const
  ).map(
    ([path, name]): RouteObject => ({
      path: `teams/v2/:teamId/${path}`,
      lazy: page(() =>
        import('../features/team-sprint/pages/design-pages').then((m) => ({ default: m[name] })),
      ),
    }),
  ),
  {
    path: 'teams/v2/:teamId/sprint/dashboard',
    lazy: page(() => import('../features/team-sprint/pages/TeamSprintDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/kanban',
    lazy: page(() => import('../features/team-sprint/pages/TeamSprintKanbanPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/feedback',
    lazy: page(() => import('../features/team-sprint/pages/TeamSprintFeedbackPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/analytics',
    lazy: page(() => import('../features/team-sprint/pages/TeamSprintAnalyticsPage')),
  },
  // the team dashboard and its views, a shared member plan, the member's viewing rights (issue 12)
  {
    path: 'teams/v2/:teamId/dashboard',
    lazy: page(() => import('../features/teams/pages/TeamDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/dashboard/:view',
    lazy: page(() => import('../features/teams/pages/TeamDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/plan',
    lazy: page(() => import('../features/teams/pages/MemberPlanPage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/leader-profile',
    lazy: page(() => import('../features/teams/pages/MemberProfilePage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/leader-360',
    lazy: page(() => import('../features/teams/pages/MemberLeader360Page')),
  },
  {
    path: 'dashboard/viewing-rights',
    lazy: page(() => import('../features/teams/pages/ViewingRightsPage')),
  },
  // links a chat-platform account to the signed-in person (issue 16)
  {
    path: 'external-auth',
    lazy: page(() => import('../features/assistant').then((m) => m.loadExternalAuthPage())),
  },
  // the mailbox is a console section now
  { path: 'mailbox', loader: () => redirect('/console/mailbox') },
  ...PENDING_ROUTES.map(
    (r): RouteObject => ({
      path: r.path,
      handle: { titleKey: r.titleKey },
      lazy: page(() => import('../features/placeholder/pages/BeingBuiltPage')),
    }),
  ),
];

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

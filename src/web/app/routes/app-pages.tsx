import { type RouteObject, redirect } from 'react-router';
import { page } from './lazy-page';
import { PENDING_ROUTES } from './pending-routes';

/**
 * The pages inside the signed-in app layout (its guard, appGuardLoader, runs first). Each address here needs a
 * signed-in person: src/web/app/routes/signed-in-paths.ts lists them for the entry, which sends a signed-out
 * visit to the login page before loading the app (issue 31).
 */
export const appPages: RouteObject[] = [
  {
    path: 'dashboard/main-dashboard',
    // the features register their cards as their index loads; the page shows what is registered
    lazy: page(() =>
      import('../dashboard-cards').then(() => import('../../features/dashboard/pages/DashboardPage')),
    ),
  },
  {
    path: 'profile/general-settings',
    lazy: page(() => import('../../features/profile/pages/GeneralSettingsPage')),
  },
  {
    path: 'profile/active-consent',
    lazy: page(() => import('../../features/profile/pages/ActiveConsentPage')),
  },
  { path: 'plan', lazy: page(() => import('../../features/plan/pages/PlanPage')) },
  { path: 'plan/:plan_tab', lazy: page(() => import('../../features/plan/pages/PlanPage')) },
  // sprint design: the library, DIY and the wizard
  {
    path: 'sprint-library',
    lazy: page(() => import('../../features/sprint-design/pages/SprintLibraryPage')),
  },
  {
    path: 'sprint-library/pre-designed',
    lazy: page(() => import('../../features/sprint-design/pages/PreDesignedPage')),
  },
  { path: 'sprint-library/diy', lazy: page(() => import('../../features/sprint-design/pages/DiyPage')) },
  {
    path: 'sprint-library/design',
    lazy: page(() => import('../../features/sprint-design/pages/WizardPage')),
  },
  { path: 'my/portfolio', lazy: page(() => import('../../features/sprint-board/pages/SprintPortfolioPage')) },
  {
    path: 'sprint/dashboard',
    lazy: page(() => import('../../features/sprint-board/pages/SprintDashboardPage')),
  },
  { path: 'sprint/kanban', lazy: page(() => import('../../features/sprint-board/pages/SprintKanbanPage')) },
  {
    path: 'sprint/analytics',
    lazy: page(() => import('../../features/sprint-analytics/pages/SprintAnalyticsPage')),
  },
  {
    path: 'sprint/feedback',
    lazy: page(() => import('../../features/sprint-feedback/pages/SprintFeedbackPage')),
  },
  {
    path: 'explore/growth-leader-assessment-v2',
    lazy: page(() => import('../../features/assessment/pages/LeaderProfilePage')),
  },
  { path: 'explore/leader-360', lazy: page(() => import('../../features/leader360/pages/Leader360Page')) },
  { path: 'leader-360', lazy: page(() => import('../../features/leader360/pages/Leader360Page')) },
  { path: 'add-space/team', lazy: page(() => import('../../features/teams/pages/CreateTeamPage')) },
  {
    path: 'teams/v2/:teamId/manage-team',
    lazy: page(() => import('../../features/teams/pages/ManageTeamPage')),
  },
  // the team alignment survey's express setup and its sample report (issue 14, decision 0055)
  {
    path: 'team-alignment/express',
    lazy: page(() => import('../../features/alignment/pages/ExpressSetupPage')),
  },
  {
    path: 'team-alignment/sample-report',
    lazy: page(() => import('../../features/alignment/pages/SampleReportPage')),
  },
  // the team alignment survey's results (issue 14)
  {
    path: 'teams/v2/:teamId/team-alignment',
    lazy: page(() => import('../../features/alignment/pages/TeamAlignmentPage')),
  },
  {
    path: 'teams/v2/:teamId/manager-impact',
    lazy: page(() => import('../../features/teams/pages/ManagerImpactPage')),
  },
  {
    path: 'teams/v2/:teamId/team-gla-report',
    lazy: page(() => import('../../features/teams/pages/TeamGlaReportPage')),
  },
  {
    path: 'teams/v2/:teamId/team-portfolio',
    lazy: page(() => import('../../features/teams/pages/TeamPortfolioPage')),
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
        import('../../features/team-sprint/pages/design-pages').then((m) => ({ default: m[name] })),
      ),
    }),
  ),
  {
    path: 'teams/v2/:teamId/sprint/dashboard',
    lazy: page(() => import('../../features/team-sprint/pages/TeamSprintDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/kanban',
    lazy: page(() => import('../../features/team-sprint/pages/TeamSprintKanbanPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/feedback',
    lazy: page(() => import('../../features/team-sprint/pages/TeamSprintFeedbackPage')),
  },
  {
    path: 'teams/v2/:teamId/sprint/analytics',
    lazy: page(() => import('../../features/team-sprint/pages/TeamSprintAnalyticsPage')),
  },
  // the team dashboard and its views, a shared member plan, the member's viewing rights (issue 12)
  {
    path: 'teams/v2/:teamId/dashboard',
    lazy: page(() => import('../../features/teams/pages/TeamDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/dashboard/:view',
    lazy: page(() => import('../../features/teams/pages/TeamDashboardPage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/plan',
    lazy: page(() => import('../../features/teams/pages/MemberPlanPage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/leader-profile',
    lazy: page(() => import('../../features/teams/pages/MemberProfilePage')),
  },
  {
    path: 'teams/v2/:teamId/member/:userId/leader-360',
    lazy: page(() => import('../../features/teams/pages/MemberLeader360Page')),
  },
  {
    path: 'dashboard/viewing-rights',
    lazy: page(() => import('../../features/teams/pages/ViewingRightsPage')),
  },
  // links a chat-platform account to the signed-in person (issue 16)
  {
    path: 'external-auth',
    lazy: page(() => import('../../features/assistant').then((m) => m.loadExternalAuthPage())),
  },
  // the mailbox is a console section now
  { path: 'mailbox', loader: () => redirect('/console/mailbox') },
  ...PENDING_ROUTES.map(
    (r): RouteObject => ({
      path: r.path,
      handle: { titleKey: r.titleKey },
      lazy: page(() => import('../../features/placeholder/pages/BeingBuiltPage')),
    }),
  ),
];

import { PENDING_ROUTES } from './pending-routes';

/**
 * The addresses that need a signed-in person: every page of the app layout (routes/app-pages.tsx), the console,
 * the team guest's pages and the policy consent. The entry reads this before loading the app, so a signed-out
 * visit goes to the login page without downloading the router, the shell or the page (issue 31); the route
 * guards still decide everything else once the app runs. `:x` is one segment, a trailing `*` any rest.
 * signed-in-paths.test.ts holds it to the router's app pages.
 */
const SIGNED_IN_PATHS = [
  '',
  'dashboard/main-dashboard',
  'dashboard/viewing-rights',
  'profile/*',
  'plan',
  'plan/:tab',
  'sprint-library',
  'sprint-library/*',
  'my/*',
  'sprint/*',
  'explore/*',
  'leader-360',
  'add-space/*',
  'teams/*',
  'team-alignment/express',
  'team-alignment/sample-report',
  'external-auth',
  'mailbox',
  'console',
  'console/*',
  'team-guest',
  'team-guest/*',
  'auth/policy-consent',
  ...PENDING_ROUTES.map((r) => r.path),
].map((p) => p.split('/'));

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.at(-1) === '*') {
    const head = pattern.slice(0, -1);
    return segments.length > head.length && head.every((p, i) => p === segments[i] || p.startsWith(':'));
  }
  return (
    pattern.length === segments.length && pattern.every((p, i) => p === segments[i] || p.startsWith(':'))
  );
}

/** True when the page at `pathname` is for signed-in people only. */
export function needsSignIn(pathname: string): boolean {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  // `plan/network/accept` and `plan-guest/...` are public: `plan/:tab` is one segment deep only
  return SIGNED_IN_PATHS.some((pattern) => matches(pattern, segments));
}

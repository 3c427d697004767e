import { type LoaderFunctionArgs, redirect } from 'react-router';
import { DEFAULT_HOME, loginUrl } from '../../shared/domain/safe-redirect';
import { myTeamsQuery } from '../features/teams/api/my-teams';
import { isSignedIn } from '../lib/auth/session-hint';
import { queryClient } from '../lib/query-client';
import { featureFlagsQuery } from '../lib/session/feature-flags';
import { subscriptionPlanQuery } from '../lib/session/subscription-plan';
import { userStateQuery } from '../lib/session/user-state';
import { accessDecision } from './access-decision';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Signed in at all? Otherwise to the login page, coming back here afterwards. */
export function requireToken(request: Request): void {
  if (!isSignedIn()) throw redirect(loginUrl(pathOf(request)));
}

/**
 * The guard and resolver of every page in the app layout: a token, the person and the plan loaded,
 * the USER role, a running plan and the policy consent.
 */
export async function appGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  requireToken(request);
  const [user, plan] = await Promise.all([
    queryClient.ensureQueryData({ ...userStateQuery, revalidateIfStale: true }),
    queryClient.ensureQueryData({ ...subscriptionPlanQuery, revalidateIfStale: true }),
  ]);
  void queryClient.prefetchQuery(featureFlagsQuery);
  const decision = accessDecision({
    roles: user.roles,
    isAgree: user.isAgree,
    planStatus: plan.status,
    currentTermEnd: plan.currentTermEnd,
    now: Date.now(),
  });
  if (decision.kind === 'denied') throw redirect(`/access-denied?variant=${decision.variant}`);
  if (decision.kind === 'team-guest') throw redirect('/team-guest');
  if (decision.kind === 'consent') {
    throw redirect(`/auth/policy-consent?redirectUrl=${encodeURIComponent(pathOf(request))}`);
  }
  return null;
}

/** Pages outside the app layout that still need a signed-in person (policy consent). */
export async function tokenOnlyLoader({ request }: LoaderFunctionArgs): Promise<null> {
  requireToken(request);
  return null;
}

/**
 * /team-guest(/:teamId/...): a team guest's own pages. A guest with a team lands on its dashboard; a person with
 * the product goes to the app's team dashboard instead; no token, to the login page.
 */
export async function teamGuestLoader({ request, params }: LoaderFunctionArgs): Promise<null> {
  requireToken(request);
  const user = await queryClient.ensureQueryData({ ...userStateQuery, revalidateIfStale: true });
  const teamId = Number(params.teamId);
  if (user.roles.includes('USER')) {
    throw redirect(teamId > 0 ? `/teams/v2/${teamId}/dashboard` : DEFAULT_HOME);
  }
  if (!(teamId > 0)) {
    const teams = await queryClient.fetchQuery(myTeamsQuery());
    if (teams[0]) throw redirect(`/team-guest/${teams[0].id}/dashboard`);
  }
  return null;
}

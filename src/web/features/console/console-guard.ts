import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { ConsoleSection } from '../../../shared/domain/console-access';
import { maySee } from '../../../shared/domain/console-access';
import { DEFAULT_HOME } from '../../../shared/domain/safe-redirect';
import { requireToken } from '../../app/guards';
import { queryClient } from '../../lib/query-client';
import { userStateQuery } from '../../lib/session/user-state';
import { visibleSections } from './sections';

const rolesNow = async () =>
  (await queryClient.ensureQueryData({ ...userStateQuery, revalidateIfStale: true })).roles;

/**
 * The console's guard: signed in with at least one console role. It does not ask for the USER role, a running
 * plan or the policy consent: a buyer whose plan ran out reaches the licence, and an analyst without USER the
 * analytics.
 */
export async function consoleGuardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  requireToken(request);
  if (visibleSections(await rolesNow()).length === 0) throw redirect(DEFAULT_HOME);
  return null;
}

/** /console itself: the first section the person may use. */
export async function consoleLandingLoader(): Promise<Response> {
  const [first] = visibleSections(await rolesNow());
  return redirect(first ? `/console/${first.path}` : DEFAULT_HOME);
}

/** A section the person may not use leads to their landing section. */
export const sectionGuard = (section: ConsoleSection) => async (): Promise<null> => {
  if (!maySee(section, await rolesNow())) throw redirect('/console');
  return null;
};

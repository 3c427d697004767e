import { type LoaderFunctionArgs, redirect } from 'react-router';
import { requireToken } from '../../app/guards';
import { queryClient } from '../../lib/query-client';
import { userStateQuery } from '../user/api/user-state';

/** The nominee pages of the console: ADMIN or BUYER only; others see the no-permission page. */
export async function nomineesLoader({ request }: LoaderFunctionArgs): Promise<null> {
  requireToken(request);
  const user = await queryClient.ensureQueryData(userStateQuery);
  if (!user.roles.some((r) => r === 'ADMIN' || r === 'BUYER')) throw redirect('/not-found');
  return null;
}

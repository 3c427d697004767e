import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SessionError } from '../lib/api/errors';
import { PageLoader } from '../ui/PageLoader';

const ErrorPage = lazy(() => import('../features/access/pages/ErrorPage'));
const NotFoundPage = lazy(() => import('../features/access/pages/NotFoundPage'));

/** The error element of every route: a 404 reads as not-found, anything else as the generic error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  // The session dialog (or the way to the login page) has taken over: nothing to explain here.
  if (error instanceof SessionError) return <PageLoader />;
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <Suspense fallback={<PageLoader />}>{notFound ? <NotFoundPage /> : <ErrorPage />}</Suspense>;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SessionError } from '../lib/api/errors';
import { PageLoader } from '../ui/PageLoader';
import { PageTitle } from '../ui/PageTitle';
import { usePageTitle } from '../ui/usePageTitle';

const ErrorPage = lazy(() => import('../features/access/pages/ErrorPage'));
const NotFoundPage = lazy(() => import('../features/access/pages/NotFoundPage'));
const NotFoundContent = lazy(() =>
  import('../features/access/pages/NotFoundPage').then((m) => ({ default: m.NotFoundContent })),
);

/** A page of the signed-in area failed: the error and Try again where the page was; the shell stays. */
function PageErrorInShell() {
  const { t } = useTranslation('errors');
  usePageTitle(t('section.title'));
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle gutterBottom>{t('section.title')}</PageTitle>
      <Alert
        severity="error"
        action={
          // a full load: the page's code may have changed on the server meanwhile
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('common:section.retry')}
          </Button>
        }
      >
        {t('section.text')}
      </Alert>
    </Box>
  );
}

/**
 * The error element of the routes: a 404 reads as "Page not found", anything else as the error page. Inside
 * the signed-in shell (`inShell`), both take the page's place and the header and navigation stay.
 */
export function RouteErrorPage({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  // The session dialog (or the way to the login page) has taken over: nothing to explain here.
  if (error instanceof SessionError) return <PageLoader />;
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (inShell) {
    return (
      <Suspense fallback={<PageLoader />}>{notFound ? <NotFoundContent /> : <PageErrorInShell />}</Suspense>
    );
  }
  return <Suspense fallback={<PageLoader />}>{notFound ? <NotFoundPage /> : <ErrorPage />}</Suspense>;
}

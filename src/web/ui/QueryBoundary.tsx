import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api/error-text';
import { SessionError } from '../lib/api/errors';
import { SectionSkeleton } from './PageLoader';

/** A failed call inside one part of a page: what went wrong, and Retry. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('section.retry')}
        </Button>
      }
    >
      {t('section.failed')} {errorText(error, t)}
    </Alert>
  );
}

interface CatcherProps {
  onReset(): void;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // the session dialog (or the way to the login page) takes over
    if (error instanceof SessionError) return null;
    return (
      <SectionError
        error={error}
        onRetry={() => {
          this.props.onReset();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/**
 * One part of a page that loads on its own: a skeleton while its calls load (useSuspenseQuery inside), and when
 * one fails, the error with Retry in that part only; the shell, the navigation and the other parts stay.
 */
export function QueryBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorCatcher onReset={reset}>
          <Suspense fallback={fallback ?? <SectionSkeleton />}>{children}</Suspense>
        </ErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionSkeleton } from '../../../../ui/PageLoader';

/** One section of the team dashboard with its own loading, error and empty state. */
export function DashboardSection({
  id,
  title,
  loading = false,
  error = false,
  onRetry,
  empty,
  children,
}: {
  id: string;
  title: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** the text shown instead of the content when there is nothing to show */
  empty?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('team-dashboard');
  const headingId = `team-section-${id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {loading ? (
        <SectionSkeleton />
      ) : error ? (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {t('loadFailed')}
        </Alert>
      ) : empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        children
      )}
    </Paper>
  );
}

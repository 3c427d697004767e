import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sprintLock } from '../../../../shared/domain/sprint-unlock';
import { useUserState } from '../../../lib/session/user-state';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SprintIcon } from '../components/SprintIcon';
import { SprintLockNotice } from '../components/SprintLockNotice';
import { useDesignScope, useScopedKey } from '../scope';

/** /sprint-library: design a sprint, from the library or your own; continue a design; or go to the running one. */
export default function SprintLibraryPage() {
  const { t } = useTranslation('sprint-design');
  const sk = useScopedKey();
  usePageTitle(t('library.title'));
  const scope = useDesignScope();
  const { paths } = scope;
  const active = scope.useActive();
  // a person's own sprints unlock with the plan's role challenges (the server refuses the design otherwise)
  const user = useUserState();
  const lock = scope.team ? null : sprintLock(user);
  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageTitle gutterBottom>{t('library.title')}</PageTitle>
      {scope.subtitle}
      <Typography sx={{ mb: 3 }}>{t(sk('library.intro'))}</Typography>
      {lock ? (
        <SprintLockNotice lock={lock} />
      ) : active.isPending ? (
        <SectionSkeleton />
      ) : active.isError ? (
        <SectionError error={active.error} onRetry={() => void active.refetch()} />
      ) : active.data.sprint ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.running} color="inherit">
              {t(sk('library.openRunning'))}
            </Button>
          }
        >
          {t(sk('library.running'), { label: active.data.sprint.label })}
        </Alert>
      ) : (
        <Stack spacing={3}>
          {active.data.design && (
            <Alert
              severity="info"
              icon={<SprintIcon icon={active.data.design.icon} />}
              action={
                <Button component={RouterLink} to={paths.design} color="inherit">
                  {t('library.continue')}
                </Button>
              }
            >
              {t(sk('library.designInProgress'), { label: active.data.design.label })}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography component="h2" variant="h2" gutterBottom>
                  {t('library.preDesignedTitle')}
                </Typography>
                <Typography>{t(sk('library.preDesignedText'))}</Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={paths.preDesigned} variant="contained">
                  {t('library.browse')}
                </Button>
              </CardActions>
            </Card>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography component="h2" variant="h2" gutterBottom>
                  {t('library.diyTitle')}
                </Typography>
                <Typography>{t(sk('library.diyText'))}</Typography>
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={paths.diy} variant="outlined">
                  {t(sk('library.writeOwn'))}
                </Button>
              </CardActions>
            </Card>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../../lib/api/errors';
import { PageTitle } from '../../../../ui/PageTitle';

export type ImpactPage = 'board' | 'report' | 'portfolio';
const PATHS: Record<ImpactPage | 'dashboard', string> = {
  dashboard: 'dashboard',
  board: 'manager-impact',
  report: 'team-gla-report',
  portfolio: 'team-portfolio',
};

/** The title of a team-impact page, the team's name, and the way to the team's other pages. */
export function ImpactPageHeader(props: {
  page: ImpactPage;
  teamId: number;
  teamName?: string;
  managerName?: string;
  /** the manager's pages are offered to managers only */
  manager: boolean;
}) {
  const { t } = useTranslation('team-impact');
  const links: Array<ImpactPage | 'dashboard'> = props.manager
    ? ['dashboard', 'board', 'report', 'portfolio']
    : ['dashboard', 'portfolio'];
  return (
    <Box>
      <PageTitle>{t(`title.${props.page}`)}</PageTitle>
      {props.teamName ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {props.managerName
            ? t('teamLine', { team: props.teamName, manager: props.managerName })
            : props.teamName}
        </Typography>
      ) : null}
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}
      >
        {links.map((l) => (
          <Link
            key={l}
            component={RouterLink}
            to={`/teams/v2/${props.teamId}/${PATHS[l]}`}
            variant="body2"
            aria-current={l === props.page ? 'page' : undefined}
            sx={l === props.page ? { fontWeight: 700, textDecoration: 'none' } : undefined}
          >
            {t(`nav.${l}`)}
          </Link>
        ))}
      </Box>
    </Box>
  );
}

/** What a team-impact page says when its call failed: unknown team, not the manager, or a failure. */
export function ImpactLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('team-impact');
  if (isApiError(error, 404)) return <Alert severity="warning">{t('notFound')}</Alert>;
  if (isApiError(error, 403)) return <Alert severity="info">{t('forbidden')}</Alert>;
  return (
    <Alert severity="error" role="alert">
      {t('loadFailed')}
    </Alert>
  );
}

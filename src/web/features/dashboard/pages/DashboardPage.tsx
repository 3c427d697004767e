import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFeatureFlags } from '../../../lib/session/feature-flags';
import { useUserState } from '../../../lib/session/user-state';
import { PageTitle } from '../../../ui/PageTitle';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { dayPart, firstName } from '../day-part';
import { dashboardCards } from '../registry';

/** The main dashboard: a greeting, then the cards the features register, in their order, each on its own. */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'navigation']);
  const user = useUserState();
  const flags = useFeatureFlags();
  const cards = dashboardCards({ user, flags });

  usePageTitle(t('navigation:items.dashboard'));
  return (
    <Box>
      <PageTitle>
        {t(`greeting.${dayPart(new Date().getHours())}`, { name: firstName(user.fullName) })}
      </PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {/* a card that fails shows its error and Retry in its own place; the others stay */}
        {cards.map(({ id, Card }) => (
          <QueryBoundary key={id}>
            <Card />
          </QueryBoundary>
        ))}
      </Box>
    </Box>
  );
}

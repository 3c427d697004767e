import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { PageTitle } from '../../../ui/PageTitle';
import { SectionError } from '../../../ui/QueryBoundary';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useLicence } from '../api/licence';
import { SeatsUsed } from '../components/SeatsUsed';
import { entitlementValueKey } from '../entitlement-value';

/** The organisation's licence (BUYER, ADMIN): plan, status, term, seats and every entitlement. */
export default function LicencePage() {
  const { t } = useTranslation('console');
  const _fmt = useFormat();
  const licence = useLicence();
  const l = licence.data;
  const f = useFormat();
  const date = (iso: string | null) => (iso ? f.longDate(iso) : t('licence.noEnd'));
  usePageTitle(t('licence.title'));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle>{t('licence.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('licence.intro')}
      </Typography>
      {licence.isPending && <SectionSkeleton lines={6} />}
      {licence.isError && <SectionError error={licence.error} onRetry={() => void licence.refetch()} />}
      {l && (
        <>
          <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, rowGap: 1 }}
            >
              <Typography component="dt" color="text.secondary">
                {t('licence.plan')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="licence-plan">
                {t(`plans.${l.planCode}`)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('licence.status')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Chip
                  size="small"
                  label={t(`subscriptionStatus.${l.status}`)}
                  color={l.status === 'ACTIVE' ? 'success' : l.status === 'CANCELLED' ? 'error' : 'warning'}
                />
              </Box>
              <Typography component="dt" color="text.secondary">
                {t('licence.termEnd')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {date(l.currentTermEnd)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('licence.seats')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <SeatsUsed used={l.seatsUsed} seatCount={l.seatCount} />
              </Box>
            </Box>
            {l.lastChange && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {t('licence.lastChange', {
                  plan: t(`plans.${l.lastChange.planCode}`),
                  name: l.lastChange.changedBy ?? t('audit.someone'),
                  date: date(l.lastChange.changedAt),
                })}
              </Typography>
            )}
          </Paper>
          <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
            {t('licence.entitlements')}
          </Typography>
          <TableContainer component={Paper}>
            <Table size="small" aria-label={t('licence.entitlements')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('licence.feature')}</TableCell>
                  <TableCell>{t('licence.included')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {l.entitlements.map((e) => {
                  const v = entitlementValueKey(e);
                  return (
                    <TableRow key={e.feature_id}>
                      {/* the name a customer understands; the key stays in the data for support */}
                      <TableCell data-feature={e.feature_id}>
                        {t(`licence.features.${e.feature_id}`, { defaultValue: e.feature_id })}
                      </TableCell>
                      <TableCell
                        sx={{ color: e.enabled ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}
                      >
                        {v.key === 'number' ? f.number(v.n ?? 0) : t(`licence.values.${v.key}`)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}

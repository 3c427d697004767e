import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganisationRow } from '../../../../shared/contracts/console';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useOrganisations } from '../api/organisations';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { CreateOrganisationDialog } from '../components/CreateOrganisationDialog';

/** Operators (PRODUGIE_OPS): every organisation with its plan; change a plan, create an organisation. */
export default function OrganisationsPage() {
  const { t } = useTranslation('console');
  const fmt = useFormat();
  const organisations = useOrganisations();
  const [changing, setChanging] = useState<OrganisationRow | null>(null);
  const [creating, setCreating] = useState(false);
  const setNotice = (message: string) => toast({ message, severity: 'success' });
  usePageTitle(t('organisations.title'));
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('organisations.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('organisations.intro')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<AddBusinessIcon />}
        onClick={() => setCreating(true)}
        sx={{ mb: 2 }}
      >
        {t('organisations.create')}
      </Button>
      {organisations.isPending && <CircularProgress aria-label={t('loading')} />}
      {organisations.isError && <Alert severity="error">{t('errors.failed')}</Alert>}
      {organisations.data && (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={t('organisations.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('organisations.name')}</TableCell>
                <TableCell>{t('licence.plan')}</TableCell>
                <TableCell>{t('licence.status')}</TableCell>
                <TableCell>{t('licence.termEnd')}</TableCell>
                <TableCell align="right">{t('organisations.members')}</TableCell>
                <TableCell align="right">{t('licence.seatCount')}</TableCell>
                <TableCell align="right">{t('users.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organisations.data.items.map((o) => (
                <TableRow key={o.clientId}>
                  <TableCell>{o.name}</TableCell>
                  <TableCell>{o.planCode ? t(`plans.${o.planCode}`) : '—'}</TableCell>
                  <TableCell>{o.status ? t(`subscriptionStatus.${o.status}`) : '—'}</TableCell>
                  <TableCell>{o.currentTermEnd ? fmt.longDate(o.currentTermEnd) : '—'}</TableCell>
                  <TableCell align="right">{fmt.number(o.members)}</TableCell>
                  <TableCell align="right">
                    {o.seatCount === null ? t('licence.values.unlimited') : fmt.number(o.seatCount)}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setChanging(o)}
                      aria-label={t('organisations.changeTitle', { name: o.name })}
                    >
                      {t('organisations.change')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {changing && (
        <ChangePlanDialog
          organisation={changing}
          onClose={(saved) => {
            if (saved) setNotice(t('organisations.changed', { name: changing.name }));
            setChanging(null);
          }}
        />
      )}
      {creating && (
        <CreateOrganisationDialog
          onClose={(created) => {
            if (created) setNotice(t('organisations.created'));
            setCreating(false);
          }}
        />
      )}
    </Box>
  );
}

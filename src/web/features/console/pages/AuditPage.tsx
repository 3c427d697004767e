import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { ScrollTable } from '../../../ui/ScrollTable';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAudit } from '../api/audit';
import { auditDetails } from '../audit-summary';

/** The audit log (ADMIN): who changed roles, plans and settings, who impersonated whom, and when. */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const audit = useAudit();
  const time = useFormat().dateTime;
  usePageTitle(t('audit.title'));
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('audit.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('audit.intro')}
      </Typography>
      {audit.isPending && <CircularProgress aria-label={t('loading')} />}
      {audit.isError && <Alert severity="error">{t('errors.failed')}</Alert>}
      {audit.data && audit.data.items.length === 0 && <Typography>{t('audit.empty')}</Typography>}
      {audit.data && audit.data.items.length > 0 && (
        <ScrollTable label={t('audit.title')}>
          <Table size="small" aria-label={t('audit.title')} sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('audit.when')}</TableCell>
                <TableCell>{t('audit.who')}</TableCell>
                <TableCell>{t('audit.what')}</TableCell>
                <TableCell>{t('audit.whom')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(e.createdAt)}</TableCell>
                  <TableCell>{e.actor?.fullName ?? t('audit.someone')}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`audit.actions.${e.action}`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {auditDetails(e, t)}
                    </Typography>
                  </TableCell>
                  <TableCell>{e.target?.fullName ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '../../../../shared/contracts/jobs-view';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useJobs, useRetryJob } from '../api/operations';

const STATUSES: JobStatus[] = ['FAILED', 'PENDING', 'RUNNING', 'DONE'];

/** The console's jobs section (the product's operators): counts per kind, the jobs of a status, retry. */
export default function JobsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  const [status, setStatus] = useState<JobStatus>('FAILED');
  const jobs = useJobs(status);
  const retry = useRetryJob();
  const time = useFormat().dateTime;
  usePageTitle(t('jobs.title'));
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageTitle>{t('jobs.title')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('jobs.intro')}
      </Typography>
      {jobs.isPending && <CircularProgress aria-label={t('jobs.loading')} />}
      {jobs.isError && <Alert severity="error">{errorText(jobs.error, t)}</Alert>}
      {jobs.data && (
        <>
          <ScrollTable label={t('jobs.perKind')}>
            <Table size="small" aria-label={t('jobs.perKind')} sx={{ minWidth: 560, mb: 3 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('jobs.kind')}</TableCell>
                  {STATUSES.map((s) => (
                    <TableCell key={s} align="right">
                      {t(`jobs.status.${s}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.kinds.map((k) => (
                  <TableRow key={k.name}>
                    <TableCell>
                      <JobKind name={k.name} />
                    </TableCell>
                    <TableCell align="right">{k.failed}</TableCell>
                    <TableCell align="right">{k.pending}</TableCell>
                    <TableCell align="right">{k.running}</TableCell>
                    <TableCell align="right">{k.done}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
          <Tabs
            value={status}
            onChange={(_, v: JobStatus) => setStatus(v)}
            aria-label={t('jobs.byStatus')}
            variant="scrollable"
            sx={{ mb: 1 }}
          >
            {STATUSES.map((s) => (
              <Tab key={s} value={s} label={t(`jobs.status.${s}`)} />
            ))}
          </Tabs>
          {jobs.data.items.length === 0 ? (
            <Typography sx={{ py: 2 }}>{t('jobs.empty')}</Typography>
          ) : (
            <ScrollTable label={t(`jobs.status.${status}`)}>
              <Table size="small" aria-label={t(`jobs.status.${status}`)} sx={{ minWidth: 720 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('jobs.kind')}</TableCell>
                    <TableCell>{t('jobs.when')}</TableCell>
                    <TableCell align="right">{t('jobs.attempts')}</TableCell>
                    <TableCell>{t('jobs.error')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {jobs.data.items.map((j) => (
                    <TableRow key={j.id}>
                      <TableCell>
                        <JobKind name={j.name} id={j.id} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(j.finishedAt ?? j.runAt)}</TableCell>
                      <TableCell align="right">
                        {j.attempts}/{j.maxAttempts}
                      </TableCell>
                      <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                        {j.lastError ?? '—'}
                      </TableCell>
                      <TableCell align="right">
                        {j.status === 'FAILED' && (
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={retry.isPending}
                            onClick={() =>
                              retry.mutate(j.id, {
                                onSuccess: () => toast({ message: t('jobs.retried'), severity: 'success' }),
                                onError: (e) => toast({ message: errorText(e, t), severity: 'error' }),
                              })
                            }
                          >
                            {t('jobs.retry')}
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          )}
        </>
      )}
    </Box>
  );
}

/** A job's kind in words, with its technical name (an identifier, not a text: `translate="no"`) below. */
function JobKind({ name, id }: { name: string; id?: number }) {
  const { t } = useTranslation('notifications');
  const label = t(`jobs.kinds.${name}`, { defaultValue: '' });
  return (
    <>
      {label && <Typography variant="body2">{label}</Typography>}
      <Typography variant="caption" translate="no" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {name}
        {id !== undefined && ` #${id}`}
      </Typography>
    </>
  );
}

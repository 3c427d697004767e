import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ReportCapability } from '../../../../shared/domain/team-gla-report';
import { SCORE_BANDS } from '../../../../shared/domain/team-gla-report';
import { ROLE_LEVELS, type RoleLevel } from '../../../../shared/enums';
import { errorText } from '../../../lib/api/error-text';
import { useFormat } from '../../../lib/i18n/use-format';
import { ScrollTable } from '../../../ui/ScrollTable';
import { toast } from '../../../ui/toasts';
import { usePageTitle } from '../../../ui/usePageTitle';
import { downloadTeamGlaReport, useTeamGlaReport } from '../api/team-impact';
import { ImpactLoadError, ImpactPageHeader } from '../components/impact/ImpactPageHeader';

const TeamGlaChart = lazy(() => import('../components/impact/TeamGlaChart'));

/** One list of the team's collective strengths or gaps, with each capability's distance to the benchmark. */
function Collective(props: {
  title: string;
  empty: string;
  codes: string[];
  rows: ReportCapability[];
  id: string;
}) {
  const { t } = useTranslation('team-impact');
  const fmt = useFormat();
  const picked = props.codes.flatMap((c) => props.rows.filter((r) => r.code === c));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Typography id={props.id} component="h2" variant="h3" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {picked.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {picked.map((r) => (
            <li key={r.code}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {r.name}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                {t('report.delta', { value: `${(r.delta ?? 0) >= 0 ? '+' : ''}${fmt.number(r.delta, 2)}` })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * /teams/v2/:teamId/team-gla-report: the team's finished GLAs per capability, chart first (team average against
 * the benchmark of the team's level), then the collective strengths and gaps, then how the scores spread. Below the
 * privacy threshold the server sends no number and the page says why.
 */
export default function TeamGlaReportPage() {
  const { t } = useTranslation(['team-impact', 'assessment']);
  const fmt = useFormat();
  const teamId = Number(useParams().teamId);
  const [level, setLevel] = useState<RoleLevel | null>(null);
  const [downloading, setDownloading] = useState(false);
  const report = useTeamGlaReport(Number.isInteger(teamId) ? teamId : 0, level);
  usePageTitle(t('title.report'));
  const data = report.data;

  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <ImpactPageHeader page="report" teamId={teamId} teamName={data?.teamName} manager />
      {report.isPending ? (
        <CircularProgress aria-label={t('title.report')} />
      ) : report.isError || !data ? (
        <ImpactLoadError error={report.error} />
      ) : (
        <>
          <Typography>{t('report.intro')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('report.level')}
              value={data.level}
              onChange={(e) => setLevel(e.target.value as RoleLevel)}
              sx={{ width: 280, maxWidth: '100%' }}
            >
              {ROLE_LEVELS.map((l) => (
                <MenuItem key={l} value={l}>
                  {t(`assessment:levels.${l}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={downloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadTeamGlaReport(teamId, data.level);
                } catch (e) {
                  toast({ message: errorText(e, t), severity: 'error' });
                } finally {
                  setDownloading(false);
                }
              }}
            >
              {t('report.pdf')}
            </Button>
          </Box>
          {!data.report.available ? (
            <Alert severity="info">{t('report.privacy')}</Alert>
          ) : (
            <>
              <Typography color="text.secondary">
                {t('report.contributors', { count: data.report.contributors, members: data.members })}
              </Typography>
              <Paper component="section" variant="outlined" aria-labelledby="team-gla-chart" sx={{ p: 2 }}>
                <Typography id="team-gla-chart" component="h2" variant="h3" sx={{ mb: 1 }}>
                  {t('report.chartTitle')}
                </Typography>
                <Suspense fallback={<CircularProgress aria-label={t('report.chartTitle')} />}>
                  <TeamGlaChart
                    rows={data.report.capabilities}
                    label={t('report.chartLabel')}
                    averageLabel={t('report.average')}
                    benchmarkLabel={t('report.benchmark', { level: t(`assessment:levels.${data.level}`) })}
                  />
                </Suspense>
              </Paper>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Collective
                  id="team-strengths"
                  title={t('report.strengths')}
                  empty={t('report.noStrengths')}
                  codes={data.report.strengths}
                  rows={data.report.capabilities}
                />
                <Collective
                  id="team-gaps"
                  title={t('report.gaps')}
                  empty={t('report.noGaps')}
                  codes={data.report.gaps}
                  rows={data.report.capabilities}
                />
              </Box>
              <Box>
                <Typography id="team-distribution" component="h2" variant="h3" sx={{ mb: 1 }}>
                  {t('report.distribution')}
                </Typography>
                <ScrollTable label={t('report.distribution')}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell scope="col">{t('report.capability')}</TableCell>
                        {SCORE_BANDS.map((b) => (
                          <TableCell key={b.from} scope="col" align="right">
                            {t('report.band', { from: b.from, to: b.to })}
                          </TableCell>
                        ))}
                        <TableCell scope="col" align="right">
                          {t('report.average')}
                        </TableCell>
                        <TableCell scope="col" align="right">
                          {t('report.benchmark', { level: t(`assessment:levels.${data.level}`) })}
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.report.capabilities.map((c) => (
                        <TableRow key={c.code}>
                          <TableCell component="th" scope="row">
                            {c.name}
                          </TableCell>
                          {c.distribution.map((n, i) => (
                            <TableCell key={SCORE_BANDS[i]?.from ?? i} align="right">
                              {t('report.people', { count: n })}
                            </TableCell>
                          ))}
                          <TableCell align="right">{fmt.number(c.average, 2) || '–'}</TableCell>
                          <TableCell align="right">{fmt.number(c.benchmark, 1) || '–'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </ScrollTable>
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}

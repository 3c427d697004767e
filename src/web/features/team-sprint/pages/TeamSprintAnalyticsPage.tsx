import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSprintAnalytics } from '../../../../shared/contracts/team-sprint';
import { useFormat } from '../../../lib/i18n/use-format';
import { SectionSkeleton } from '../../../ui/PageLoader';
import { SectionError } from '../../../ui/QueryBoundary';
import { ScrollTable } from '../../../ui/ScrollTable';
import { LazyLineChart, type Series } from '../../sprint-analytics';
import { useTeamAnalytics } from '../api/insights';
import { TeamSprintFrame } from '../components/TeamSprintFrame';

const SCOPES = ['self', 'team', 'crew'] as const;
const COLOURS = { self: '#1565c0', team: '#2e7d32', crew: '#8e24aa' } as const;

/**
 * /teams/v2/:teamId/sprint/analytics: per behaviour and outcome the viewer's own scores, the team's (scope team)
 * and the crew's per week, chart first and a table with the same figures; then the team's check-ins and stand-ups.
 */
export default function TeamSprintAnalyticsPage() {
  return (
    <TeamSprintFrame view="analytics">{({ sprint }) => <Analytics sprintId={sprint.id} />}</TeamSprintFrame>
  );
}

function Analytics({ sprintId }: { sprintId: number }) {
  const { t } = useTranslation('team-sprint');
  const analytics = useTeamAnalytics(sprintId);
  if (analytics.isPending) return <SectionSkeleton lines={6} />;
  if (analytics.isError)
    return <SectionError error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const a = analytics.data;
  const weeks = a.weeks.map((w) => t('analytics.week', { n: w.week }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{t('analytics.intro', { count: a.members })}</Typography>
      <Items title={t('analytics.behaviours')} items={a.behaviours} weeks={weeks} />
      <Items title={t('analytics.outcomes')} items={a.outcomes} weeks={weeks} />
      <Section
        title={t('analytics.teamTitle')}
        weeks={weeks}
        series={[
          { label: t('analytics.teamCheckIns'), values: a.teamCheckIns, colour: COLOURS.team },
          { label: t('analytics.standUps'), values: a.standUps, colour: COLOURS.self, dashed: true },
        ]}
        percentRow={0}
      />
    </Box>
  );
}

function Items({
  title,
  items,
  weeks,
}: {
  title: string;
  items: TeamSprintAnalytics['behaviours'];
  weeks: string[];
}) {
  const { t } = useTranslation('team-sprint');
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      {items.map((i) => (
        <Section
          key={i.id}
          title={i.label}
          weeks={weeks}
          level={3}
          series={SCOPES.map((s) => ({
            label: t(`analytics.scopes.${s}`),
            values: i[s],
            colour: COLOURS[s],
            dashed: s === 'crew',
          }))}
        />
      ))}
    </Box>
  );
}

/** One chart and, under it, the same figures as a table ('No data' where a week has none). */
function Section(props: {
  title: string;
  weeks: string[];
  series: Series[];
  level?: 2 | 3;
  percentRow?: number;
}) {
  const { t } = useTranslation('team-sprint');
  const f = useFormat();
  const empty = props.series.every((s) => s.values.every((v) => v === null));
  const cell = (v: number | null, row: number) =>
    v === null
      ? t('analytics.noData')
      : row === props.percentRow
        ? f.percent(v, 0)
        : f.number(v, props.percentRow === undefined ? 1 : 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={props.title}>
      <Typography component={props.level === 3 ? 'h3' : 'h2'} variant="h3" gutterBottom>
        {props.title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('analytics.noDataYet')}</Typography>
      ) : (
        <>
          <Suspense fallback={<SectionSkeleton lines={4} />}>
            <LazyLineChart labels={props.weeks} series={props.series} label={props.title} />
          </Suspense>
          <ScrollTable label={t('analytics.tableOf', { title: props.title })}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('analytics.series')}</TableCell>
                  {props.weeks.map((w) => (
                    <TableCell key={w} align="right">
                      {w}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {props.series.map((s, row) => (
                  <TableRow key={s.label}>
                    <TableCell component="th" scope="row">
                      {s.label}
                    </TableCell>
                    {s.values.map((v, i) => (
                      <TableCell key={props.weeks[i] ?? i} align="right">
                        {cell(v, row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </>
      )}
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SprintAnalytics } from '../../../../shared/contracts/check-ins';
import { useFormat } from '../../../lib/i18n/use-format';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useCurrentSprint } from '../../sprint-board';
import { useSprintAnalytics } from '../api/analytics';
import { PercentageCircleCard, ScoreCard, StatusCard } from '../components/Cards';
import { FilterTree } from '../components/FilterTree';
import type { TreeNode } from '../components/filter-tree';
import type { Series } from '../components/LineChart';

const LineChart = lazy(() => import('../components/LineChart'));
const COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#e65100', '#00838f', '#ad1457'];

interface Panel {
  id: string;
  title: string;
  series: Series[];
  max?: number;
  format(v: number): string;
}

/** A chart with its values as a table below ('No Data' on missing points); 'No Data Available' when empty. */
function ChartPanel({ panel, weeks }: { panel: Panel; weeks: string[] }) {
  const { t } = useTranslation('sprint-checkin');
  const [point, setPoint] = useState<number | null>(null);
  const empty = panel.series.every((s) => s.values.every((v) => v === null));
  return (
    <Card variant="outlined" component="section" aria-labelledby={`panel-${panel.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id={`panel-${panel.id}`} component="h2" variant="h6">
          {panel.title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary">{t('analytics.noDataAvailable')}</Typography>
        ) : (
          <>
            <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
              <LineChart
                labels={weeks}
                series={panel.series}
                max={panel.max}
                label={panel.title}
                onPoint={setPoint}
              />
            </Suspense>
            {point !== null && (
              <Typography variant="body2" role="status">
                {t('analytics.pointChosen', { week: weeks[point] })}
              </Typography>
            )}
            <Box
              sx={{ overflowX: 'auto' }}
              role="region"
              tabIndex={0}
              aria-label={t('analytics.tableOf', { name: panel.title })}
            >
              <Box
                component="table"
                sx={{
                  borderCollapse: 'collapse',
                  fontSize: 13,
                  '& td, & th': { px: 1, py: 0.25, textAlign: 'left', whiteSpace: 'nowrap' },
                }}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('analytics.series')}</th>
                    {weeks.map((w) => (
                      <th key={w} scope="col">
                        {w}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {panel.series.map((s) => (
                    <tr key={s.label}>
                      <th scope="row">{s.label}</th>
                      {s.values.map((v, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per week
                        <td key={i}>{v === null ? t('analytics.noData') : panel.format(v)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function useTree(a: SprintAnalytics | undefined): TreeNode[] {
  const { t } = useTranslation('sprint-checkin');
  return useMemo(() => {
    if (!a) return [];
    return [
      {
        id: 'behaviours',
        label: t('analytics.dimensions.behaviours'),
        children: a.behaviours.map((b) => ({ id: `b:${b.id}`, label: b.label })),
      },
      {
        id: 'outcomes',
        label: t('analytics.dimensions.outcomes'),
        children: a.outcomes.map((b) => ({ id: `o:${b.id}`, label: b.label })),
      },
      {
        id: 'actions',
        label: t('analytics.dimensions.actions'),
        children: a.actions.map((b) => ({ id: `a:${b.id}`, label: b.label })),
      },
      { id: 'sprintCrewEngagements', label: t('analytics.dimensions.sprintCrewEngagements'), children: [] },
      { id: 'reflections', label: t('analytics.dimensions.reflections'), children: [] },
      { id: 'energyLevel', label: t('analytics.dimensions.energyLevel'), children: [] },
    ];
  }, [a, t]);
}

/** /sprint/analytics: the sprint in progress week by week, self against crew, with the filter tree and cards. */
export default function SprintAnalyticsPage() {
  const { t } = useTranslation('sprint-checkin');
  const f = useFormat();
  usePageTitle(t('analytics.title'));
  const sprint = useCurrentSprint();
  const analytics = useSprintAnalytics(sprint.data?.id);
  const a = analytics.data;
  const tree = useTree(a);
  const [checked, setChecked] = useState<Set<string> | null>(null);
  const shown = checked ?? new Set(tree.flatMap((n) => [n.id, ...n.children.map((c) => c.id)]));

  const heading = <PageTitle>{t('analytics.title')}</PageTitle>;
  if (sprint.isPending || (sprint.data && analytics.isPending))
    return <CircularProgress aria-label={t('loading')} />;
  if (sprint.isError || analytics.isError) return <Alert severity="error">{t('loadFailed')}</Alert>;
  if (!sprint.data || !a)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {heading}
        <Typography color="text.secondary">{t('analytics.noDataAvailable')}</Typography>
      </Box>
    );

  const weeks = a.weeks.map((w) => t('analytics.week', { n: w.week }));
  const pct = (v: number) => f.percent(v, Number.isInteger(v) ? 0 : 1);
  const items = (kind: 'b' | 'o', list: SprintAnalytics['behaviours']): Series[] =>
    list
      .filter((i) => shown.has(`${kind}:${i.id}`))
      .flatMap((i, k) => [
        {
          label: t('analytics.self', { name: i.label }),
          values: i.self,
          colour: COLOURS[k % COLOURS.length],
        },
        {
          label: t('analytics.crew', { name: i.label }),
          values: i.crew,
          colour: COLOURS[k % COLOURS.length],
          dashed: true,
        },
      ]);
  const panels: Panel[] = [
    {
      id: 'behaviours',
      title: t('analytics.dimensions.behaviours'),
      series: items('b', a.behaviours),
      max: 100,
      format: pct,
    },
    {
      id: 'outcomes',
      title: t('analytics.dimensions.outcomes'),
      series: items('o', a.outcomes),
      max: 100,
      format: pct,
    },
    {
      id: 'actions',
      title: t('analytics.dimensions.actions'),
      series: a.actions
        .filter((x) => shown.has(`a:${x.id}`))
        .map((x, k) => ({ label: x.label, values: x.done, colour: COLOURS[k % COLOURS.length] })),
      format: (v: number) => f.number(v),
    },
    {
      id: 'sprintCrewEngagements',
      title: t('analytics.dimensions.sprintCrewEngagements'),
      series: [{ label: t('analytics.engaged'), values: a.sprintCrewEngagements, colour: COLOURS[3] }],
      max: 100,
      format: pct,
    },
    {
      id: 'reflections',
      title: t('analytics.dimensions.reflections'),
      series: [{ label: t('analytics.checkInsDone'), values: a.reflections, colour: COLOURS[4] }],
      max: 1,
      format: (v: number) => (v ? t('analytics.done') : t('analytics.notDone')),
    },
    {
      id: 'energyLevel',
      title: t('analytics.dimensions.energyLevel'),
      series: [{ label: t('analytics.energy'), values: a.energyLevel, colour: COLOURS[5] }],
      max: 5,
      format: (v: number) => t(`energy.${v}`),
    },
  ].filter((p) => shown.has(p.id));

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {a.label}
        </Typography>
        {heading}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // two a row on a phone too, so the first chart is a scroll closer
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <ScoreCard title={t('analytics.dimensions.behaviours')} {...a.cards.behaviours} />
        <ScoreCard title={t('analytics.dimensions.outcomes')} {...a.cards.outcomes} />
        <PercentageCircleCard
          title={t('analytics.dimensions.reflections')}
          value={a.cards.checkInsDone}
          subtitle={t('analytics.checkInsOf', { done: a.cards.checkInsCompleted, due: a.cards.checkInsDue })}
        />
        <StatusCard
          title={t('analytics.dimensions.sprintCrewEngagements')}
          subtitle={t('analytics.thisWeek')}
          percentage={a.cards.crewEngagement.percentage}
          change={a.cards.crewEngagement.change}
        />
      </Box>
      {a.crewHiddenWeeks.length > 0 && <Alert severity="info">{t('analytics.anonymity')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <FilterTree tree={tree} checked={shown} onChange={setChecked} />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {panels.length ? (
            panels.map((p) => <ChartPanel key={p.id} panel={p} weeks={weeks} />)
          ) : (
            <Typography color="text.secondary">{t('analytics.noDataAvailable')}</Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { GLA_SCALE } from '../../../../../shared/domain/gla-chart';
import { useFormat } from '../../../../lib/i18n/use-format';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

export interface TeamChartRow {
  name: string;
  average: number | null;
  benchmark: number | null;
}

/**
 * The team's average per capability (bars, 1-5) with the benchmark of the level as a red mark on each row, like
 * the Leader Profile's chart. Loaded on demand (Chart.js); the page holds the same values as a table.
 */
export default function TeamGlaChart(props: {
  rows: TeamChartRow[];
  label: string;
  averageLabel: string;
  benchmarkLabel: string;
}) {
  const { rows } = props;
  const theme = useTheme();
  const fmt = useFormat();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: rows.map((r) => (narrow && r.name.length > 18 ? `${r.name.slice(0, 17)}…` : r.name)),
    datasets: [
      {
        type: 'bar',
        label: props.averageLabel,
        data: rows.map((r) => r.average),
        backgroundColor: theme.palette.primary.main,
        borderRadius: 3,
        barPercentage: 0.8,
        order: 1,
      },
      {
        type: 'line',
        label: props.benchmarkLabel,
        data: rows.map((r) => r.benchmark),
        showLine: false,
        order: 0,
        pointStyle: 'line',
        pointRotation: 90,
        pointRadius: 12,
        pointHoverRadius: 14,
        borderWidth: 4,
        pointBorderWidth: 4,
        borderColor: theme.palette.error.main,
        backgroundColor: theme.palette.error.main,
      },
    ],
  };
  const options: ChartOptions<'bar' | 'line'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: {
        min: GLA_SCALE.min,
        max: GLA_SCALE.max,
        ticks: { stepSize: 1, color: theme.palette.text.secondary },
        grid: { color: theme.palette.divider },
      },
      y: { ticks: { color: theme.palette.text.primary, autoSkip: false }, grid: { display: false } },
    },
    plugins: {
      legend: {
        position: 'top',
        labels: { color: theme.palette.text.primary, usePointStyle: true, boxHeight: 8 },
      },
      tooltip: {
        callbacks: {
          title: (items) => rows[items[0]?.dataIndex ?? 0]?.name ?? '',
          label: (item) => `${item.dataset.label}: ${fmt.number(item.parsed.x, 2) || '–'}`,
        },
      },
    },
  };
  return (
    <Box sx={{ position: 'relative', height: rows.length * 40 + 80 }}>
      <Chart
        type="bar"
        data={data}
        options={options}
        role="img"
        aria-label={props.label}
        data-testid="team-gla-chart"
      />
    </Box>
  );
}

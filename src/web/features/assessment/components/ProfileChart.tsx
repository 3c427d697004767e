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
import { useTranslation } from 'react-i18next';
import { type ChartRow, GLA_SCALE } from '../../../../shared/domain/gla-chart';
import { useFormat } from '../../../lib/i18n/use-format';
import { MARK_COLOR } from '../marks';

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

/** Splits a long name into lines of about `width` characters (phone width). */
function wrap(text: string, width: number): string[] {
  if (text.length <= width || !text.includes(' ')) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The Leader Profile at a glance: the nine capabilities ranked, Style and Strategy bars on the 1-5 scale, the
 * benchmark as a mark on each row, the top three (▲) and bottom three (▼) marked. Loaded on demand (Chart.js).
 * The canvas is an image for screen readers; the page holds the same values as a table.
 */
export default function ProfileChart({ rows, label }: { rows: ChartRow[]; label: string }) {
  const { t } = useTranslation('assessment');
  const theme = useTheme();
  const fmt = useFormat();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const labels = rows.map((r) => {
    const mark = r.top ? '▲ ' : r.bottom ? '▼ ' : '';
    return wrap(`${mark}${r.name}`, narrow ? 16 : 40);
  });
  const dark = theme.palette.mode === 'dark';
  const tickColor = (i: number) =>
    rows[i]?.top
      ? dark
        ? theme.palette.success.light
        : MARK_COLOR.top
      : rows[i]?.bottom
        ? dark
          ? theme.palette.warning.light
          : MARK_COLOR.bottom
        : theme.palette.text.primary;

  const data: ChartData<'bar' | 'line', (number | null)[], string[]> = {
    labels,
    datasets: [
      {
        type: 'bar',
        label: t('survey.style'),
        data: rows.map((r) => r.style),
        backgroundColor: theme.palette.primary.main,
        borderRadius: 3,
        barPercentage: 0.9,
        categoryPercentage: 0.75,
        order: 1,
      },
      {
        type: 'bar',
        label: t('survey.strategy'),
        data: rows.map((r) => r.strategy),
        backgroundColor: theme.palette.secondary.main,
        borderRadius: 3,
        barPercentage: 0.9,
        categoryPercentage: 0.75,
        order: 1,
      },
      {
        type: 'line',
        label: t('chart.benchmark'),
        data: rows.map((r) => r.benchmark),
        showLine: false,
        // drawn over the bars
        order: 0,
        pointStyle: 'line',
        pointRotation: 90,
        pointRadius: 13,
        pointHoverRadius: 15,
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
        title: { display: true, text: t('chart.axis'), color: theme.palette.text.secondary },
      },
      y: {
        ticks: {
          color: (ctx) => tickColor(ctx.index),
          font: (ctx) => ({ weight: rows[ctx.index]?.top || rows[ctx.index]?.bottom ? 'bold' : 'normal' }),
          autoSkip: false,
        },
        grid: { display: false },
      },
    },
    plugins: {
      legend: {
        position: 'top',
        labels: { color: theme.palette.text.primary, usePointStyle: true, boxHeight: 8 },
      },
      tooltip: {
        callbacks: {
          title: (items) => rows[items[0]?.dataIndex ?? 0]?.name ?? '',
          label: (item) => `${item.dataset.label}: ${fmt.number(item.parsed.x, 1) || '–'}`,
        },
      },
    },
  };
  return (
    <Box sx={{ position: 'relative', height: { xs: rows.length * 52 + 90, sm: rows.length * 44 + 90 } }}>
      <Chart
        type="bar"
        data={data}
        options={options}
        role="img"
        aria-label={label}
        data-testid="profile-chart"
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import {
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend);

export interface Series {
  label: string;
  values: (number | null)[];
  colour: string;
  dashed?: boolean;
}

/**
 * The analytics line chart (Chart.js, loaded on demand): one line per series over the sprint's weeks; a missing
 * point is a gap. A click on a point reports its index. The canvas is an image: the page's table says the same.
 */
export default function LineChart({
  labels,
  series,
  max,
  label,
  onPoint,
}: {
  labels: string[];
  series: Series[];
  max?: number;
  label: string;
  onPoint?: (index: number) => void;
}) {
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    spanGaps: false,
    scales: { y: { min: 0, ...(max !== undefined && { max }) } },
    // a point on the top (100%) or bottom line is drawn whole: room above the axis, and no clipping at its edge
    layout: { padding: { top: 8 } },
    plugins: { legend: { position: 'bottom' } },
    onClick: (_e, elements) => {
      if (elements[0] && onPoint) onPoint(elements[0].index);
    },
  };
  return (
    <Box sx={{ position: 'relative', height: 240 }}>
      <Line
        role="img"
        aria-label={label}
        options={options}
        data={{
          labels,
          datasets: series.map((s) => ({
            label: s.label,
            data: s.values,
            borderColor: s.colour,
            backgroundColor: s.colour,
            borderDash: s.dashed ? [6, 4] : undefined,
            pointRadius: 4,
            clip: false as const,
          })),
        }}
      />
    </Box>
  );
}

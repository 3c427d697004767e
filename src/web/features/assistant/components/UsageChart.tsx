import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';

ChartJS.register(ArcElement, Tooltip, Legend);

/** Likes against dislikes, as a ring; the card beside it says the same in words. */
export default function UsageChart(props: {
  likes: number;
  dislikes: number;
  labels: [string, string];
  title: string;
}) {
  return (
    <Doughnut
      role="img"
      aria-label={props.title}
      data={{
        labels: props.labels,
        datasets: [
          {
            data: [props.likes, props.dislikes],
            backgroundColor: ['#2e7d32', '#c62828'],
            borderWidth: 1,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        cutout: '60%',
        plugins: { legend: { position: 'bottom' } },
      }}
    />
  );
}

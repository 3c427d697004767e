import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { Line, PolarArea } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

ChartJS.register(
  ArcElement,
  RadialLinearScale,
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  Tooltip,
  Legend,
);

export const CHART_STYLES = ['polar', 'flower', 'leaves', 'line'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

/** one colour per theme (Purpose, Process, People, Stakeholders), readable on white */
export const THEME_COLOURS: Record<string, string> = {
  PURPOSE: '#3949ab',
  PROCESS: '#00897b',
  PEOPLE: '#c2185b',
  STAKEHOLDERS: '#ef6c00',
};
const SCALE_MAX = 6;

export interface ChartSubscale {
  code: string;
  theme: string;
  name: string;
  score: number | null;
}

/** A flower: one petal per subscale, as long as its score, coloured by theme; with leaves, the themes behind. */
function Flower({
  subscales,
  leaves,
  label,
}: {
  subscales: ChartSubscale[];
  leaves: boolean;
  label: string;
}) {
  const size = 360;
  const c = size / 2;
  const r = c - 40;
  const n = subscales.length;
  const petal = (i: number, length: number) => {
    const angle = (2 * Math.PI * i) / n - Math.PI / 2;
    const width = Math.PI / n;
    const tip = { x: c + Math.cos(angle) * length, y: c + Math.sin(angle) * length };
    const a = {
      x: c + Math.cos(angle - width) * length * 0.55,
      y: c + Math.sin(angle - width) * length * 0.55,
    };
    const b = {
      x: c + Math.cos(angle + width) * length * 0.55,
      y: c + Math.sin(angle + width) * length * 0.55,
    };
    return `M ${c} ${c} Q ${a.x} ${a.y} ${tip.x} ${tip.y} Q ${b.x} ${b.y} ${c} ${c} Z`;
  };
  const themes = [...new Set(subscales.map((s) => s.theme))];
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', maxWidth: 420 }}
    >
      {leaves &&
        themes.map((theme, ti) => {
          const mid = ((ti + 0.5) / themes.length) * 2 * Math.PI - Math.PI / 2;
          const tip = { x: c + Math.cos(mid) * (r + 30), y: c + Math.sin(mid) * (r + 30) };
          const side = (d: number) => ({
            x: c + Math.cos(mid + d) * (r * 0.8),
            y: c + Math.sin(mid + d) * (r * 0.8),
          });
          const a = side(-0.55);
          const b = side(0.55);
          return (
            <path
              key={theme}
              d={`M ${c} ${c} Q ${a.x} ${a.y} ${tip.x} ${tip.y} Q ${b.x} ${b.y} ${c} ${c} Z`}
              fill={THEME_COLOURS[theme] ?? '#999'}
              opacity={0.12}
            />
          );
        })}
      {[2, 4, 6].map((v) => (
        <circle key={v} cx={c} cy={c} r={(r * v) / SCALE_MAX} fill="none" stroke="#ddd" />
      ))}
      {subscales.map((s, i) => (
        <path
          key={s.code}
          d={petal(i, (r * (s.score ?? 0)) / SCALE_MAX)}
          fill={THEME_COLOURS[s.theme] ?? '#999'}
          opacity={0.8}
        >
          <title>{`${s.name}: ${s.score ?? '–'}`}</title>
        </path>
      ))}
      {subscales.map((s, i) => {
        const angle = (2 * Math.PI * i) / n - Math.PI / 2;
        const x = c + Math.cos(angle) * (r + 18);
        const y = c + Math.sin(angle) * (r + 18);
        return (
          <text
            key={s.code}
            x={x}
            y={y}
            fontSize={11}
            textAnchor="middle"
            dominantBaseline="middle"
            fill="#333"
          >
            {s.name}
          </text>
        );
      })}
    </svg>
  );
}

/** The report's chart in one of the spec's styles: polar area, flower, flower with leaves, line. */
export function AlignmentChart(props: { subscales: ChartSubscale[]; style: ChartStyle }) {
  const { t } = useTranslation('alignment');
  const label = t('report.chartLabel');
  const labels = props.subscales.map((s) => s.name);
  const scores = props.subscales.map((s) => s.score);
  const colours = props.subscales.map((s) => THEME_COLOURS[s.theme] ?? '#999');
  if (props.style === 'flower' || props.style === 'leaves')
    return <Flower subscales={props.subscales} leaves={props.style === 'leaves'} label={label} />;
  if (props.style === 'line')
    return (
      <div style={{ position: 'relative', minHeight: 300 }}>
        <Line
          role="img"
          aria-label={label}
          data={{
            labels,
            datasets: [
              {
                label: t('report.score'),
                data: scores,
                borderColor: '#3949ab',
                pointBackgroundColor: colours,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            scales: { y: { min: 1, max: SCALE_MAX } },
            plugins: { legend: { display: false } },
          }}
        />
      </div>
    );
  return (
    <div style={{ position: 'relative', minHeight: 340 }}>
      <PolarArea
        role="img"
        aria-label={label}
        data={{
          labels,
          datasets: [
            { label: t('report.score'), data: scores, backgroundColor: colours.map((c) => `${c}bb`) },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          scales: { r: { min: 0, max: SCALE_MAX, ticks: { stepSize: 1 } } },
          plugins: { legend: { position: 'bottom' } },
        }}
      />
    </div>
  );
}

/** The trend: one line per chosen subscale over the report versions. */
export function TrendChart(props: {
  points: Array<{ date: string; subScaleCode: string; score: number | null }>;
  names: Record<string, string>;
  formatDate: (d: string) => string;
}) {
  const { t } = useTranslation('alignment');
  const dates = [...new Set(props.points.map((p) => p.date))].sort();
  const codes = [...new Set(props.points.map((p) => p.subScaleCode))];
  const palette = ['#3949ab', '#00897b', '#c2185b', '#ef6c00', '#6d4c41', '#546e7a'];
  return (
    <div style={{ position: 'relative', minHeight: 280 }}>
      <Line
        role="img"
        aria-label={t('report.trendLabel')}
        data={{
          labels: dates.map(props.formatDate),
          datasets: codes.map((code, i) => ({
            label: props.names[code] ?? code,
            data: dates.map(
              (d) => props.points.find((p) => p.date === d && p.subScaleCode === code)?.score ?? null,
            ),
            borderColor: palette[i % palette.length],
            backgroundColor: palette[i % palette.length],
          })),
        }}
        options={{ maintainAspectRatio: false, scales: { y: { min: 1, max: SCALE_MAX } } }}
      />
    </div>
  );
}

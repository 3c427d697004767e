import { lazy } from 'react';

export type { Series } from './LineChart';
/** Chart.js comes with the chart only: pages that draw one load it on demand. */
export const LazyLineChart = lazy(() => import('./LineChart'));

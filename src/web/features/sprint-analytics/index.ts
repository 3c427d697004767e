/** Sprint analytics: the page is routed lazily by the app (features/sprint-analytics/pages/SprintAnalyticsPage). */
export { useSprintAnalytics } from './api/analytics';
/** The analytics line chart, loaded on demand (the team sprint analytics draw theirs with it). */
export { LazyLineChart, type Series } from './components/lazy-line-chart';

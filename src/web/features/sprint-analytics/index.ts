/** Sprint analytics: the page is routed lazily by the app (features/sprint-analytics/pages/SprintAnalyticsPage). */
export { useSprintAnalytics } from './api/analytics';

import type { Activity } from '../../../../shared/contracts/sprint-board';
import { localDateOf } from '../../../../shared/domain/sprint-time';

/**
 * The calendar view of the spec: every activity, and the meetings grouped by the day they start on in the
 * viewer's zone, sorted by start time; with startDate/endDate (local, inclusive) only those days.
 */
export function buildDays(
  activities: Activity[],
  q: { startDate?: string; endDate?: string; timeZone: string },
) {
  const byDay = new Map<string, Activity[]>();
  const meetings = activities
    .filter((a) => a.meetingStart)
    .sort((x, y) => Date.parse(x.meetingStart!) - Date.parse(y.meetingStart!));
  for (const a of meetings) {
    const day = localDateOf(new Date(a.meetingStart!), q.timeZone);
    if (q.startDate && day < q.startDate) continue;
    if (q.endDate && day > q.endDate) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  return {
    activities,
    days: [...byDay.entries()].map(([date, list]) => ({ date, activities: list })),
  };
}

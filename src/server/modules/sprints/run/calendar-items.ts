import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { sprintWindow } from '../../../../shared/domain/sprint-time';
import { nextWeekday, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { Db } from '../../../platform/db/client';
import { sprintActivities, sprints } from '../tables';
import { scheduleOf } from './summary';

const ICS_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

/** What a person's calendar feed shows of their sprints (the notifications module's calendar port). */
export type SprintCalendarItem =
  | {
      kind: 'CHECK_IN';
      /** the sprint's id */
      id: number;
      title: string;
      /** the first check-in, and the weekly rule until the sprint's end */
      start: Date;
      recurrence: string;
      timeZone: string;
    }
  | {
      kind: 'MEETING';
      id: number;
      title: string;
      sprintTitle: string;
      start: Date;
      end: Date;
      timeZone: string;
    };

/**
 * The weekly check-in slots of the sprints a person runs (in progress) and the activities with meetings on them,
 * in the sprint's time zone.
 */
export function createSprintCalendarItems(db: Db) {
  return async (userId: number, clientId: number): Promise<SprintCalendarItem[]> => {
    const running = await db
      .select()
      .from(sprints)
      .where(
        and(eq(sprints.clientId, clientId), eq(sprints.userId, userId), eq(sprints.status, 'IN_PROGRESS')),
      )
      .orderBy(asc(sprints.id));
    if (running.length === 0) return [];
    const items: SprintCalendarItem[] = [];
    for (const s of running) {
      const schedule = scheduleOf(s);
      if (!schedule) continue;
      const firstDay = nextWeekday(schedule.startDate, s.checkInWeekday);
      // until the end of the last day (decision 0068), extensions included: the sprint's window, less a second
      const until = new Date(sprintWindow(schedule).endsAt.getTime() - 1000);
      items.push({
        kind: 'CHECK_IN',
        id: s.id,
        title: s.label,
        start: zonedToUtc(firstDay, s.checkInTime, s.timezone),
        recurrence: `FREQ=WEEKLY;BYDAY=${ICS_WEEKDAYS[s.checkInWeekday - 1]};UNTIL=${until
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')}`,
        timeZone: s.timezone,
      });
    }
    const byId = new Map(running.map((s) => [s.id, s]));
    const meetings = await db
      .select()
      .from(sprintActivities)
      .where(
        and(
          eq(sprintActivities.clientId, clientId),
          inArray(sprintActivities.sprintId, [...byId.keys()]),
          isNotNull(sprintActivities.meetingStart),
          isNotNull(sprintActivities.meetingEnd),
        ),
      )
      .orderBy(asc(sprintActivities.meetingStart));
    for (const a of meetings) {
      const s = byId.get(a.sprintId)!;
      items.push({
        kind: 'MEETING',
        id: a.id,
        title: a.title,
        sprintTitle: s.label,
        start: a.meetingStart!,
        end: a.meetingEnd!,
        timeZone: s.timezone,
      });
    }
    return items;
  };
}

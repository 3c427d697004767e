import { sprintTemplate } from '../../../../../content/sprints';
import { addDays, sprintWindow } from '../../../../shared/domain/sprint-time';
import type { ActivityStatus, CrewRole } from '../../../../shared/sprint-enums';
import type { Db } from '../../../platform/db/client';
import {
  sprintActivities,
  sprintActivityPeople,
  sprintCrew,
  sprintItems,
  sprintReviews,
  sprints,
} from '../tables';

/** What a sprint made of rows needs: the seed's demo sprints, the API tests and the bench build them the same way. */
export interface SprintRowsInput {
  clientId: number;
  userId: number;
  /** a team sprint of this team (issue 13; the sprint team and leads are the caller's to add) */
  teamId?: number;
  /** a library template (CAND-1) for the texts, in English */
  templateCode?: string;
  startDate: string;
  durationWeeks: 1 | 4 | 8 | 12;
  timezone?: string;
  checkInWeekday?: number;
  checkInTime?: string;
  feedbackFrequencyDays?: number;
  status?: 'IN_PROGRESS' | 'PORTFOLIO' | 'INCOMPLETE' | 'FINISHED' | 'STOPPED';
  outcomeStatus?: string | null;
  /** an organisation member is linked by userId (and named as their account is) */
  crew?: { name: string; email: string; role: CrewRole; userId?: number }[];
  /** activities spread over the actions: title, column, optional meeting (UTC) */
  activities?: {
    title: string;
    status: ActivityStatus;
    meetingStart?: Date;
    minutes?: number;
    crew?: number[];
    /** who made it (default: the sprint's userId) */
    createdBy?: number;
  }[];
  review?: { choice: number; reflection: string };
}

/**
 * Inserts a started sprint with its actions, behaviours, outcomes, crew and activities, in one transaction, as
 * the design wizard would have left it (texts of a library template in English). Answers the ids made.
 */
export async function insertSprintRows(db: Db, input: SprintRowsInput) {
  const template = sprintTemplate(input.templateCode ?? 'CAND-1');
  if (!template) throw new Error(`no sprint template ${input.templateCode}`);
  const timezone = input.timezone ?? 'UTC';
  const schedule = {
    startDate: input.startDate,
    durationWeeks: input.durationWeeks,
    extendedWeeks: 0,
    timezone,
    checkInWeekday: input.checkInWeekday ?? 1,
    checkInTime: input.checkInTime ?? '09:00',
    feedbackFrequencyDays: input.feedbackFrequencyDays ?? 7,
  };
  const { startsAt, endsAt } = sprintWindow(schedule);
  const status = input.status ?? 'IN_PROGRESS';
  return db.transaction(async (tx) => {
    const [sprint] = await tx
      .insert(sprints)
      .values({
        clientId: input.clientId,
        userId: input.userId,
        ...(input.teamId ? { teamId: input.teamId, sprintType: 'TEAM_SPRINT' } : {}),
        sprintCode: template.code,
        label: template.label.en,
        description: template.description.en,
        icon: template.icon,
        status,
        outcomeStatus: input.outcomeStatus ?? null,
        designStep: 'start',
        durationWeeks: input.durationWeeks,
        feedbackFrequencyDays: schedule.feedbackFrequencyDays,
        checkInWeekday: schedule.checkInWeekday,
        checkInTime: schedule.checkInTime,
        timezone,
        startDate: input.startDate,
        startsAt,
        endsAt,
        startedAt: startsAt,
        finishedAt: status === 'IN_PROGRESS' ? null : endsAt,
        createdAt: new Date(`${addDays(input.startDate, -1)}T12:00:00Z`),
      })
      .returning();
    const items = [
      ...template.actions.map((a, i) => ({
        kind: 'ACTION',
        code: a.code,
        label: a.label.en,
        description: a.description.en,
        sortIndex: i,
        suggestedActivities: a.suggestedActivities.map((s) => ({
          code: s.code,
          kind: s.kind,
          title: s.title.en,
        })),
      })),
      ...template.behaviours.map((b, i) => ({
        kind: 'BEHAVIOUR',
        code: b.code,
        label: b.label.en,
        description: b.description.en,
        sortIndex: i,
      })),
      ...template.outcomes.map((o, i) => ({
        kind: 'OUTCOME',
        code: o.code,
        label: o.label.en,
        description: o.description.en,
        sortIndex: i,
      })),
    ];
    const madeItems = await tx
      .insert(sprintItems)
      .values(items.map((i) => ({ ...i, sprintId: sprint.id, clientId: input.clientId })))
      .returning({ id: sprintItems.id, kind: sprintItems.kind });
    const actionIds = madeItems.filter((i) => i.kind === 'ACTION').map((i) => i.id);
    const crewIds = input.crew?.length
      ? (
          await tx
            .insert(sprintCrew)
            .values(
              input.crew.map((c) => ({
                ...c,
                sprintId: sprint.id,
                clientId: input.clientId,
                // invited at the start; ACTIVE once they give feedback (feedback repo)
                status: 'INVITED',
                invitedAt: startsAt,
              })),
            )
            .returning({ id: sprintCrew.id })
        ).map((c) => c.id)
      : [];
    const activityIds: number[] = [];
    for (const [i, a] of (input.activities ?? []).entries()) {
      const [made] = await tx
        .insert(sprintActivities)
        .values({
          sprintId: sprint.id,
          clientId: input.clientId,
          actionId: actionIds.length ? actionIds[i % actionIds.length] : null,
          title: a.title,
          status: a.status,
          kind: a.meetingStart ? 'ONLINE' : 'OFFLINE',
          code: a.meetingStart ? 'FF' : 'OTH',
          position: (i + 1) * 1024,
          meetingStart: a.meetingStart ?? null,
          meetingEnd: a.meetingStart ? new Date(a.meetingStart.getTime() + (a.minutes ?? 30) * 60_000) : null,
          createdBy: a.createdBy ?? input.userId,
          doneAt: a.status === 'DONE' ? startsAt : null,
        })
        .returning({ id: sprintActivities.id });
      activityIds.push(made.id);
      const people = (a.crew ?? []).map((k) => crewIds[k]).filter((x) => x !== undefined);
      if (people.length)
        await tx
          .insert(sprintActivityPeople)
          .values(people.map((crewId) => ({ activityId: made.id, crewId })));
    }
    if (input.review)
      await tx.insert(sprintReviews).values({
        sprintId: sprint.id,
        clientId: input.clientId,
        choice: input.review.choice,
        outcomeStatus: input.outcomeStatus ?? null,
        reflection: input.review.reflection,
        createdBy: input.userId,
      });
    return { sprintId: sprint.id, actionIds, crewIds, activityIds };
  });
}

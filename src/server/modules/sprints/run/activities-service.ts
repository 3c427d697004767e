import type { Activity, SaveActivityBody } from '../../../../shared/contracts/sprint-board';
import { conferenceLink } from '../../../../shared/domain/conference';
import { buildIcs } from '../../../../shared/domain/ics';
import { meetingOutsideSprint } from '../../../../shared/domain/meeting-window';
import { todayIn } from '../../../../shared/domain/zoned-time';
import type { ActivityStatus } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { badRequest, conflict, notFound, unprocessable } from '../../../platform/http/errors';
import { translator } from '../../../platform/i18n';
import { recipientLanguage } from '../../../platform/i18n/recipient-language';
import type { SprintsDeps } from '../deps';
import { buildDays } from './activity-days';
import { activityInvitationMail, meetingWhen } from './mails';
import type { ActivityRow, SprintRow, SprintRunRepo } from './repo';
import type { SprintGuard } from './sprint-guard';
import { activityFromJson, activityFromRow } from './summary';

const GAP = 1024;

/** A meeting falls while its sprint runs (the shared rule, meeting-window.ts): 422 naming the sprint's days. */
function requireMeetingInSprint(
  sprint: SprintRow,
  meeting: { meetingStart: Date | null; meetingEnd: Date | null },
) {
  if (!meeting.meetingStart || !meeting.meetingEnd) return;
  const side = meetingOutsideSprint({ start: meeting.meetingStart, end: meeting.meetingEnd }, sprint);
  if (!side) return;
  const day = (d: Date | null) => (d ? todayIn(sprint.timezone, d) : '');
  throw unprocessable(
    `meetingStart: the meeting must take place during the sprint (${day(sprint.startsAt)} to ${day(sprint.endsAt)})`,
    'MEETING_OUTSIDE_SPRINT',
  );
}

/**
 * Activities on the kanban (spec sprints-teams 3 and 5): created and edited by the sprint's owner, in an open
 * sprint, under an open action; a meeting's times are UTC instants. A finished action or an ended sprint refuses
 * changes (409). A meeting can be sent to the people involved as an .ics (REQUEST, stable UID, SEQUENCE bumped on
 * each send); deleting a sent meeting sends CANCEL.
 */
export function createActivitiesService(deps: SprintsDeps, repo: SprintRunRepo, guard: SprintGuard) {
  const { db } = deps;
  const host = new URL(deps.publicUrl).hostname;
  const uidOf = (id: number) => `sprint-activity-${id}@${host}`;

  async function view(a: ActivityRow, tx: Db = db): Promise<Activity> {
    return activityFromRow(a, await repo.peopleIdsOf(a.id, tx));
  }

  /** the activity, its sprint (owner's, open) and its action (open) */
  async function writableActivity(p: Principal, id: number, tx: Db) {
    const a = await repo.activity(p.clientId, id, tx);
    if (!a) throw notFound('The activity');
    const sprint = await guard.writable(p, a.sprintId, tx);
    if (a.actionId) await openAction(p, a.actionId, sprint.id, tx);
    return { a, sprint };
  }
  async function openAction(p: Principal, actionId: number, sprintId: number, tx: Db) {
    const action = await repo.item(p.clientId, actionId, tx);
    if (!action || action.sprintId !== sprintId || action.kind !== 'ACTION')
      throw badRequest('actionId: not an action of this sprint');
    if (action.status === 'FINISHED')
      throw conflict('This action is finished: its activities can no longer be changed.', 'ACTION_FINISHED');
    return action;
  }
  async function checkPeople(
    sprintId: number,
    body: { crewIds: number[]; stakeholderIds: number[] },
    tx: Db,
  ) {
    const crew = await repo.crewIdsOf(sprintId, body.crewIds, tx);
    if (crew.length !== new Set(body.crewIds).size)
      throw badRequest('crewIds: not all are crew of this sprint');
    const others = await repo.stakeholderIdsOf(sprintId, body.stakeholderIds, tx);
    if (others.length !== new Set(body.stakeholderIds).size)
      throw badRequest('stakeholderIds: not all are stakeholders of this sprint');
    return { crewIds: [...new Set(body.crewIds)], stakeholderIds: [...new Set(body.stakeholderIds)] };
  }

  /** the owner's language, asked before a transaction (PGlite has one connection: never query outside tx inside it) */
  async function ownerLanguage(p: Principal) {
    return (await deps.people.peopleByIds([p.userId])).get(p.userId)?.language ?? null;
  }

  async function sendCalendar(
    p: Principal,
    sprint: SprintRow,
    a: ActivityRow,
    cancel: boolean,
    inviterLanguage: string | null,
    tx: Db,
  ) {
    if (!a.meetingStart || !a.meetingEnd) throw badRequest('id: this activity has no meeting to send');
    const people = await repo.peopleOf(a.id, tx);
    if (!people.length) throw badRequest('id: this activity involves nobody to send it to');
    const sequence = a.calendarSequence;
    // the owner's conference provider gives the meeting its video link (one derivation with the page)
    const video = conferenceLink((await deps.conference?.of(p.clientId, sprint.userId, tx)) ?? null, a.id);
    // the organiser's own copy first, so the meeting (or its cancellation) is in their calendar too
    const organiser = { name: p.name, email: p.email, language: inviterLanguage };
    const everyone = people.some((x) => x.email.toLowerCase() === p.email.toLowerCase())
      ? people
      : [organiser, ...people];
    for (const person of everyone) {
      const lng = recipientLanguage({ person: person.language, inviter: inviterLanguage });
      const join = video ? translator(lng)('mail:sprintActivity.video', { url: video }) : null;
      const ics = buildIcs({
        uid: uidOf(a.id),
        start: a.meetingStart,
        durationMinutes: Math.round((a.meetingEnd.getTime() - a.meetingStart.getTime()) / 60_000),
        summary: a.title,
        description: [a.description, join].filter(Boolean).join('\n\n') || undefined,
        ...(video ? { location: video, url: video } : {}),
        organizer: { name: p.name, email: p.email },
        attendee: { name: person.name, email: person.email },
        stamp: deps.clock.now(),
        sequence,
        method: cancel ? 'CANCEL' : 'REQUEST',
      });
      await deps.mailer.send(
        activityInvitationMail({
          lng,
          clientId: p.clientId,
          to: person.email,
          name: person.name,
          ownerName: p.name,
          title: a.title,
          sprint: sprint.label,
          when: meetingWhen(lng, a.meetingStart, a.meetingEnd, sprint.timezone),
          ics,
          cancel,
          video,
        }),
        tx,
      );
    }
    await repo.updateActivity(a.id, { calendarSequence: sequence + 1 }, tx);
    return { sent: people.length, sequence };
  }

  return {
    /** The sprint's activities; with dates, the meetings between them (local days in timeZone) grouped by day. */
    async list(
      p: Principal,
      sprintId: number,
      q: { startDate?: string; endDate?: string; timeZone: string },
    ) {
      if (q.startDate && q.endDate && q.endDate < q.startDate)
        throw badRequest('endDate: must not be before startDate');
      const sprint = await guard.own(p, sprintId);
      const bundle = await repo.bundle(p.clientId, sprint.id);
      return buildDays(bundle?.activities ?? [], q);
    },

    async save(p: Principal, body: SaveActivityBody & { crewIds: number[]; stakeholderIds: number[] }) {
      if (!body.id && !body.crewIds.length && !body.stakeholderIds.length) {
        // the common create (a card without people) in one statement; refusals take the checked path below
        const status = body.status ?? 'TODO';
        const made = await repo.insertActivityChecked(
          p,
          {
            sprintId: body.sprintId,
            actionId: body.actionId ?? null,
            type: body.type ?? 'ACTIVITY',
            kind: body.kind ?? 'OFFLINE',
            code: body.code ?? 'OTH',
            title: body.title,
            description: body.description ?? null,
            status,
            meetingStart: body.meetingStart ? new Date(body.meetingStart) : null,
            meetingEnd: body.meetingEnd ? new Date(body.meetingEnd) : null,
            doneAt: status === 'DONE' ? deps.clock.now() : null,
          },
          GAP,
        );
        if (made) return activityFromJson(made);
      }
      return db.transaction(async (tx) => {
        const sprint = await guard.writable(p, body.sprintId, tx);
        if (body.actionId) await openAction(p, body.actionId, sprint.id, tx);
        const people = await checkPeople(sprint.id, body, tx);
        const fields = {
          actionId: body.actionId ?? null,
          type: body.type ?? 'ACTIVITY',
          kind: body.kind ?? 'OFFLINE',
          code: body.code ?? 'OTH',
          title: body.title,
          description: body.description ?? null,
          meetingStart: body.meetingStart ? new Date(body.meetingStart) : null,
          meetingEnd: body.meetingEnd ? new Date(body.meetingEnd) : null,
        };
        requireMeetingInSprint(sprint, fields);
        let row: ActivityRow;
        if (body.id) {
          const { a } = await writableActivity(p, body.id, tx);
          if (a.sprintId !== sprint.id) throw badRequest('sprintId: the activity belongs to another sprint');
          const status = body.status ?? (a.status as ActivityStatus);
          const moved = status !== a.status;
          await repo.updateActivity(
            a.id,
            {
              ...fields,
              status,
              ...(moved ? { position: (await repo.lastPosition(sprint.id, status, tx)) + GAP } : {}),
              doneAt: status === 'DONE' ? (a.doneAt ?? deps.clock.now()) : null,
            },
            tx,
          );
          row = (await repo.activity(p.clientId, a.id, tx))!;
        } else {
          const status = body.status ?? 'TODO';
          row = await repo.insertActivity(
            {
              ...fields,
              sprintId: sprint.id,
              clientId: p.clientId,
              status,
              position: (await repo.lastPosition(sprint.id, status, tx)) + GAP,
              createdBy: p.userId,
              doneAt: status === 'DONE' ? deps.clock.now() : null,
            },
            tx,
          );
        }
        await repo.setPeople(row.id, people.crewIds, people.stakeholderIds, tx);
        return activityFromRow(row, people);
      });
    },

    async done(p: Principal, id: number) {
      return db.transaction(async (tx) => {
        const { a, sprint } = await writableActivity(p, id, tx);
        if (a.status !== 'DONE')
          await repo.updateActivity(
            a.id,
            {
              status: 'DONE',
              doneAt: deps.clock.now(),
              position: (await repo.lastPosition(sprint.id, 'DONE', tx)) + GAP,
            },
            tx,
          );
        return view((await repo.activity(p.clientId, a.id, tx))!, tx);
      });
    },

    /** The kanban's move: into a column at an index; the column's positions are renumbered when they crowd. */
    async move(p: Principal, body: { id: number; status: ActivityStatus; index: number }) {
      return db.transaction(async (tx) => {
        const { a, sprint } = await writableActivity(p, body.id, tx);
        const column = (await repo.column(sprint.id, body.status, tx)).filter((x) => x !== a.id);
        const index = Math.min(body.index, column.length);
        column.splice(index, 0, a.id);
        // renumber the column: a handful of rows, and positions stay evenly spaced
        for (const [i, id] of column.entries()) {
          if (id === a.id) continue;
          await repo.updateActivity(id, { position: (i + 1) * GAP }, tx);
        }
        await repo.updateActivity(
          a.id,
          {
            status: body.status,
            position: (index + 1) * GAP,
            doneAt: body.status === 'DONE' ? (a.doneAt ?? deps.clock.now()) : null,
          },
          tx,
        );
        return view((await repo.activity(p.clientId, a.id, tx))!, tx);
      });
    },

    async remove(p: Principal, id: number) {
      const lng = await ownerLanguage(p);
      return db.transaction(async (tx) => {
        const { a, sprint } = await writableActivity(p, id, tx);
        // a meeting already sent is withdrawn from the calendars it went to
        if (a.calendarSequence > 0 && a.meetingStart) await sendCalendar(p, sprint, a, true, lng, tx);
        await repo.deleteActivity(a.id, tx);
        return { ok: true as const };
      });
    },

    async sendInvitation(p: Principal, id: number) {
      const lng = await ownerLanguage(p);
      return db.transaction(async (tx) => {
        const { a, sprint } = await writableActivity(p, id, tx);
        return sendCalendar(p, sprint, a, false, lng, tx);
      });
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;

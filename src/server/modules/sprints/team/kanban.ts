import type { SaveActivityBody } from '../../../../shared/contracts/sprint-board';
import type {
  KanbanWeek,
  TeamActivities,
  TeamActivity,
  TeamSprintViewer,
} from '../../../../shared/contracts/team-sprint';
import { isEnded } from '../../../../shared/domain/sprint-status';
import { localDateOf } from '../../../../shared/domain/sprint-time';
import { activityChangeRefusal, mayManageAction } from '../../../../shared/domain/team-sprint';
import { addDays, offsetAt, zonedToUtc } from '../../../../shared/domain/zoned-time';
import type { ActionStatus, ActivityStatus } from '../../../../shared/sprint-enums';
import type { Principal } from '../../../platform/auth/access';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors';
import { KeptBody } from '../../../platform/http/kept-body';
import type { SprintsDeps } from '../deps';
import { createActivitiesService } from '../run/activities-service';
import type { SprintRunRepo } from '../run/repo';
import type { SprintGuard } from '../run/sprint-guard';
import { activityFromJson, activityFromRow } from '../run/summary';
import { type TeamSprintAccess, type TeamSprintPlace, viewerOf } from './access';
import { createKanbanQuery, type KanbanJson } from './kanban-query';
import type { TeamActivityRow, TeamSprintRepo } from './repo';

const HOUR_MS = 3_600_000;
/** answers kept (decision 0058): cleared when full */
const KEPT = 2000;
/**
 * Instants as the viewer's wall time, YYYY-MM-DDTHH:MM: the zone's offset is asked once per UTC hour (offsets
 * change on the hour or half hour at most, and a board holds a few hundred cards over a few weeks).
 */
function localClock(zone: string) {
  const offsets = new Map<number, number>();
  return (d: Date) => {
    const hour = Math.floor(d.getTime() / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = offsetAt(d, zone);
      offsets.set(hour, offset);
    }
    return new Date(d.getTime() + offset).toISOString().slice(0, 16);
  };
}

const REFUSALS = {
  NOT_CREATOR: () =>
    forbidden('Only the team manager or the activity’s creator may change it.', 'NOT_ACTIVITY_CREATOR'),
  CHECK_IN_ACTIVITY: () => forbidden('A weekly check-in activity cannot be changed.', 'CHECK_IN_ACTIVITY'),
  ACTION_FINISHED: () =>
    conflict('This action is finished: its activities can no longer be changed.', 'ACTION_FINISHED'),
};

/**
 * The team's kanban (issue 13): every sprint team member's activities of the team sprint in progress, with times
 * in the viewer's zone. Anyone in the sprint team (or the manager) adds activities; an activity is changed only
 * by the team manager or its creator, never a weekly check-in activity or one under a finished action. An action
 * is ticked or deleted only by its lead or the team manager. The kanban's moves and meetings are the personal
 * sprint's (the activities service), on the team's sprint.
 */
export function createTeamKanban(
  deps: SprintsDeps,
  parts: { repo: TeamSprintRepo; runRepo: SprintRunRepo; access: TeamSprintAccess },
) {
  const { repo, runRepo, access } = parts;
  const { db, clock } = deps;
  // who may is checked before each call; the guard keeps the sprint a team sprint and refuses an ended one
  const teamGuard: SprintGuard = {
    async own(p, sprintId, tx) {
      const s = await runRepo.sprint(p.clientId, sprintId, tx);
      if (s?.sprintType !== 'TEAM_SPRINT') throw notFound('The team sprint');
      return s;
    },
    async writable(p, sprintId, tx) {
      const s = await this.own(p, sprintId, tx);
      if (isEnded(s.status))
        throw conflict('This sprint has ended: it can no longer be changed.', 'SPRINT_FINISHED');
      if (s.status !== 'IN_PROGRESS') throw conflict('This team sprint has not started.', 'NOT_IN_PROGRESS');
      return s;
    },
  };
  const activities = createActivitiesService(deps, runRepo, teamGuard);
  const kanbanQuery = createKanbanQuery(db);
  /**
   * the kanban's answers (their bytes and compressed forms, made once, not on every read), by sprint, viewer,
   * zone, week and days, with the stamp they were built at
   */
  const kept = new Map<string, { stamp: string; body: KeptBody }>();
  /** the rebuilds under way, by answer key and the stamp they were started at */
  const building = new Map<string, Promise<KeptBody>>();

  function view(
    a: TeamActivityRow,
    people: { crewIds: number[]; stakeholderIds: number[] },
    viewer: TeamSprintViewer,
    names: Map<number, { fullName: string }>,
    actionStatus: Map<number, string>,
    zone: string,
  ): TeamActivity {
    const action = a.actionId === null ? null : { status: actionStatus.get(a.actionId) ?? 'OPEN' };
    return {
      ...activityFromRow(a, people),
      createdBy: a.createdBy,
      createdByName: names.get(a.createdBy)?.fullName ?? '',
      localStart: a.meetingStart && localClock(zone)(a.meetingStart),
      localEnd: a.meetingEnd && localClock(zone)(a.meetingEnd),
      editable:
        viewer.navigation === 'IN_SPRINT_TEAM' || viewer.teamAdmin
          ? activityChangeRefusal(viewer, a, action) === null
          : false,
    };
  }

  /** the activity, the caller's place in its team sprint (in the team: 403 otherwise) and the refusal check */
  async function changeable(p: Principal, id: number) {
    const a = await repo.activity(p.clientId, id);
    if (!a) throw notFound('The activity');
    const place = await access.participant(p, a.sprintId);
    const action = a.actionId === null ? null : await repo.item(p.clientId, a.actionId);
    const refusal = activityChangeRefusal(viewerOf(p, place, place.sprint, place.member), a, action);
    if (refusal) throw REFUSALS[refusal]();
    return place;
  }

  /** one activity as the kanban shows it to the caller */
  async function one(p: Principal, place: TeamSprintPlace, id: number): Promise<TeamActivity> {
    const a = await repo.activity(p.clientId, id);
    if (!a) throw notFound('The activity');
    const [people, names, actions] = await Promise.all([
      runRepo.peopleIdsOf(a.id),
      deps.people.peopleByIds([a.createdBy]),
      repo.actions(a.sprintId),
    ]);
    const viewer = viewerOf(p, place, place.sprint, place.member);
    return view(
      a,
      people,
      viewer,
      names,
      new Map(actions.map((x) => [x.id, x.status])),
      place.sprint.timezone,
    );
  }

  async function manageableAction(p: Principal, actionId: number) {
    const action = await repo.item(p.clientId, actionId);
    if (action?.kind !== 'ACTION') throw notFound('The action');
    const place = await access.sprint(p, action.sprintId);
    const viewer = viewerOf(p, place, place.sprint, place.member);
    if (!mayManageAction(viewer, action))
      throw forbidden(
        'Only the action’s lead or the team manager may change this action.',
        'NOT_ACTION_LEAD',
      );
    if (place.sprint.status !== 'IN_PROGRESS')
      throw conflict('This team sprint is not in progress.', 'NOT_IN_PROGRESS');
    return { action, place };
  }

  /** the answer's text: the board's cards and actions with the names of their creators and leads */
  async function answerText(board: KanbanJson, viewer: TeamSprintViewer, zone: string): Promise<string> {
    const names = await deps.people.peopleByIds([
      ...new Set([
        ...board.cards.map((c) => c.created_by),
        ...board.actions.flatMap((a) => a.action_lead_id ?? []),
      ]),
    ]);
    const status = new Map(board.actions.map((a) => [a.id, a.status]));
    const local = localClock(zone);
    const mayChange = viewer.navigation === 'IN_SPRINT_TEAM' || viewer.teamAdmin;
    const week: TeamActivity[] = [];
    const scheduled: TeamActivity[] = [];
    for (const c of board.cards) {
      const action = c.action_id === null ? null : { status: status.get(c.action_id) ?? 'OPEN' };
      const start = c.meeting_start === null ? null : new Date(c.meeting_start);
      const end = c.meeting_end === null ? null : new Date(c.meeting_end);
      // properties added to the activity, not spread into a new object: spreading 16 properties and adding 5
      // took V8's slow path, 3 ms of a 200-card week (decision 0077)
      const card: TeamActivity = Object.assign(activityFromJson(c), {
        createdBy: c.created_by,
        createdByName: names.get(c.created_by)?.fullName ?? '',
        localStart: start && local(start),
        localEnd: end && local(end),
        editable:
          mayChange &&
          activityChangeRefusal(viewer, { createdBy: c.created_by, type: c.type }, action) === null,
      });
      if (c.in_week) week.push(card);
      if (c.scheduled) scheduled.push(card);
    }
    const answer: TeamActivities = {
      sprintId: board.sprint.id,
      scheduledActivities: scheduled,
      allActivities: week,
      week: board.week,
      weeks: board.weeks,
      actions: board.actions.map((a) => ({
        id: a.id,
        label: a.label,
        status: a.status as ActionStatus,
        actionLeadId: a.action_lead_id,
        actionLeadName: a.action_lead_id === null ? null : (names.get(a.action_lead_id)?.fullName ?? null),
        canManage: mayManageAction(viewer, { actionLeadId: a.action_lead_id }),
      })),
      viewer,
    };
    return JSON.stringify({ data: answer });
  }

  return {
    /**
     * GET activity/findAllActivityByTeamId/{teamId}: the kanban of the team sprint in progress, one week of it
     * (the current one unless asked; `all` for the whole sprint), as the JSON text of the answer: the contract's
     * schema describes it, but a board of hundreds of cards is not walked by zod on every read (decision 0058).
     */
    async ofTeam(
      p: Principal,
      teamId: number,
      q: { startDate?: string; endDate?: string; timeZone: string; week?: KanbanWeek },
    ): Promise<KeptBody> {
      // the viewer's days (today when none are given): from the first's midnight to the end of the last
      const now = clock.now();
      const today = localDateOf(now, q.timeZone);
      const dayFrom = zonedToUtc(q.startDate ?? today, '00:00', q.timeZone);
      const dayTo = zonedToUtc(addDays(q.endDate ?? q.startDate ?? today, 1), '00:00', q.timeZone);
      const ask = { week: q.week ?? ('current' as const), now, dayFrom, dayTo };
      const [place, head] = await Promise.all([
        access.team(p, teamId),
        kanbanQuery.head(p.clientId, teamId, p.userId, ask),
      ]);
      if (head && typeof q.week === 'number' && q.week > head.weeks)
        throw badRequest(`week: the sprint has ${head.weeks} weeks`);
      // the text kept for this sprint, viewer, zone, week and days, while what the board reads has not changed
      const keyOf = (sprintId: number, viewer: TeamSprintViewer, week: number | null) =>
        `${sprintId}|${JSON.stringify(viewer)}|${q.timeZone}|${week ?? 'all'}|${dayFrom.getTime()}|${dayTo.getTime()}`;
      const rebuild = async (): Promise<KeptBody> => {
        const board = await kanbanQuery.kanban(p.clientId, teamId, ask);
        if (!board) {
          if (typeof q.week === 'number') throw badRequest('week: the team has no sprint in progress');
          const none: TeamActivities = {
            sprintId: null,
            scheduledActivities: [],
            allActivities: [],
            week: null,
            weeks: 0,
            actions: [],
            viewer: viewerOf(p, place, null, null),
          };
          return KeptBody.of(JSON.stringify({ data: none }));
        }
        if (typeof q.week === 'number' && q.week > board.weeks)
          throw badRequest(`week: the sprint has ${board.weeks} weeks`);
        const mine = board.members.find((m) => m.user_id === p.userId);
        const viewer = viewerOf(
          p,
          place,
          board.sprint,
          mine ? { standUpAssistantEnabled: mine.stand_up_assistant_enabled } : null,
        );
        const body = KeptBody.of(await answerText(board, viewer, q.timeZone));
        if (kept.size >= KEPT) kept.clear();
        kept.set(keyOf(board.sprint.id, viewer, board.week), { stamp: board.stamp, body });
        return body;
      };
      if (!head) return rebuild();
      const mine = head.mine && { standUpAssistantEnabled: head.mine.stand_up_assistant_enabled };
      const key = keyOf(head.sprint.id, viewerOf(p, place, head.sprint, mine), head.week);
      const known = kept.get(key);
      if (known?.stamp === head.stamp) return known.body;
      // one rebuild per answer and stamp: the reads that arrive while it is built (after a write, every reader
      // at once) share it. A build joined was started after this read's stamp was written, so it shows as much.
      const flight = `${key}|${head.stamp}`;
      const pending = building.get(flight);
      if (pending) return pending;
      const built = rebuild().finally(() => building.delete(flight));
      building.set(flight, built);
      return built;
    },

    /** creates (anyone in the sprint team) or changes (manager or creator) an activity */
    async save(p: Principal, body: SaveActivityBody & { crewIds: number[]; stakeholderIds: number[] }) {
      const place =
        body.id !== undefined ? await changeable(p, body.id) : await access.participant(p, body.sprintId);
      if (place.sprint.id !== body.sprintId) throw badRequest('sprintId: is not the activity’s sprint');
      const saved = await activities.save(p, body);
      return one(p, place, saved.id);
    },
    async move(p: Principal, body: { id: number; status: ActivityStatus; index: number }) {
      const place = await changeable(p, body.id);
      await activities.move(p, body);
      return one(p, place, body.id);
    },
    async done(p: Principal, id: number) {
      const place = await changeable(p, id);
      await activities.done(p, id);
      return one(p, place, id);
    },
    async remove(p: Principal, id: number) {
      await changeable(p, id);
      return activities.remove(p, id);
    },

    /** ticks (FINISHED) or reopens an action: its lead or the team manager; others 403, nothing changed */
    async actionStatus(p: Principal, actionId: number, status: ActionStatus) {
      const { action } = await manageableAction(p, actionId);
      await db.transaction((tx) => repo.setActionStatus(action.id, status, clock.now(), tx));
      return { id: action.id, status, actionLeadId: action.actionLeadId };
    },
    /** deletes an action and its activities: its lead or the team manager; the sprint keeps at least one */
    async deleteAction(p: Principal, actionId: number) {
      const { action } = await manageableAction(p, actionId);
      const actions = await repo.actions(action.sprintId);
      if (actions.length <= 1) throw conflict('A team sprint keeps at least one action.', 'LAST_ACTION');
      await db.transaction((tx) => repo.deleteAction(action.id, tx));
      return { ok: true as const };
    },
  };
}
export type TeamKanban = ReturnType<typeof createTeamKanban>;

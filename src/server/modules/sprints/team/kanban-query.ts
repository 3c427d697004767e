import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { ActivityJson } from '../run/repo';
import { activityXmins, sprintXmins, stampOf } from '../run/stamp';

/** an activity's person as the read lists them: [activity id, crew id, stakeholder id], one of the two set */
type KanbanPeopleRow = [number, number | null, number | null];

/** One card of the team kanban as the one-round-trip read returns it (timestamps as JSON text). */
export interface KanbanCardJson extends ActivityJson {
  created_by: number;
  /** on the board of the week asked for */
  in_week: boolean;
  /** its meeting starts within the viewer's days */
  scheduled: boolean;
}
export interface KanbanJson {
  sprint: { id: number; timezone: string; status: string };
  /** the week shown (null: the whole sprint) and the sprint's number of weeks */
  week: number | null;
  weeks: number;
  members: Array<{ user_id: number; stand_up_assistant_enabled: boolean }>;
  actions: Array<{ id: number; label: string; status: string; action_lead_id: number | null }>;
  cards: KanbanCardJson[];
  /** the stamp of what the board was built from */
  stamp: string;
}

/** which week the board reads: a week of the sprint (1..), the current one, or the whole sprint */
export type KanbanWeekAsk = number | 'current' | 'all';

const ph = (name: string) => sql.placeholder(name);

/** the team's sprint in progress (`b`) with the week asked for resolved and its bounds */
const board = sql`(SELECT w.*,
          CASE WHEN w.week > 1 THEN (w.start_date + 7 * (w.week - 1))::timestamp AT TIME ZONE w.timezone END AS from_at,
          CASE WHEN w.week < w.weeks THEN (w.start_date + 7 * w.week)::timestamp AT TIME ZONE w.timezone END AS to_at
        FROM (SELECT s.id, s.timezone, s.status, s.start_date, s.duration_weeks + s.extended_weeks AS weeks,
            CASE WHEN ${ph('week')}::int = -1 THEN NULL
              WHEN ${ph('week')}::int > 0 THEN ${ph('week')}::int
              ELSE least(s.duration_weeks + s.extended_weeks, greatest(1,
                ((${ph('now')}::timestamptz AT TIME ZONE s.timezone)::date - s.start_date) / 7 + 1)) END AS week
          FROM sprints s
          WHERE s.client_id = ${ph('clientId')} AND s.team_id = ${ph('teamId')} AND s.sprint_type = 'TEAM_SPRINT'
            AND s.status = 'IN_PROGRESS'
          ORDER BY s.id DESC LIMIT 1) w) b`;

/**
 * What the board reads, stamped (decision 0062's stamp, decision 0058): the sprint's row, its activities and their
 * people, its items and its sprint team. Any change committed to them changes the stamp.
 */
const boardStamp = stampOf([
  sql`SELECT s.xmin AS x FROM sprints s WHERE s.id = b.id`,
  activityXmins(sql`b.id`),
  sprintXmins('sprint_items', sql`b.id`),
  sprintXmins('sprint_team_members', sql`b.id`),
]);
const sprintOf = sql<
  KanbanJson['sprint']
>`json_build_object('id', b.id, 'timezone', b.timezone, 'status', b.status)`;

/** The board's head: its sprint, week and stamp and the viewer's row in the sprint team, without building cards. */
export interface KanbanHead {
  sprint: KanbanJson['sprint'];
  week: number | null;
  weeks: number;
  stamp: string;
  mine: { stand_up_assistant_enabled: boolean } | null;
}

/**
 * The team kanban's read (issue 13, decision 0058), one round trip shaped like the answer: the team's sprint in
 * progress, its sprint team and actions, and the cards of one week of the sprint (weeks start on the sprint's
 * first day, midnight in the sprint's zone; the first week also holds what came before, the last what came after)
 * plus the cards whose meeting starts within the viewer's days. A card is in a week when its meeting starts in it;
 * a card without a meeting is in every week from the one it was made in while open, and in the week it was done
 * in once done. Scoped by organisation: another organisation's team reads as none.
 */
export function createKanbanQuery(db: Db) {
  const inRange = (at: string) =>
    sql.raw(`(b.from_at IS NULL OR ${at} >= b.from_at) AND (b.to_at IS NULL OR ${at} < b.to_at)`);
  const kanbanOf = db
    .select({
      sprint: sprintOf,
      stamp: sql<string>`${boardStamp}`,
      week: sql<number | null>`b.week`,
      weeks: sql<number>`b.weeks`,
      members: sql<KanbanJson['members']>`coalesce((SELECT json_agg(json_build_object('user_id', m.user_id,
        'stand_up_assistant_enabled', m.stand_up_assistant_enabled))
        FROM sprint_team_members m WHERE m.sprint_id = b.id), '[]'::json)`,
      actions: sql<
        KanbanJson['actions']
      >`coalesce((SELECT json_agg(json_build_object('id', i.id, 'label', i.label,
        'status', i.status, 'action_lead_id', i.action_lead_id) ORDER BY i.sort_index, i.id)
        FROM sprint_items i WHERE i.sprint_id = b.id AND i.kind = 'ACTION'), '[]'::json)`,
      cards: sql<KanbanJson['cards']>`coalesce((SELECT json_agg(json_build_object(
        'id', a.id, 'sprint_id', a.sprint_id, 'action_id', a.action_id, 'type', a.type, 'kind', a.kind,
        'code', a.code, 'title', a.title, 'description', a.description, 'status', a.status, 'position', a.position,
        'meeting_start', a.meeting_start, 'meeting_end', a.meeting_end, 'calendar_sequence', a.calendar_sequence,
        'done_at', a.done_at, 'created_by', a.created_by, 'in_week', a.in_week, 'scheduled', a.scheduled)
        ORDER BY a.status, a.position, a.id)
        FROM (SELECT c.*,
            CASE WHEN c.meeting_start IS NOT NULL THEN ${inRange('c.meeting_start')}
              WHEN c.status = 'DONE' THEN ${inRange('coalesce(c.done_at, c.updated_at)')}
              ELSE (b.to_at IS NULL OR c.created_at < b.to_at) END AS in_week,
            coalesce(c.meeting_start >= ${ph('dayFrom')}::timestamptz
              AND c.meeting_start < ${ph('dayTo')}::timestamptz, false) AS scheduled
          FROM sprint_activities c WHERE c.sprint_id = b.id) a
        WHERE a.in_week OR a.scheduled), '[]'::json)`,
      // the people of the sprint's activities in one list, looked up per activity (see activityXmins): one
      // aggregate per card for its crew and one for its stakeholders cost more than the cards themselves
      people: sql<
        KanbanPeopleRow[] | null
      >`(SELECT json_agg(json_build_array(a.id, p.crew_id, p.stakeholder_id))
        FROM sprint_activities a
          CROSS JOIN LATERAL (SELECT p.crew_id, p.stakeholder_id FROM sprint_activity_people p
            WHERE p.activity_id = a.id OFFSET 0) p
        WHERE a.sprint_id = b.id)`,
    })
    .from(board)
    .prepare('team_sprint_kanban');
  const headOf = db
    .select({
      sprint: sprintOf,
      week: sql<number | null>`b.week`,
      weeks: sql<number>`b.weeks`,
      stamp: sql<string>`${boardStamp}`,
      mine: sql<KanbanHead['mine']>`(SELECT json_build_object('stand_up_assistant_enabled',
        m.stand_up_assistant_enabled) FROM sprint_team_members m WHERE m.sprint_id = b.id AND m.user_id = ${ph('userId')})`,
    })
    .from(board)
    .prepare('team_sprint_kanban_head');
  const weekOf = (ask: KanbanWeekAsk) => (ask === 'all' ? -1 : ask === 'current' ? 0 : ask);

  return {
    /** the board's head for the viewer `userId` (one cheap round trip), or null without a sprint in progress */
    async head(
      clientId: number,
      teamId: number,
      userId: number,
      ask: { week: KanbanWeekAsk; now: Date },
    ): Promise<KanbanHead | null> {
      const [row] = await headOf.execute({
        clientId,
        teamId,
        userId,
        week: weekOf(ask.week),
        now: ask.now.toISOString(),
      });
      return row
        ? { ...row, week: row.week === null ? null : Number(row.week), weeks: Number(row.weeks) }
        : null;
    },
    /**
     * The team's sprint in progress with its sprint team, actions and the cards of the week (and of the viewer's
     * days [dayFrom, dayTo)), or null without a sprint in progress.
     */
    async kanban(
      clientId: number,
      teamId: number,
      ask: { week: KanbanWeekAsk; now: Date; dayFrom: Date; dayTo: Date },
    ): Promise<KanbanJson | null> {
      const [row] = await kanbanOf.execute({
        clientId,
        teamId,
        week: weekOf(ask.week),
        now: ask.now.toISOString(),
        dayFrom: ask.dayFrom.toISOString(),
        dayTo: ask.dayTo.toISOString(),
      });
      if (!row) return null;
      const { people, ...board } = row;
      return {
        ...board,
        cards: withPeople(board.cards, people ?? []),
        week: row.week === null ? null : Number(row.week),
        weeks: Number(row.weeks),
      };
    },
  };
}
export type KanbanQuery = ReturnType<typeof createKanbanQuery>;

/** each card with its crew and stakeholder ids, in id order, from the sprint's list of activity people */
function withPeople(cards: KanbanCardJson[], people: KanbanPeopleRow[]): KanbanCardJson[] {
  const crew = new Map<number, number[]>();
  const stakeholders = new Map<number, number[]>();
  for (const [activityId, crewId, stakeholderId] of people) {
    const [ids, id] = crewId !== null ? [crew, crewId] : [stakeholders, stakeholderId];
    if (id === null) continue;
    const list = ids.get(activityId);
    if (list) list.push(id);
    else ids.set(activityId, [id]);
  }
  const byId = (a: number, b: number) => a - b;
  for (const c of cards) {
    c.crew_ids = crew.get(c.id)?.sort(byId) ?? [];
    c.stakeholder_ids = stakeholders.get(c.id)?.sort(byId) ?? [];
  }
  return cards;
}

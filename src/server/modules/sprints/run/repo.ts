import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Activity, SprintSummary } from '../../../../shared/contracts/sprint-board';
import type { Db } from '../../../platform/db/client';
import {
  sprintActivities,
  sprintActivityPeople,
  sprintCrew,
  sprintItems,
  sprintReviews,
  sprintStakeholders,
  sprints,
} from '../tables';
import { activityById, itemById, personSprints, type SprintRow, sprintById } from './sprint-queries';

export type { SprintRow };
export type ActivityRow = typeof sprintActivities.$inferSelect;
export type ItemRow = typeof sprintItems.$inferSelect;
export type StakeholderRow = typeof sprintStakeholders.$inferSelect;

/** An activity as the bundle carries it (json from the database: snake case, timestamps as text). */
export interface ActivityJson {
  id: number;
  sprint_id: number;
  action_id: number | null;
  type: string;
  kind: string;
  code: string;
  title: string;
  description: string | null;
  status: string;
  position: number;
  meeting_start: string | null;
  meeting_end: string | null;
  calendar_sequence: number;
  done_at: string | null;
  crew_ids: number[];
  stakeholder_ids: number[];
}
export interface ItemJson {
  id: number;
  kind: string;
  code: string | null;
  label: string;
  description: string | null;
  sort_index: number;
  status: string;
  current: number | null;
}
/** A sprint with everything the dashboard shows, read in one query. */
export interface SprintBundle {
  sprint: SprintRow;
  items: ItemJson[];
  /** crew, stakeholders, activities and reviews already in the answer's shape (built in SQL, decision 0057) */
  crew: SprintSummary['sprintCrews'];
  stakeholders: SprintSummary['stakeholders'];
  activities: Activity[];
  reviews: SprintSummary['reviews'];
  /** the owner's check-ins (issue 10): when due and their status, for the timeline; outcome scores once done */
  checkIns: Array<{ due_at: string; status: string | null; outcome_scores?: number[] | null }>;
  /** the crew's size and answers, for the crew engagement card */
  crewFacts: CrewFacts;
}
/** What the crew engagement card needs of a sprint's crew: its size and each feedback (who, when). */
export interface CrewFacts {
  crew: number;
  answers: Array<{ crew_id: number; at: string }>;
}

/** A timestamp column as JavaScript's toISOString() writes it (UTC, milliseconds, "Z"), or null. */
export const isoText = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * An activity in the answer's shape (contracts/sprint-board `activity`), its people from one probe of
 * sprint_activity_people (the lateral join `pp`): node-postgres parses it and nothing maps it again in JavaScript.
 */
export const activityJson = sql`json_build_object(
  'id', a.id, 'sprintId', a.sprint_id, 'actionId', a.action_id, 'type', a.type, 'kind', a.kind, 'code', a.code,
  'title', a.title, 'description', a.description, 'status', a.status, 'position', a.position,
  'meetingStart', ${isoText('a.meeting_start')}, 'meetingEnd', ${isoText('a.meeting_end')},
  'crewIds', pp.crew_ids, 'stakeholderIds', pp.stakeholder_ids,
  'invitationsSent', a.calendar_sequence, 'doneAt', ${isoText('a.done_at')})`;
export const activityPeople = sql`LEFT JOIN LATERAL (SELECT
    coalesce(json_agg(p.crew_id ORDER BY p.crew_id) FILTER (WHERE p.crew_id IS NOT NULL), '[]'::json) AS crew_ids,
    coalesce(json_agg(p.stakeholder_id ORDER BY p.stakeholder_id) FILTER (WHERE p.stakeholder_id IS NOT NULL),
      '[]'::json) AS stakeholder_ids
  FROM sprint_activity_people p WHERE p.activity_id = a.id) pp ON true`;

/*
 * The dashboard's parts of the sprint of the current row ("sprints"), each one json value in the answer's shape:
 * the bundle below and the dashboard's statement (dashboard-repo.ts) share them.
 */
export const crewOfSprint = sql`coalesce((SELECT json_agg(json_build_object('id', c.id, 'userId', c.user_id,
    'invitedAt', ${isoText('c.invited_at')}, 'lastMailedAt', ${isoText('c.last_mailed_at')}, 'name', c.name,
    'email', c.email, 'role', c.role, 'status', c.status)
    ORDER BY c.id)
    FROM sprint_crew c WHERE c.sprint_id = "sprints"."id" AND c.status <> 'REMOVED'), '[]'::json)`;
export const stakeholdersOfSprint = sql`coalesce((SELECT json_agg(json_build_object('id', s.id,
    'sprintId', s.sprint_id, 'name', s.name, 'email', s.email) ORDER BY s.id)
    FROM sprint_stakeholders s WHERE s.sprint_id = "sprints"."id"), '[]'::json)`;
/** the sprint's activities (`a`) that `where` keeps, in the kanban's order */
export const activitiesOfSprint = (where: SQL) => sql`coalesce((SELECT json_agg(${activityJson}
    ORDER BY a.status, a.position, a.id)
    FROM sprint_activities a ${activityPeople} WHERE a.sprint_id = "sprints"."id" AND ${where}), '[]'::json)`;
export const reviewsOfSprint = sql`coalesce((SELECT json_agg(json_build_object('choice', r.choice,
    'outcomeStatus', r.outcome_status, 'reflection', r.reflection, 'learnings', r.learnings,
    'createdAt', ${isoText('r.created_at')}) ORDER BY r.id)
    FROM sprint_reviews r WHERE r.sprint_id = "sprints"."id"), '[]'::json)`;
/**
 * The owner's check-ins in order (issue 10): when due, their status and, once completed, their outcome scores
 * (issue 30: the outcome card).
 */
export const checkInsOfSprint = sql`coalesce((SELECT json_agg(json_build_object('due_at', k.due_at,
    'status', k.status, 'outcome_scores', CASE WHEN k.status = 'COMPLETED' THEN coalesce((SELECT
      json_agg(sc.score ORDER BY sc.item_id) FROM sprint_check_in_scores sc
      JOIN sprint_items i ON i.id = sc.item_id AND i.kind = 'OUTCOME' WHERE sc.check_in_id = k.id), '[]'::json)
    END) ORDER BY k.due_at) FROM sprint_check_ins k
    WHERE k.sprint_id = "sprints"."id" AND k.user_id = "sprints"."user_id"), '[]'::json)`;
/** The crew's engagement facts (issue 30): how many are in the crew, and who of them gave feedback when. */
export const crewFactsOfSprint = sql`json_build_object('crew', (SELECT count(*)::int FROM sprint_crew c
    WHERE c.sprint_id = "sprints"."id" AND c.status <> 'REMOVED'),
  'answers', coalesce((SELECT json_agg(json_build_object('crew_id', f.crew_id, 'at', f.created_at)
    ORDER BY f.id) FROM sprint_feedback f JOIN sprint_crew c ON c.id = f.crew_id AND c.status <> 'REMOVED'
    WHERE f.sprint_id = "sprints"."id"), '[]'::json))`;

type Rows<T> = { rows: T[] };
/**
 * A statement parsed and planned once per connection: node-postgres names it (a prepared statement, as drizzle's
 * `.prepare(name)` does for its builders), PGlite runs it with its parameters. For the few statements drizzle's
 * builders cannot write (an INSERT ... SELECT ... FOR SHARE); positional parameters ($1...).
 */
export function namedStatement<T>(db: Db, name: string, text: string) {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<Rows<T>> } }).$client;
  const named = client instanceof pg.Pool;
  return async (values: unknown[]): Promise<T[]> =>
    (named ? await client.query({ name, text, values }) : await client.query(text, values)).rows;
}

/** Queries of running a sprint; every one is scoped by the organisation (clientId). */
export function createSprintRunRepo(db: Db) {
  // hot: the dashboard reads a sprint and all it holds in one round trip
  const bundleFields = {
    sprint: sprints,
    items: sql<
      ItemJson[]
    >`coalesce((SELECT json_agg(json_build_object('id', i.id, 'kind', i.kind, 'code', i.code,
        'label', i.label, 'description', i.description, 'sort_index', i.sort_index, 'status', i.status,
        'current', i.current) ORDER BY i.kind, i.sort_index, i.id)
        FROM sprint_items i WHERE i.sprint_id = "sprints"."id"), '[]'::json)`,
    crew: sql<SprintBundle['crew']>`${crewOfSprint}`,
    stakeholders: sql<SprintBundle['stakeholders']>`${stakeholdersOfSprint}`,
    activities: sql<Activity[]>`${activitiesOfSprint(sql`true`)}`,
    reviews: sql<SprintBundle['reviews']>`${reviewsOfSprint}`,
    checkIns: sql<SprintBundle['checkIns']>`${checkInsOfSprint}`,
    crewFacts: sql<CrewFacts>`${crewFactsOfSprint}`,
  };
  const bundle = db
    .select(bundleFields)
    .from(sprints)
    .where(and(eq(sprints.id, sql.placeholder('id')), eq(sprints.clientId, sql.placeholder('clientId'))))
    .prepare('sprint_run_bundle');
  const activeOf = db
    .select({ id: sprints.id })
    .from(sprints)
    .where(
      and(
        ...personSprints(sql.placeholder('clientId'), sql.placeholder('userId')),
        eq(sprints.status, 'IN_PROGRESS'),
      ),
    )
    .limit(1)
    .prepare('sprint_run_active');

  const createActivity = namedStatement<Omit<ActivityJson, 'crew_ids' | 'stakeholder_ids'>>(
    db,
    'sprint_run_create_activity',
    `INSERT INTO sprint_activities (sprint_id, client_id, action_id, type, kind, code, title, description, status,
       position, meeting_start, meeting_end, created_by, done_at)
     SELECT s.id, s.client_id, $1::int, $2, $3, $4, $5, $6, $7,
       coalesce((SELECT max(x.position) FROM sprint_activities x WHERE x.sprint_id = s.id AND x.status = $7), 0) + $8,
       $9::timestamptz, $10::timestamptz, $11, $12::timestamptz
     FROM sprints s
     WHERE s.id = $13 AND s.client_id = $14 AND s.user_id = $11
       AND s.sprint_type = 'USER_SPRINT' AND s.status = 'IN_PROGRESS'
       AND ($9::timestamptz IS NULL OR ($9::timestamptz >= s.starts_at AND $10::timestamptz <= s.ends_at))
       AND ($1::int IS NULL OR EXISTS (SELECT 1 FROM sprint_items i WHERE i.id = $1::int
         AND i.sprint_id = s.id AND i.kind = 'ACTION' AND i.status <> 'FINISHED'))
     FOR SHARE OF s
     RETURNING id, sprint_id, action_id, type, kind, code, title, description, status, position, meeting_start,
       meeting_end, calendar_sequence, done_at`,
  );

  return {
    async bundle(clientId: number, id: number): Promise<SprintBundle | null> {
      const [row] = await bundle.execute({ id, clientId });
      return row ?? null;
    },
    async activeSprintId(clientId: number, userId: number): Promise<number | null> {
      const [row] = await activeOf.execute({ clientId, userId });
      return row?.id ?? null;
    },
    sprint: sprintById(db, 'sprint_run_sprint'),
    async updateSprint(clientId: number, id: number, set: Partial<SprintRow>, tx: Db = db) {
      await tx
        .update(sprints)
        .set({ ...set, version: sql`${sprints.version} + 1`, updatedAt: new Date() })
        .where(and(eq(sprints.id, id), eq(sprints.clientId, clientId)));
    },
    async insertReview(row: typeof sprintReviews.$inferInsert, tx: Db = db) {
      await tx.insert(sprintReviews).values(row);
    },

    // ---------- activities ----------
    async activity(clientId: number, id: number, tx: Db = db): Promise<ActivityRow | null> {
      const [row] = await activityById(tx, clientId, id);
      return row ?? null;
    },
    async peopleIdsOf(activityId: number, tx: Db = db) {
      const rows = await tx
        .select({ crewId: sprintActivityPeople.crewId, stakeholderId: sprintActivityPeople.stakeholderId })
        .from(sprintActivityPeople)
        .where(eq(sprintActivityPeople.activityId, activityId));
      return {
        crewIds: rows.flatMap((r) => (r.crewId ? [r.crewId] : [])).sort((x, y) => x - y),
        stakeholderIds: rows.flatMap((r) => (r.stakeholderId ? [r.stakeholderId] : [])).sort((x, y) => x - y),
      };
    },
    async insertActivity(row: typeof sprintActivities.$inferInsert, tx: Db = db): Promise<ActivityRow> {
      const [created] = await tx.insert(sprintActivities).values(row).returning();
      return created;
    },
    /**
     * The kanban's hot write in one statement (bench, decision 0048): inserts an activity without people at the
     * end of its column when the sprint is the owner's and in progress and the action (if any) is an open action
     * of it; the sprint row is share-locked, so an end state committed meanwhile is seen. Null when any of that
     * does not hold: the caller then takes the checked path, which names the reason.
     */
    async insertActivityChecked(
      owner: { clientId: number; userId: number },
      row: {
        sprintId: number;
        actionId: number | null;
        type: string;
        kind: string;
        code: string;
        title: string;
        description: string | null;
        status: string;
        meetingStart: Date | null;
        meetingEnd: Date | null;
        doneAt: Date | null;
      },
      gap: number,
    ): Promise<ActivityJson | null> {
      const [made] = await createActivity([
        row.actionId,
        row.type,
        row.kind,
        row.code,
        row.title,
        row.description,
        row.status,
        gap,
        row.meetingStart?.toISOString() ?? null,
        row.meetingEnd?.toISOString() ?? null,
        owner.userId,
        row.doneAt?.toISOString() ?? null,
        row.sprintId,
        owner.clientId,
      ]);
      return made ? { ...made, crew_ids: [], stakeholder_ids: [] } : null;
    },
    async updateActivity(id: number, set: Partial<ActivityRow>, tx: Db = db) {
      await tx
        .update(sprintActivities)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(sprintActivities.id, id));
    },
    async deleteActivity(id: number, tx: Db = db) {
      await tx.delete(sprintActivities).where(eq(sprintActivities.id, id));
    },
    async setPeople(activityId: number, crewIds: number[], stakeholderIds: number[], tx: Db = db) {
      await tx.delete(sprintActivityPeople).where(eq(sprintActivityPeople.activityId, activityId));
      const rows = [
        ...crewIds.map((crewId) => ({ activityId, crewId })),
        ...stakeholderIds.map((stakeholderId) => ({ activityId, stakeholderId })),
      ];
      if (rows.length) await tx.insert(sprintActivityPeople).values(rows);
    },
    /** the people an activity involves, with their addresses (for invitations) */
    async peopleOf(activityId: number, tx: Db = db) {
      const crew = await tx
        .select({ name: sprintCrew.name, email: sprintCrew.email, language: sprintCrew.language })
        .from(sprintActivityPeople)
        .innerJoin(sprintCrew, eq(sprintCrew.id, sprintActivityPeople.crewId))
        .where(and(eq(sprintActivityPeople.activityId, activityId), sql`${sprintCrew.status} <> 'REMOVED'`));
      const others = await tx
        .select({ name: sprintStakeholders.name, email: sprintStakeholders.email })
        .from(sprintActivityPeople)
        .innerJoin(sprintStakeholders, eq(sprintStakeholders.id, sprintActivityPeople.stakeholderId))
        .where(eq(sprintActivityPeople.activityId, activityId));
      return [...crew, ...others.map((o) => ({ ...o, language: null as string | null }))];
    },
    /** the ids of a column, in order (for a move) */
    async column(sprintId: number, status: string, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: sprintActivities.id })
        .from(sprintActivities)
        .where(and(eq(sprintActivities.sprintId, sprintId), eq(sprintActivities.status, status)))
        .orderBy(asc(sprintActivities.position), asc(sprintActivities.id));
      return rows.map((r) => r.id);
    },
    async lastPosition(sprintId: number, status: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ p: sql<number>`coalesce(max(${sprintActivities.position}), 0)` })
        .from(sprintActivities)
        .where(and(eq(sprintActivities.sprintId, sprintId), eq(sprintActivities.status, status)));
      return Number(row?.p ?? 0);
    },
    /** which of the ids are crew (not removed) / stakeholders of the sprint */
    async crewIdsOf(sprintId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: sprintCrew.id })
        .from(sprintCrew)
        .where(
          and(
            eq(sprintCrew.sprintId, sprintId),
            inArray(sprintCrew.id, ids),
            sql`${sprintCrew.status} <> 'REMOVED'`,
          ),
        );
      return rows.map((r) => r.id);
    },
    async stakeholderIdsOf(sprintId: number, ids: number[], tx: Db = db): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await tx
        .select({ id: sprintStakeholders.id })
        .from(sprintStakeholders)
        .where(and(eq(sprintStakeholders.sprintId, sprintId), inArray(sprintStakeholders.id, ids)));
      return rows.map((r) => r.id);
    },

    // ---------- items, stakeholders ----------
    async item(clientId: number, id: number, tx: Db = db): Promise<ItemRow | null> {
      const [row] = await itemById(tx, clientId, id);
      return row ?? null;
    },
    async updateItem(id: number, set: Partial<ItemRow>, tx: Db = db) {
      await tx.update(sprintItems).set(set).where(eq(sprintItems.id, id));
    },
    async insertStakeholder(row: typeof sprintStakeholders.$inferInsert, tx: Db = db) {
      const [created] = await tx.insert(sprintStakeholders).values(row).returning();
      return created;
    },
    async stakeholder(clientId: number, id: number): Promise<StakeholderRow | null> {
      const [row] = await db
        .select()
        .from(sprintStakeholders)
        .where(and(eq(sprintStakeholders.id, id), eq(sprintStakeholders.clientId, clientId)));
      return row ?? null;
    },
    async stakeholderByEmail(sprintId: number, email: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(sprintStakeholders)
        .where(
          and(eq(sprintStakeholders.sprintId, sprintId), sql`lower(${sprintStakeholders.email}) = ${email}`),
        );
      return row ?? null;
    },

    // ---------- the portfolio ----------
    async ended(clientId: number, userId: number, statuses: readonly string[]) {
      return db
        .select()
        .from(sprints)
        .where(
          and(
            eq(sprints.clientId, clientId),
            // the person's own sprints and the team sprints they were in (issue 13)
            or(
              and(eq(sprints.userId, userId), eq(sprints.sprintType, 'USER_SPRINT')),
              and(
                eq(sprints.sprintType, 'TEAM_SPRINT'),
                sql`EXISTS (SELECT 1 FROM sprint_team_members m WHERE m.sprint_id = ${sprints.id} AND m.user_id = ${userId})`,
              ),
            ),
            inArray(sprints.status, [...statuses]),
          ),
        )
        .orderBy(desc(sprints.startsAt), desc(sprints.id));
    },
  };
}
export type SprintRunRepo = ReturnType<typeof createSprintRunRepo>;

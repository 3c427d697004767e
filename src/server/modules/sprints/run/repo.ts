import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
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

export type SprintRow = typeof sprints.$inferSelect;
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
export interface CrewJson {
  id: number;
  user_id: number | null;
  invited_at: string | null;
  last_mailed_at: string | null;
  name: string;
  email: string;
  role: string;
  status: string;
}
export interface StakeholderJson {
  id: number;
  sprint_id: number;
  name: string;
  email: string;
}
export interface ReviewJson {
  choice: number;
  outcome_status: string | null;
  reflection: string | null;
  learnings: string | null;
  created_at: string;
}
/** A sprint with everything the dashboard shows, read in one query. */
export interface SprintBundle {
  sprint: SprintRow;
  items: ItemJson[];
  crew: CrewJson[];
  stakeholders: StakeholderJson[];
  activities: ActivityJson[];
  reviews: ReviewJson[];
  /** the owner's check-ins (issue 10): when due and their status, for the timeline */
  checkIns: Array<{ due_at: string; status: string | null }>;
}

const activityJson = sql`json_build_object(
  'id', a.id, 'sprint_id', a.sprint_id, 'action_id', a.action_id, 'type', a.type, 'kind', a.kind, 'code', a.code,
  'title', a.title, 'description', a.description, 'status', a.status, 'position', a.position,
  'meeting_start', a.meeting_start, 'meeting_end', a.meeting_end, 'calendar_sequence', a.calendar_sequence,
  'done_at', a.done_at,
  'crew_ids', coalesce((SELECT json_agg(p.crew_id ORDER BY p.crew_id) FROM sprint_activity_people p
    WHERE p.activity_id = a.id AND p.crew_id IS NOT NULL), '[]'::json),
  'stakeholder_ids', coalesce((SELECT json_agg(p.stakeholder_id ORDER BY p.stakeholder_id) FROM sprint_activity_people p
    WHERE p.activity_id = a.id AND p.stakeholder_id IS NOT NULL), '[]'::json))`;

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
    crew: sql<
      CrewJson[]
    >`coalesce((SELECT json_agg(json_build_object('id', c.id, 'user_id', c.user_id, 'name', c.name, 'email', c.email,
        'role', c.role, 'status', c.status, 'invited_at', c.invited_at, 'last_mailed_at', c.last_mailed_at)
        ORDER BY c.id)
        FROM sprint_crew c WHERE c.sprint_id = "sprints"."id" AND c.status <> 'REMOVED'), '[]'::json)`,
    stakeholders: sql<StakeholderJson[]>`coalesce((SELECT json_agg(json_build_object('id', s.id,
        'sprint_id', s.sprint_id, 'name', s.name, 'email', s.email) ORDER BY s.id)
        FROM sprint_stakeholders s WHERE s.sprint_id = "sprints"."id"), '[]'::json)`,
    activities: sql<
      ActivityJson[]
    >`coalesce((SELECT json_agg(${activityJson} ORDER BY a.status, a.position, a.id)
        FROM sprint_activities a WHERE a.sprint_id = "sprints"."id"), '[]'::json)`,
    reviews: sql<ReviewJson[]>`coalesce((SELECT json_agg(json_build_object('choice', r.choice,
        'outcome_status', r.outcome_status, 'reflection', r.reflection, 'learnings', r.learnings,
        'created_at', r.created_at) ORDER BY r.id)
        FROM sprint_reviews r WHERE r.sprint_id = "sprints"."id"), '[]'::json)`,
    checkIns: sql<SprintBundle['checkIns']>`coalesce((SELECT json_agg(json_build_object('due_at', k.due_at,
        'status', k.status)) FROM sprint_check_ins k
        WHERE k.sprint_id = "sprints"."id" AND k.user_id = "sprints"."user_id"), '[]'::json)`,
  };
  const bundle = db
    .select(bundleFields)
    .from(sprints)
    .where(and(eq(sprints.id, sql.placeholder('id')), eq(sprints.clientId, sql.placeholder('clientId'))))
    .prepare('sprint_run_bundle');
  // the dashboard's "my sprint in progress": found and read in the same round trip
  const activeBundle = db
    .select(bundleFields)
    .from(sprints)
    .where(
      and(
        eq(sprints.clientId, sql.placeholder('clientId')),
        eq(sprints.userId, sql.placeholder('userId')),
        eq(sprints.sprintType, 'USER_SPRINT'),
        eq(sprints.status, 'IN_PROGRESS'),
      ),
    )
    .limit(1)
    .prepare('sprint_run_active_bundle');

  const activeOf = db
    .select({ id: sprints.id })
    .from(sprints)
    .where(
      and(
        eq(sprints.clientId, sql.placeholder('clientId')),
        eq(sprints.userId, sql.placeholder('userId')),
        eq(sprints.sprintType, 'USER_SPRINT'),
        eq(sprints.status, 'IN_PROGRESS'),
      ),
    )
    .limit(1)
    .prepare('sprint_run_active');

  const sprintOf = db
    .select()
    .from(sprints)
    .where(and(eq(sprints.id, sql.placeholder('id')), eq(sprints.clientId, sql.placeholder('clientId'))))
    .prepare('sprint_run_sprint');

  return {
    async bundle(clientId: number, id: number): Promise<SprintBundle | null> {
      const [row] = await bundle.execute({ id, clientId });
      return row ?? null;
    },
    /** the person's sprint in progress with all it holds, or null */
    async activeBundle(clientId: number, userId: number): Promise<SprintBundle | null> {
      const [row] = await activeBundle.execute({ clientId, userId });
      return row ?? null;
    },
    async activeSprintId(clientId: number, userId: number): Promise<number | null> {
      const [row] = await activeOf.execute({ clientId, userId });
      return row?.id ?? null;
    },
    async sprint(clientId: number, id: number, tx: Db = db): Promise<SprintRow | null> {
      if (tx === db) return (await sprintOf.execute({ id, clientId }))[0] ?? null;
      const [row] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, id), eq(sprints.clientId, clientId)))
        .for('update');
      return row ?? null;
    },
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
      const [row] = await tx
        .select()
        .from(sprintActivities)
        .where(and(eq(sprintActivities.id, id), eq(sprintActivities.clientId, clientId)));
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
      const result = (await db.execute(sql`
        INSERT INTO sprint_activities (sprint_id, client_id, action_id, type, kind, code, title, description, status,
          position, meeting_start, meeting_end, created_by, done_at)
        SELECT s.id, s.client_id, ${row.actionId}::int, ${row.type}, ${row.kind}, ${row.code}, ${row.title},
          ${row.description}, ${row.status},
          coalesce((SELECT max(x.position) FROM sprint_activities x WHERE x.sprint_id = s.id
            AND x.status = ${row.status}), 0) + ${gap},
          ${row.meetingStart?.toISOString() ?? null}::timestamptz, ${row.meetingEnd?.toISOString() ?? null}::timestamptz,
          ${owner.userId}, ${row.doneAt?.toISOString() ?? null}::timestamptz
        FROM sprints s
        WHERE s.id = ${row.sprintId} AND s.client_id = ${owner.clientId} AND s.user_id = ${owner.userId}
          AND s.sprint_type = 'USER_SPRINT' AND s.status = 'IN_PROGRESS'
          AND (${row.actionId}::int IS NULL OR EXISTS (SELECT 1 FROM sprint_items i WHERE i.id = ${row.actionId}::int
            AND i.sprint_id = s.id AND i.kind = 'ACTION' AND i.status <> 'FINISHED'))
        FOR SHARE OF s
        RETURNING id, sprint_id, action_id, type, kind, code, title, description, status, position, meeting_start,
          meeting_end, calendar_sequence, done_at`)) as unknown as {
        rows: Omit<ActivityJson, 'crew_ids' | 'stakeholder_ids'>[];
      };
      const [made] = result.rows;
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
      const [row] = await tx
        .select()
        .from(sprintItems)
        .where(and(eq(sprintItems.id, id), eq(sprintItems.clientId, clientId)));
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
            eq(sprints.userId, userId),
            eq(sprints.sprintType, 'USER_SPRINT'),
            inArray(sprints.status, [...statuses]),
          ),
        )
        .orderBy(desc(sprints.startsAt), desc(sprints.id));
    },
  };
}
export type SprintRunRepo = ReturnType<typeof createSprintRunRepo>;

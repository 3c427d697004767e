import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprints } from '../tables';
import {
  activityJson,
  activityPeople,
  activitiesOfSprint,
  checkInsOfSprint,
  crewOfSprint,
  reviewsOfSprint,
  type SprintBundle,
  type SprintRow,
  stakeholdersOfSprint,
} from './repo';

/**
 * The dashboard's read (decision 0062): the sprint's row and check-ins, which the time rules need, and as TEXT
 * the part of the answer that does not depend on the time (crew, stakeholders, actions with their activities,
 * behaviours, outcomes, other activities, reviews), built by PostgreSQL in the contract's shape. node-postgres
 * does not parse the text and nothing maps it: it is spliced into the answer as it arrives (summary-text.ts).
 */
export interface DashboardRow {
  sprint: SprintRow;
  checkIns: SprintBundle['checkIns'];
  /** a JSON object: `{"sprintCrews": [...], "stakeholders": [...], ..., "reviews": [...]}` */
  parts: string;
}

const itemsOfKind = (kind: 'BEHAVIOUR' | 'OUTCOME') => sql`coalesce((SELECT json_agg(json_build_object(
    'id', i.id, 'code', i.code, 'label', i.label, 'description', i.description, 'current', i.current)
    ORDER BY i.sort_index, i.id)
    FROM sprint_items i WHERE i.sprint_id = "sprints"."id" AND i.kind = ${sql.raw(`'${kind}'`)}), '[]'::json)`;

/** the actions in order, each with its activities (grouped once over the sprint's activities) */
const actionsOfSprint = sql`coalesce((SELECT json_agg(json_build_object('id', i.id, 'code', i.code,
    'label', i.label, 'description', i.description, 'current', i.current,
    'actionDetail', json_build_object('id', i.id, 'status', i.status),
    'activities', coalesce(g.list, '[]'::json)) ORDER BY i.sort_index, i.id)
    FROM sprint_items i
    LEFT JOIN (SELECT a.action_id, json_agg(${activityJson} ORDER BY a.status, a.position, a.id) AS list
      FROM sprint_activities a ${activityPeople}
      WHERE a.sprint_id = "sprints"."id" AND a.action_id IS NOT NULL GROUP BY a.action_id) g
      ON g.action_id = i.id
    WHERE i.sprint_id = "sprints"."id" AND i.kind = 'ACTION'), '[]'::json)`;

const dashboardFields = {
  sprint: sprints,
  checkIns: sql<SprintBundle['checkIns']>`${checkInsOfSprint}`,
  parts: sql<string>`json_build_object('sprintCrews', ${crewOfSprint}, 'stakeholders', ${stakeholdersOfSprint},
    'actions', ${actionsOfSprint}, 'behaviours', ${itemsOfKind('BEHAVIOUR')}, 'outcomes', ${itemsOfKind('OUTCOME')},
    'otherActivities', ${activitiesOfSprint(sql`a.action_id IS NULL`)}, 'reviews', ${reviewsOfSprint})::text`,
};

/** The dashboard's prepared statement: the person's sprint in progress, found and read in one round trip. */
export function createDashboardRepo(db: Db) {
  const active = db
    .select(dashboardFields)
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
    .prepare('sprint_run_active_dashboard');
  return {
    /** the person's sprint in progress as the dashboard's row, or null */
    async active(clientId: number, userId: number): Promise<DashboardRow | null> {
      const [row] = await active.execute({ clientId, userId });
      return row ?? null;
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;

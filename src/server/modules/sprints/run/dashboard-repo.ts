import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprints } from '../tables';
import {
  activitiesOfSprint,
  activityJson,
  activityPeople,
  type CrewFacts,
  checkInsOfSprint,
  crewFactsOfSprint,
  crewOfSprint,
  reviewsOfSprint,
  type SprintBundle,
  type SprintRow,
  stakeholdersOfSprint,
} from './repo';
import { activityXmins, sprintXmins, stampOf } from './stamp';

/**
 * The dashboard's read (decision 0062): the sprint's row and check-ins, which the time rules need, and as TEXT
 * the part of the answer that does not depend on the time (crew, stakeholders, actions with their activities,
 * behaviours, outcomes, other activities, reviews), built by PostgreSQL in the contract's shape. node-postgres
 * does not parse the text and nothing maps it: it is spliced into the answer as it arrives (summary-text.ts).
 */
export interface DashboardRow {
  sprint: SprintRow;
  checkIns: SprintBundle['checkIns'];
  crewFacts: CrewFacts;
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

const thisSprint = sql`"sprints"."id"`;
const stampOfSprint = stampOf([
  activityXmins(thisSprint),
  ...['sprint_crew', 'sprint_items', 'sprint_stakeholders', 'sprint_reviews'].map((t) =>
    sprintXmins(t, thisSprint),
  ),
]);

const partsOfSprint = sql`json_build_object('sprintCrews', ${crewOfSprint}, 'stakeholders', ${stakeholdersOfSprint},
    'actions', ${actionsOfSprint}, 'behaviours', ${itemsOfKind('BEHAVIOUR')}, 'outcomes', ${itemsOfKind('OUTCOME')},
    'otherActivities', ${activitiesOfSprint(sql`a.action_id IS NULL`)}, 'reviews', ${reviewsOfSprint})::text`;

/** Kept per sprint: its parts as PostgreSQL wrote them (compacted), with the stamp read in the same statement. */
const KEPT = 500;

/**
 * The parts without the spaces PostgreSQL's JSON writer puts around every colon and after every comma (about 10%
 * of the answer's bytes, written to the socket on every read): rewritten once per rebuild, same JSON value.
 */
const compact = (json: string) => JSON.stringify(JSON.parse(json));

/**
 * The dashboard's two prepared statements (decision 0062): the person's sprint in progress with its check-ins
 * and its stamp (one round trip, no JSON built), and, only when the stamp differs from the one kept, the parts
 * with their stamp. A change made by any module or instance changes the stamp, so nothing needs to tell this cache.
 */
export function createDashboardRepo(db: Db) {
  const active = db
    .select({
      sprint: sprints,
      checkIns: sql<SprintBundle['checkIns']>`${checkInsOfSprint}`,
      crewFacts: sql<CrewFacts>`${crewFactsOfSprint}`,
      stamp: sql<string>`${stampOfSprint}`,
    })
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
  const parts = db
    .select({ stamp: sql<string>`${stampOfSprint}`, parts: sql<string>`${partsOfSprint}` })
    .from(sprints)
    .where(eq(sprints.id, sql.placeholder('id')))
    .prepare('sprint_run_dashboard_parts');
  const kept = new Map<number, { stamp: string; parts: string }>();

  return {
    /** the person's sprint in progress as the dashboard's row, or null */
    async active(clientId: number, userId: number): Promise<DashboardRow | null> {
      const [row] = await active.execute({ clientId, userId });
      if (!row) return null;
      const id = row.sprint.id;
      let known = kept.get(id);
      if (known?.stamp !== row.stamp) {
        const [built] = await parts.execute({ id });
        if (!built) return null;
        known = { stamp: built.stamp, parts: compact(built.parts) };
        if (kept.size >= KEPT) kept.clear();
        kept.set(id, known);
      }
      return { sprint: row.sprint, checkIns: row.checkIns, crewFacts: row.crewFacts, parts: known.parts };
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;

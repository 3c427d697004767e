import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprintFeedback, sprintFeedbackScores } from '../feedback/tables';
import { sprintActivities, sprintCrew, sprintItems, sprints } from '../tables';

export type SprintRow = typeof sprints.$inferSelect;
/** a value, or a placeholder that a prepared statement fills */
export type Param<T = number> = T | Placeholder;

/*
 * Query pieces of the sprint tables that the run, team, design and check-ins repos build on instead of copying
 * them: the conditions that pick an owner's sprints, the reads of one row by id within the organisation (a
 * foreign id reads as none), a sprint's items in order, and the crew's feedback scores' columns.
 */

/** a person's personal sprints in the organisation: conditions to spread into and() */
export const personSprints = (clientId: Param, userId: Param): SQL[] => [
  eq(sprints.clientId, clientId),
  eq(sprints.userId, userId),
  eq(sprints.sprintType, 'USER_SPRINT'),
];

/** a team's (or any of the teams') team sprints in the organisation: conditions to spread into and() */
export const teamSprints = (clientId: Param, teamId: Param | number[]): SQL[] => [
  eq(sprints.clientId, clientId),
  Array.isArray(teamId) ? inArray(sprints.teamId, teamId) : eq(sprints.teamId, teamId),
  eq(sprints.sprintType, 'TEAM_SPRINT'),
];

/**
 * One sprint of the organisation by id, `only` narrowing which (e.g. team sprints): a statement prepared as
 * `name` outside a transaction, the row locked for update inside one.
 */
export function sprintById(db: Db, name: string, only?: SQL) {
  const query = (tx: Db, id: Param, clientId: Param) =>
    tx
      .select()
      .from(sprints)
      .where(and(eq(sprints.id, id), eq(sprints.clientId, clientId), only));
  const prepared = query(db, sql.placeholder('id'), sql.placeholder('clientId')).prepare(name);
  return async (clientId: number, id: number, tx: Db = db): Promise<SprintRow | null> => {
    if (tx === db) return (await prepared.execute({ id, clientId }))[0] ?? null;
    const [row] = await query(tx, id, clientId).for('update');
    return row ?? null;
  };
}

/** an action, behaviour or outcome of the organisation by id */
export const itemById = (tx: Db, clientId: number, id: number) =>
  tx
    .select()
    .from(sprintItems)
    .where(and(eq(sprintItems.id, id), eq(sprintItems.clientId, clientId)));

/** a sprint's actions, behaviours and outcomes, by kind in their order */
export const itemsOfSprint = (tx: Db, sprintId: number) =>
  tx
    .select()
    .from(sprintItems)
    .where(eq(sprintItems.sprintId, sprintId))
    .orderBy(asc(sprintItems.kind), asc(sprintItems.sortIndex), asc(sprintItems.id));

/** an activity of the organisation by id */
export const activityById = (tx: Db, clientId: number, id: number) =>
  tx
    .select()
    .from(sprintActivities)
    .where(and(eq(sprintActivities.id, id), eq(sprintActivities.clientId, clientId)));

/** joins the crew member who gave a feedback */
export const crewOfFeedback = eq(sprintCrew.id, sprintFeedback.crewId);

/** a crew member's feedback score: whose (crew id and role), when given, on which item, how far */
export const crewScoreColumns = {
  crewId: sprintFeedback.crewId,
  role: sprintCrew.role,
  createdAt: sprintFeedback.createdAt,
  itemId: sprintFeedbackScores.itemId,
  score: sprintFeedbackScores.score,
};

import { type SQL, sql } from 'drizzle-orm';

/**
 * The stamp of what a sprint holds (decisions 0062 and 0058), read in the same statement as a kept answer is
 * built: the count of the rows the answer reads and the sum of their `xmin` (the id of the transaction that wrote
 * each row version). Any insert, update or delete committed since changes it: an update or an insert brings a
 * newer transaction id than the row it replaces or joins, and a delete alone lowers the count. So a change made
 * by any module, instance or plain SQL shows on the next read, and no writer has to announce anything.
 */
export const stampOf = (
  xmins: SQL[],
) => sql`(SELECT count(*) || ':' || coalesce(sum(x::text::bigint), 0) FROM (
    ${sql.join(xmins, sql` UNION ALL `)}) rows)`;

/** a stamp's rows: the `xmin` (as `x`) of the activities of the sprint whose id is `id`, and of their people */
export const activityXmins = (
  id: SQL,
) => sql`SELECT a.xmin AS x FROM sprint_activities a WHERE a.sprint_id = ${id}
    UNION ALL SELECT p.xmin FROM sprint_activity_people p JOIN sprint_activities a ON a.id = p.activity_id
      WHERE a.sprint_id = ${id}`;

/** a stamp's rows: the `xmin` of the rows of `table` (one with a `sprint_id`) of the sprint whose id is `id` */
export const sprintXmins = (table: string, id: SQL) =>
  sql`SELECT t.xmin AS x FROM ${sql.raw(table)} t WHERE t.sprint_id = ${id}`;

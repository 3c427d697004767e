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

/**
 * a stamp's rows: the `xmin` (as `x`) of the activities of the sprint whose id is `id`, and of their people. The
 * people are looked up per activity of the sprint (OFFSET 0 keeps the lateral from being flattened into a join):
 * planned as a join, PostgreSQL may merge the people with every activity of every sprint in id order, walking
 * the whole table to reach one sprint's (33 ms once 30,000 activities of other sprints came first, decision 0077).
 */
export const activityXmins = (
  id: SQL,
) => sql`SELECT a.xmin AS x FROM sprint_activities a WHERE a.sprint_id = ${id}
    UNION ALL SELECT p.x FROM sprint_activities a
      CROSS JOIN LATERAL (SELECT p.xmin AS x FROM sprint_activity_people p WHERE p.activity_id = a.id OFFSET 0) p
      WHERE a.sprint_id = ${id}`;

/** a stamp's rows: the `xmin` of the rows of `table` (one with a `sprint_id`) of the sprint whose id is `id` */
export const sprintXmins = (table: string, id: SQL) =>
  sql`SELECT t.xmin AS x FROM ${sql.raw(table)} t WHERE t.sprint_id = ${id}`;

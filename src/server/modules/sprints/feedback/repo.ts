import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { sprintCrew, sprintItems, sprints } from '../tables';
import { sprintAdvice, sprintFeedback, sprintFeedbackRequests, sprintFeedbackScores } from './tables';

export type SprintRow = typeof sprints.$inferSelect;
export type CrewRow = typeof sprintCrew.$inferSelect;
export type RequestRow = typeof sprintFeedbackRequests.$inferSelect;

/** A request row just made (or claimed for a reminder), with what its mail needs of the crew member. */
export interface MailableRequest {
  id: number;
  sprintId: number;
  clientId: number;
  crewId: number;
  type: string;
  deadlineAt: Date;
  name: string;
  email: string;
  language: string;
  role: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const mailable = (r: Record<string, unknown>): MailableRequest => ({
  id: Number(r.id),
  sprintId: Number(r.sprint_id),
  clientId: Number(r.client_id),
  crewId: Number(r.crew_id),
  type: String(r.type),
  deadlineAt: new Date(r.deadline_at as string),
  name: String(r.name),
  email: String(r.email),
  language: String(r.language),
  role: String(r.role),
});

/** Queries of crew feedback and advice: send-outs (set-based), the guest's reads and writes, the owner's lists. */
export function createFeedbackRepo(db: Db) {
  return {
    /** Sprints in progress that may have a send-out now: started, and ended less than `graceMs` ago. */
    async runningSprints(now: Date, graceMs: number) {
      return db
        .select({
          id: sprints.id,
          clientId: sprints.clientId,
          userId: sprints.userId,
          label: sprints.label,
          startDate: sprints.startDate,
          durationWeeks: sprints.durationWeeks,
          extendedWeeks: sprints.extendedWeeks,
          timezone: sprints.timezone,
          checkInWeekday: sprints.checkInWeekday,
          checkInTime: sprints.checkInTime,
          feedbackFrequencyDays: sprints.feedbackFrequencyDays,
        })
        .from(sprints)
        .where(
          and(
            eq(sprints.status, 'IN_PROGRESS'),
            sql`${sprints.startsAt} <= ${now.toISOString()}::timestamptz`,
            sql`${sprints.endsAt} > ${new Date(now.getTime() - graceMs).toISOString()}::timestamptz`,
          ),
        );
    },

    /**
     * One request per active crew member invited by then, for each given send-out, in one statement: a row that
     * exists already (a repeated or concurrent run) is skipped, so only the rows made here come back to be mailed.
     */
    async insertRequests(
      due: readonly { sprintId: number; type: string; dueAt: Date; deadlineAt: Date }[],
      tx: Db,
    ): Promise<MailableRequest[]> {
      if (!due.length) return [];
      const json = JSON.stringify(
        due.map((d) => ({
          sprint_id: d.sprintId,
          type: d.type,
          due_at: d.dueAt.toISOString(),
          deadline_at: d.deadlineAt.toISOString(),
        })),
      );
      const result = await tx.execute(sql`
        WITH made AS (
          INSERT INTO sprint_feedback_requests (sprint_id, client_id, crew_id, type, due_at, deadline_at)
          SELECT d.sprint_id, c.client_id, c.id, d.type, d.due_at, d.deadline_at
          FROM jsonb_to_recordset(${json}::jsonb)
            AS d(sprint_id int, type text, due_at timestamptz, deadline_at timestamptz)
          JOIN sprint_crew c ON c.sprint_id = d.sprint_id AND c.status <> 'REMOVED'
            AND c.invited_at IS NOT NULL AND c.invited_at <= d.due_at
          ORDER BY c.id
          ON CONFLICT (sprint_id, crew_id, due_at) DO NOTHING
          RETURNING id, sprint_id, client_id, crew_id, type, deadline_at
        )
        SELECT made.*, c.name, c.email, c.language, c.role
        FROM made JOIN sprint_crew c ON c.id = made.crew_id
        ORDER BY made.id`);
      return rowsOf<Record<string, unknown>>(result).map(mailable);
    },

    /**
     * Claims the reminders due now (asked for, not sent, not answered, before the deadline, crew member still
     * active, sprint in progress): marked sent in this statement, so a concurrent run claims none of them again.
     */
    async claimReminders(now: Date, tx: Db): Promise<MailableRequest[]> {
      const at = now.toISOString();
      const result = await tx.execute(sql`
        WITH claimed AS (
          UPDATE sprint_feedback_requests r SET reminded_at = ${at}::timestamptz
          FROM sprint_crew c, sprints s
          WHERE c.id = r.crew_id AND s.id = r.sprint_id AND c.status <> 'REMOVED' AND s.status = 'IN_PROGRESS'
            AND r.remind_at <= ${at}::timestamptz AND r.reminded_at IS NULL AND r.answered_at IS NULL
            AND r.deadline_at > ${at}::timestamptz
          RETURNING r.id, r.sprint_id, r.client_id, r.crew_id, r.type, r.deadline_at
        )
        SELECT claimed.*, c.name, c.email, c.language, c.role
        FROM claimed JOIN sprint_crew c ON c.id = claimed.crew_id
        ORDER BY claimed.id`);
      return rowsOf<Record<string, unknown>>(result).map(mailable);
    },

    async markMailed(ids: readonly number[], now: Date, tx: Db) {
      for (let i = 0; i < ids.length; i += 5000)
        await tx
          .update(sprintFeedbackRequests)
          .set({ mailedAt: now })
          .where(inArray(sprintFeedbackRequests.id, ids.slice(i, i + 5000)));
    },

    async crewById(clientId: number, crewId: number, tx: Db = db): Promise<CrewRow | null> {
      const [row] = await tx
        .select()
        .from(sprintCrew)
        .where(and(eq(sprintCrew.id, crewId), eq(sprintCrew.clientId, clientId)));
      return row ?? null;
    },

    async sprintById(clientId: number, id: number, tx: Db = db): Promise<SprintRow | null> {
      const [row] = await tx
        .select()
        .from(sprints)
        .where(and(eq(sprints.id, id), eq(sprints.clientId, clientId)));
      return row ?? null;
    },

    /** Behaviours and outcomes of a sprint, in their order. */
    async scoredItems(sprintId: number, tx: Db = db) {
      return tx
        .select({
          id: sprintItems.id,
          kind: sprintItems.kind,
          label: sprintItems.label,
          description: sprintItems.description,
        })
        .from(sprintItems)
        .where(and(eq(sprintItems.sprintId, sprintId), inArray(sprintItems.kind, ['BEHAVIOUR', 'OUTCOME'])))
        .orderBy(asc(sprintItems.kind), asc(sprintItems.sortIndex), asc(sprintItems.id));
    },

    /** The crew member's open request: the latest one due, unanswered, before its deadline. */
    async openRequest(crewId: number, now: Date, tx: Db = db): Promise<RequestRow | null> {
      const at = now.toISOString();
      const [row] = await tx
        .select()
        .from(sprintFeedbackRequests)
        .where(
          and(
            eq(sprintFeedbackRequests.crewId, crewId),
            isNull(sprintFeedbackRequests.answeredAt),
            sql`${sprintFeedbackRequests.dueAt} <= ${at}::timestamptz`,
            sql`${sprintFeedbackRequests.deadlineAt} > ${at}::timestamptz`,
          ),
        )
        .orderBy(desc(sprintFeedbackRequests.dueAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async setRemindAt(requestId: number, remindAt: Date, tx: Db) {
      await tx
        .update(sprintFeedbackRequests)
        .set({ remindAt, remindedAt: null })
        .where(eq(sprintFeedbackRequests.id, requestId));
    },

    /** Records a feedback and its scores, and marks its request answered. */
    async insertFeedback(
      input: {
        sprintId: number;
        clientId: number;
        crewId: number;
        requestId: number;
        type: string;
        comment: string | null;
        scores: readonly { itemId: number; score: number }[];
        now: Date;
      },
      tx: Db,
    ) {
      const [row] = await tx
        .insert(sprintFeedback)
        .values({
          sprintId: input.sprintId,
          clientId: input.clientId,
          crewId: input.crewId,
          requestId: input.requestId,
          type: input.type,
          comment: input.comment,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning({ id: sprintFeedback.id });
      await tx
        .insert(sprintFeedbackScores)
        .values(input.scores.map((s) => ({ feedbackId: row.id, itemId: s.itemId, score: s.score })));
      await tx
        .update(sprintFeedbackRequests)
        .set({ answeredAt: input.now })
        .where(eq(sprintFeedbackRequests.id, input.requestId));
      // the crew member's status (issue 30): INVITED until their first feedback, ACTIVE from then on
      await tx
        .update(sprintCrew)
        .set({ status: 'ACTIVE' })
        .where(and(eq(sprintCrew.id, input.crewId), eq(sprintCrew.status, 'INVITED')));
      return row.id;
    },

    async insertAdvice(
      input: { sprintId: number; clientId: number; crewId: number; text: string; now: Date },
      tx: Db,
    ) {
      const [row] = await tx
        .insert(sprintAdvice)
        .values({ ...input, createdAt: input.now })
        .returning({ id: sprintAdvice.id });
      return row.id;
    },

    async adviceOfCrew(crewId: number, tx: Db = db) {
      return tx
        .select({ id: sprintAdvice.id, text: sprintAdvice.text, createdAt: sprintAdvice.createdAt })
        .from(sprintAdvice)
        .where(eq(sprintAdvice.crewId, crewId))
        .orderBy(desc(sprintAdvice.createdAt), desc(sprintAdvice.id));
    },

    /** A sprint's feedback with its crew member, newest first. */
    async feedbackOf(sprintId: number) {
      return db
        .select({
          id: sprintFeedback.id,
          crewId: sprintFeedback.crewId,
          type: sprintFeedback.type,
          comment: sprintFeedback.comment,
          updatedAt: sprintFeedback.updatedAt,
          name: sprintCrew.name,
          role: sprintCrew.role,
          userId: sprintCrew.userId,
        })
        .from(sprintFeedback)
        .innerJoin(sprintCrew, eq(sprintCrew.id, sprintFeedback.crewId))
        .where(eq(sprintFeedback.sprintId, sprintId))
        .orderBy(desc(sprintFeedback.updatedAt), desc(sprintFeedback.id));
    },

    async scoresOf(feedbackIds: readonly number[]) {
      if (!feedbackIds.length) return [];
      return db
        .select({
          feedbackId: sprintFeedbackScores.feedbackId,
          itemId: sprintFeedbackScores.itemId,
          score: sprintFeedbackScores.score,
          kind: sprintItems.kind,
          label: sprintItems.label,
          sortIndex: sprintItems.sortIndex,
        })
        .from(sprintFeedbackScores)
        .innerJoin(sprintItems, eq(sprintItems.id, sprintFeedbackScores.itemId))
        .where(inArray(sprintFeedbackScores.feedbackId, [...feedbackIds]))
        .orderBy(asc(sprintItems.kind), asc(sprintItems.sortIndex), asc(sprintItems.id));
    },

    /** A sprint's advice with its crew member, newest first. */
    async adviceOf(sprintId: number) {
      return db
        .select({
          id: sprintAdvice.id,
          crewId: sprintAdvice.crewId,
          text: sprintAdvice.text,
          createdAt: sprintAdvice.createdAt,
          name: sprintCrew.name,
          role: sprintCrew.role,
          userId: sprintCrew.userId,
        })
        .from(sprintAdvice)
        .innerJoin(sprintCrew, eq(sprintCrew.id, sprintAdvice.crewId))
        .where(eq(sprintAdvice.sprintId, sprintId))
        .orderBy(desc(sprintAdvice.createdAt), desc(sprintAdvice.id));
    },
  };
}
export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;

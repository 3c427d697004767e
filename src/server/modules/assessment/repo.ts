import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { demographics, glaAnswers, glaAssessments, jobCandidates } from './tables';

/** The GLA's share of the current user, as identity's statement reads it. */
export interface GlaStateValue {
  latest: { id: number; styleDone: boolean; finished: boolean } | null;
  conversions: { jobCandidateId: number; candidateEmail: string }[];
}

export type AssessmentRow = typeof glaAssessments.$inferSelect;
export type CandidateRow = typeof jobCandidates.$inferSelect;

/** Queries of the assessment module. Every read of an organisation's row is scoped by its clientId. */
export function createAssessmentRepo(db: Db) {
  const findOwn = db
    .select()
    .from(glaAssessments)
    .where(
      and(
        eq(glaAssessments.id, sql.placeholder('id')),
        eq(glaAssessments.clientId, sql.placeholder('clientId')),
        eq(glaAssessments.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('gla_assessment_own');

  const findInOrg = db
    .select()
    .from(glaAssessments)
    .where(
      and(
        eq(glaAssessments.id, sql.placeholder('id')),
        eq(glaAssessments.clientId, sql.placeholder('clientId')),
      ),
    )
    .prepare('gla_assessment_in_org');

  const findAnswers = db
    .select({ questionCode: glaAnswers.questionCode, value: glaAnswers.value })
    .from(glaAnswers)
    .where(eq(glaAnswers.assessmentId, sql.placeholder('assessmentId')))
    .prepare('gla_answers_of');

  // hot: the team dashboard's "who finished": each person's latest finished GLA (userIds as one int[] parameter)
  const latestFinishedOfMany = db
    .selectDistinctOn([glaAssessments.userId], { userId: glaAssessments.userId, id: glaAssessments.id })
    .from(glaAssessments)
    .where(
      and(
        eq(glaAssessments.clientId, sql.placeholder('clientId')),
        sql`${glaAssessments.userId} = any(${sql.placeholder('userIds')}::int[])`,
        isNotNull(glaAssessments.finishedAt),
      ),
    )
    .orderBy(glaAssessments.userId, desc(glaAssessments.finishedAt), desc(glaAssessments.id))
    .prepare('gla_latest_finished_of_many');

  return {
    /** How many people of an organisation started and finished a GLA (candidates not counted). */
    async organisationCounts(clientId: number) {
      const [row] = await db
        .select({
          started: sql<number>`count(DISTINCT ${glaAssessments.userId})::int`,
          finished: sql<number>`count(DISTINCT ${glaAssessments.userId}) FILTER (WHERE ${glaAssessments.finishedAt} IS NOT NULL)::int`,
        })
        .from(glaAssessments)
        .where(and(eq(glaAssessments.clientId, clientId), isNotNull(glaAssessments.userId)));
      return { started: row?.started ?? 0, finished: row?.finished ?? 0 };
    },
    /** The person's own assessment in this organisation, or null (another person's or organisation's is none). */
    async own(id: number, clientId: number, userId: number): Promise<AssessmentRow | null> {
      const [row] = await findOwn.execute({ id, clientId, userId });
      return row ?? null;
    },
    /** An assessment of the organisation, or null. */
    async inOrg(id: number, clientId: number): Promise<AssessmentRow | null> {
      const [row] = await findInOrg.execute({ id, clientId });
      return row ?? null;
    },
    /**
     * Saves a page in one statement (so it is committed before the call answers): moves the position and
     * upserts the answers only if the assessment is still as `seen` (same organisation and person, position,
     * language, Style state, not finished). Answers false when it changed meanwhile, and then nothing is written.
     */
    async saveGuarded(
      seen: AssessmentRow,
      answers: { questionCode: string; value: number }[],
      next: { lastPos: string; styleCompletedAt: Date | null },
    ): Promise<boolean> {
      const moved = sql`UPDATE gla_assessments SET last_pos = ${next.lastPos},
          style_completed_at = ${next.styleCompletedAt?.toISOString() ?? null}::timestamptz
        WHERE id = ${seen.id} AND client_id = ${seen.clientId} AND user_id IS NOT DISTINCT FROM ${seen.userId}
          AND last_pos = ${seen.lastPos} AND language = ${seen.language}
          AND finished_at IS NULL AND (style_completed_at IS NULL) = ${seen.styleCompletedAt === null}
        RETURNING id`;
      const query =
        answers.length === 0
          ? sql`WITH moved AS (${moved}) SELECT count(*)::int AS n FROM moved`
          : sql`WITH moved AS (${moved}), saved AS (
              INSERT INTO gla_answers (assessment_id, question_code, value, updated_at)
              SELECT moved.id, v.code, v.value, now()
              FROM moved, unnest(${sql.param(answers.map((a) => a.questionCode))}::text[],
                ${sql.param(answers.map((a) => a.value))}::smallint[]) AS v(code, value)
              ON CONFLICT (assessment_id, question_code)
              DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
              RETURNING 1)
            SELECT count(*)::int AS n FROM moved`;
      const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n === 1;
    },
    /**
     * An assessment of the organisation (and of this person, when given), locked for the rest of the transaction
     * (saves of one assessment take turns).
     */
    async lock(id: number, clientId: number, tx: Db, userId?: number): Promise<AssessmentRow | null> {
      const [row] = await tx
        .select()
        .from(glaAssessments)
        .where(
          and(
            eq(glaAssessments.id, id),
            eq(glaAssessments.clientId, clientId),
            userId === undefined ? undefined : eq(glaAssessments.userId, userId),
          ),
        )
        .for('update');
      return row ?? null;
    },
    async latestFinished(clientId: number, userId: number, tx: Db = db): Promise<AssessmentRow | null> {
      const [row] = await tx
        .select()
        .from(glaAssessments)
        .where(
          and(
            eq(glaAssessments.clientId, clientId),
            eq(glaAssessments.userId, userId),
            isNotNull(glaAssessments.finishedAt),
          ),
        )
        .orderBy(desc(glaAssessments.finishedAt), desc(glaAssessments.id))
        .limit(1);
      return row ?? null;
    },
    async ofCandidate(candidateId: number, clientId: number, tx: Db = db): Promise<AssessmentRow | null> {
      const [row] = await tx
        .select()
        .from(glaAssessments)
        .where(and(eq(glaAssessments.candidateId, candidateId), eq(glaAssessments.clientId, clientId)));
      return row ?? null;
    },
    async countOfUser(clientId: number, userId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(glaAssessments)
        .where(and(eq(glaAssessments.clientId, clientId), eq(glaAssessments.userId, userId)));
      return row.n;
    },
    async create(
      values: { clientId: number; userId?: number | null; candidateId?: number | null; language: string },
      tx: Db = db,
    ): Promise<AssessmentRow> {
      const [row] = await tx.insert(glaAssessments).values(values).returning();
      return row;
    },
    async update(
      id: number,
      set: Partial<
        Pick<AssessmentRow, 'lastPos' | 'styleCompletedAt' | 'finishedAt' | 'language' | 'userId'>
      >,
      tx: Db = db,
    ) {
      await tx.update(glaAssessments).set(set).where(eq(glaAssessments.id, id));
    },
    /** Each person's latest finished assessment id, in one query (people without one are left out). */
    async latestFinishedOf(clientId: number, userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await latestFinishedOfMany.execute({ clientId, userIds: [...userIds] });
      return new Map(rows.flatMap((r) => (r.userId === null ? [] : [[r.userId, r.id] as const])));
    },
    /** The answers of several assessments in one query, by assessment. */
    async answersOf(assessmentIds: readonly number[]): Promise<Map<number, Map<string, number>>> {
      const out = new Map<number, Map<string, number>>(assessmentIds.map((id) => [id, new Map()]));
      if (assessmentIds.length === 0) return out;
      const rows = await db
        .select({
          assessmentId: glaAnswers.assessmentId,
          questionCode: glaAnswers.questionCode,
          value: glaAnswers.value,
        })
        .from(glaAnswers)
        .where(inArray(glaAnswers.assessmentId, [...assessmentIds]));
      for (const r of rows) out.get(r.assessmentId)?.set(r.questionCode, r.value);
      return out;
    },
    async answers(assessmentId: number): Promise<Map<string, number>> {
      const rows = await findAnswers.execute({ assessmentId });
      return new Map(rows.map((r) => [r.questionCode, r.value]));
    },
    async saveAnswers(assessmentId: number, answers: { questionCode: string; value: number }[], tx: Db) {
      if (answers.length === 0) return;
      const now = new Date();
      await tx
        .insert(glaAnswers)
        .values(
          answers.map((a) => ({
            assessmentId,
            questionCode: a.questionCode,
            value: a.value,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [glaAnswers.assessmentId, glaAnswers.questionCode],
          set: { value: sql`excluded.value`, updatedAt: now },
        });
    },
    async eraseAnswers(assessmentId: number, tx: Db) {
      await tx.delete(glaAnswers).where(eq(glaAnswers.assessmentId, assessmentId));
    },

    // --- candidates ---
    async createCandidate(
      values: { clientId: number; email: string; fullName: string; invitedBy: number },
      tx: Db,
    ): Promise<CandidateRow> {
      const [row] = await tx.insert(jobCandidates).values(values).returning();
      return row;
    },
    /**
     * A new candidate, unless the organisation already has an open one with this e-mail (the partial unique index
     * job_candidates_one_open_per_email decides, so parallel invitations cannot both create one): then null.
     */
    async createOpenCandidate(
      values: { clientId: number; email: string; fullName: string; invitedBy: number },
      tx: Db,
    ): Promise<CandidateRow | null> {
      const [row] = await tx.insert(jobCandidates).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async candidate(id: number, clientId: number, tx: Db = db): Promise<CandidateRow | null> {
      const [row] = await tx
        .select()
        .from(jobCandidates)
        .where(and(eq(jobCandidates.id, id), eq(jobCandidates.clientId, clientId)));
      return row ?? null;
    },
    async openCandidateByEmail(clientId: number, email: string, tx: Db): Promise<CandidateRow | null> {
      const [row] = await tx
        .select()
        .from(jobCandidates)
        .where(
          and(
            eq(jobCandidates.clientId, clientId),
            sql`lower(${jobCandidates.email}) = ${email.toLowerCase()}`,
            sql`${jobCandidates.status} in ('INVITED', 'IN_PROGRESS')`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async candidates(clientId: number) {
      return db
        .select({ candidate: jobCandidates, assessmentId: glaAssessments.id })
        .from(jobCandidates)
        .leftJoin(glaAssessments, eq(glaAssessments.candidateId, jobCandidates.id))
        .where(eq(jobCandidates.clientId, clientId))
        .orderBy(desc(jobCandidates.invitedAt), desc(jobCandidates.id));
    },
    /**
     * What the current user carries, as a sub-select of identity's one current-user statement
     * (docs/decisions/0023): the person's latest assessment (id, Style done, finished) and the finished job
     * candidacies with the person's e-mail still waiting for a transfer answer.
     */
    stateSelect(person: { userId: SQL<number>; clientId: SQL<number>; email: SQL<string> }) {
      return sql<GlaStateValue>`json_build_object(
        'latest', (
          SELECT json_build_object('id', a.id, 'styleDone', a.style_completed_at IS NOT NULL,
            'finished', a.finished_at IS NOT NULL)
          FROM gla_assessments a
          WHERE a.client_id = ${person.clientId} AND a.user_id = ${person.userId}
          ORDER BY a.started_at DESC, a.id DESC LIMIT 1),
        'conversions', COALESCE((
          SELECT json_agg(json_build_object('jobCandidateId', jc.id, 'candidateEmail', jc.email) ORDER BY jc.id)
          FROM job_candidates jc
          WHERE lower(jc.email) = lower(${person.email}) AND jc.client_id = ${person.clientId}
            AND jc.status = 'COMPLETED'
        ), '[]'::json))`;
    },
    async setCandidate(
      id: number,
      set: Partial<Pick<CandidateRow, 'status' | 'completedAt' | 'transferredToUserId'>>,
      tx: Db = db,
    ) {
      await tx.update(jobCandidates).set(set).where(eq(jobCandidates.id, id));
    },

    // --- wipe-out ---
    /** Deletes a person's assessments (answers go with them), research answers and transferred candidacies. */
    async wipe(clientId: number, userId: number, tx: Db): Promise<number> {
      const deleted = await tx
        .delete(glaAssessments)
        .where(and(eq(glaAssessments.clientId, clientId), eq(glaAssessments.userId, userId)))
        .returning({ id: glaAssessments.id });
      await tx
        .delete(demographics)
        .where(and(eq(demographics.clientId, clientId), eq(demographics.userId, userId)));
      await tx
        .delete(jobCandidates)
        .where(and(eq(jobCandidates.clientId, clientId), eq(jobCandidates.transferredToUserId, userId)));
      return deleted.length;
    },
    async unfinishedOf(clientId: number, userId: number, tx: Db = db): Promise<AssessmentRow | null> {
      const [row] = await tx
        .select()
        .from(glaAssessments)
        .where(
          and(
            eq(glaAssessments.clientId, clientId),
            eq(glaAssessments.userId, userId),
            isNull(glaAssessments.finishedAt),
          ),
        )
        .orderBy(desc(glaAssessments.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type AssessmentRepo = ReturnType<typeof createAssessmentRepo>;

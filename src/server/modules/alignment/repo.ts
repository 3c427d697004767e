import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { alignmentExpressMembers, alignmentParticipants, alignmentReports, alignmentSurveys } from './tables';

export type SurveyRow = typeof alignmentSurveys.$inferSelect;
export type ParticipantRow = typeof alignmentParticipants.$inferSelect;
export type ReportRow = typeof alignmentReports.$inferSelect;
export type NewParticipant = typeof alignmentParticipants.$inferInsert;
export type ExpressMemberRow = typeof alignmentExpressMembers.$inferSelect;

/** A page of a respondent's answers to save: statement code -> 1..6, or null to clear that answer. */
export type AnswerPatch = Record<string, number | null>;

/** Queries of the alignment survey: every read is scoped by organisation (and team or participant). */
export function createAlignmentRepo(db: Db) {
  const p = alignmentParticipants;
  const s = alignmentSurveys;
  // hot: the team dashboard's "last alignment send date" (the team's latest survey)
  const lastStarted = db
    .select({ startedAt: s.startedAt })
    .from(s)
    .where(and(eq(s.clientId, sql.placeholder('clientId')), eq(s.teamId, sql.placeholder('teamId'))))
    .orderBy(desc(s.id))
    .limit(1)
    .prepare('alignment_last_started');
  // hot: a respondent saves a page in one statement, its checks in the WHERE (the row lock is the UPDATE's own)
  const saveAnswers = db
    .update(p)
    .set({
      // a null in the patch clears that answer (an answer itself is never null)
      answers: sql`jsonb_strip_nulls(${p.answers} || ${sql.placeholder('patch')}::jsonb)`,
      lastPage: sql`${sql.placeholder('lastPage')}::smallint`,
      research: sql`coalesce(${sql.placeholder('research')}::jsonb, ${p.research})`,
      // null unless this save submits (the WHERE keeps a submitted row out)
      submittedAt: sql`${sql.placeholder('submittedAt')}::timestamptz`,
    })
    .from(s)
    .where(
      and(
        eq(p.id, sql.placeholder('id')),
        eq(p.clientId, sql.placeholder('clientId')),
        eq(s.id, p.surveyId),
        eq(p.excluded, false),
        isNull(p.submittedAt),
        isNull(s.closedAt),
        sql`${s.deadlineAt} >= ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .returning({ answered: sql<number>`(SELECT count(*)::int FROM jsonb_object_keys(${p.answers}))` })
    .prepare('alignment_save_answers');

  const r = alignmentReports;
  const ofTeam = and(eq(r.clientId, sql.placeholder('clientId')), eq(r.teamId, sql.placeholder('teamId')));
  const latestReport = db
    .select()
    .from(r)
    .where(ofTeam)
    .orderBy(desc(r.version))
    .limit(1)
    .prepare('alignment_report_latest');
  const reportVersion = db
    .select()
    .from(r)
    .where(and(ofTeam, eq(r.version, sql.placeholder('version'))))
    .limit(1)
    .prepare('alignment_report_version');

  return {
    /**
     * Saves a page of the participant's answers (and research answers, and the submission) in one statement,
     * only while they may still answer: not excluded, not submitted, the survey open and `now` not past its
     * deadline. Answers how many statements they have answered now, or null when nothing was saved (then
     * `participant` and `surveyById` tell why).
     */
    async saveAnswers(input: {
      participantId: number;
      clientId: number;
      patch: AnswerPatch;
      lastPage: number;
      research: unknown;
      submittedAt: Date | null;
      now: Date;
    }): Promise<number | null> {
      const [row] = await saveAnswers.execute({
        id: input.participantId,
        clientId: input.clientId,
        patch: JSON.stringify(input.patch),
        lastPage: input.lastPage,
        research: input.research === undefined ? null : JSON.stringify(input.research),
        submittedAt: input.submittedAt?.toISOString() ?? null,
        now: input.now.toISOString(),
      });
      return row ? row.answered : null;
    },
    /** when the team's latest survey was sent, or null (one prepared statement) */
    /** the participant rows of a person in every survey of a team (their links end when they leave the team) */
    async participantIdsOfPerson(clientId: number, teamId: number, userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: alignmentParticipants.id })
        .from(alignmentParticipants)
        .innerJoin(alignmentSurveys, eq(alignmentSurveys.id, alignmentParticipants.surveyId))
        .where(
          and(
            eq(alignmentSurveys.clientId, clientId),
            eq(alignmentSurveys.teamId, teamId),
            eq(alignmentParticipants.userId, userId),
          ),
        );
      return rows.map((r) => r.id);
    },
    async lastStartedAt(clientId: number, teamId: number): Promise<Date | null> {
      const [row] = await lastStarted.execute({ clientId, teamId });
      return row?.startedAt ?? null;
    },
    /** the team's latest survey (locked in a transaction) */
    async latestSurvey(
      clientId: number,
      teamId: number,
      tx: Db = db,
      lock = false,
    ): Promise<SurveyRow | null> {
      const q = tx
        .select()
        .from(alignmentSurveys)
        .where(and(eq(alignmentSurveys.clientId, clientId), eq(alignmentSurveys.teamId, teamId)))
        .orderBy(desc(alignmentSurveys.id))
        .limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    async surveys(clientId: number, teamId: number): Promise<SurveyRow[]> {
      return db
        .select()
        .from(alignmentSurveys)
        .where(and(eq(alignmentSurveys.clientId, clientId), eq(alignmentSurveys.teamId, teamId)))
        .orderBy(desc(alignmentSurveys.id));
    },
    async surveyById(id: number, tx: Db = db): Promise<SurveyRow | null> {
      const [row] = await tx.select().from(alignmentSurveys).where(eq(alignmentSurveys.id, id)).limit(1);
      return row ?? null;
    },
    async insertSurvey(row: typeof alignmentSurveys.$inferInsert, tx: Db): Promise<SurveyRow> {
      const [created] = await tx.insert(alignmentSurveys).values(row).returning();
      return created!;
    },
    async updateSurvey(id: number, set: Partial<SurveyRow>, tx: Db) {
      await tx.update(alignmentSurveys).set(set).where(eq(alignmentSurveys.id, id));
    },
    async participants(surveyId: number, tx: Db = db): Promise<ParticipantRow[]> {
      return tx
        .select()
        .from(alignmentParticipants)
        .where(eq(alignmentParticipants.surveyId, surveyId))
        .orderBy(asc(alignmentParticipants.id));
    },
    /** participants of several surveys (history counts) */
    async participantsOf(surveyIds: number[]): Promise<ParticipantRow[]> {
      if (surveyIds.length === 0) return [];
      return db
        .select()
        .from(alignmentParticipants)
        .where(inArray(alignmentParticipants.surveyId, surveyIds));
    },
    async participant(
      id: number,
      clientId: number,
      tx: Db = db,
      lock = false,
    ): Promise<ParticipantRow | null> {
      const q = tx
        .select()
        .from(alignmentParticipants)
        .where(and(eq(alignmentParticipants.id, id), eq(alignmentParticipants.clientId, clientId)))
        .limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row ?? null;
    },
    /** inserts participants not yet in the survey (by e-mail); returns the new rows */
    async insertParticipants(rows: NewParticipant[], tx: Db): Promise<ParticipantRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(alignmentParticipants).values(rows).onConflictDoNothing().returning();
    },
    async updateParticipant(id: number, set: Partial<ParticipantRow>, tx: Db) {
      await tx.update(alignmentParticipants).set(set).where(eq(alignmentParticipants.id, id));
    },
    async reports(clientId: number, teamId: number, since?: Date): Promise<ReportRow[]> {
      return db
        .select()
        .from(alignmentReports)
        .where(
          and(
            eq(alignmentReports.clientId, clientId),
            eq(alignmentReports.teamId, teamId),
            since ? gte(alignmentReports.generatedAt, since) : undefined,
          ),
        )
        .orderBy(asc(alignmentReports.version));
    },
    /** a version of the team's report, or its latest (the report page reads it: prepared) */
    async report(clientId: number, teamId: number, version?: number): Promise<ReportRow | null> {
      const [row] = version
        ? await reportVersion.execute({ clientId, teamId, version })
        : await latestReport.execute({ clientId, teamId });
      return row ?? null;
    },
    async nextVersion(teamId: number, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${alignmentReports.version}), 0)::int` })
        .from(alignmentReports)
        .where(eq(alignmentReports.teamId, teamId));
      return (row?.n ?? 0) + 1;
    },
    async insertReport(row: typeof alignmentReports.$inferInsert, tx: Db) {
      await tx.insert(alignmentReports).values(row);
    },
    /** open surveys past their deadline with at least `min` completions (the deadline job reports them) */
    async dueForReport(now: Date, min: number): Promise<SurveyRow[]> {
      return db
        .select()
        .from(alignmentSurveys)
        .where(
          and(
            isNull(alignmentSurveys.closedAt),
            sql`${alignmentSurveys.deadlineAt} <= ${now}`,
            sql`(select count(*) from ${alignmentParticipants} p where p.survey_id = ${alignmentSurveys.id}
                 and p.submitted_at is not null and not p.excluded) >= ${min}`,
          ),
        )
        .limit(500);
    },

    // ---- the express setup's list (decision 0055) ----
    async expressMembers(clientId: number, teamId: number, tx: Db = db): Promise<ExpressMemberRow[]> {
      return tx
        .select()
        .from(alignmentExpressMembers)
        .where(
          and(eq(alignmentExpressMembers.clientId, clientId), eq(alignmentExpressMembers.teamId, teamId)),
        )
        .orderBy(asc(alignmentExpressMembers.id));
    },
    async expressMember(id: number, clientId: number, tx: Db = db): Promise<ExpressMemberRow | null> {
      const [row] = await tx
        .select()
        .from(alignmentExpressMembers)
        .where(and(eq(alignmentExpressMembers.id, id), eq(alignmentExpressMembers.clientId, clientId)))
        .limit(1);
      return row ?? null;
    },
    /** null when the e-mail is already on the team's list */
    async insertExpressMember(
      row: typeof alignmentExpressMembers.$inferInsert,
      tx: Db,
    ): Promise<ExpressMemberRow | null> {
      const [created] = await tx
        .insert(alignmentExpressMembers)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    },
    async updateExpressMember(id: number, set: { name: string; teamRole: string }, tx: Db) {
      await tx.update(alignmentExpressMembers).set(set).where(eq(alignmentExpressMembers.id, id));
    },
    async deleteExpressMember(id: number, tx: Db) {
      await tx.delete(alignmentExpressMembers).where(eq(alignmentExpressMembers.id, id));
    },
  };
}
export type AlignmentRepo = ReturnType<typeof createAlignmentRepo>;

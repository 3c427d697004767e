import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One Growth Leader Assessment: a person's (user_id) or a job candidate's (candidate_id), in one organisation.
 * last_pos is 'Style-N' or 'Strategy-N'; style_completed_at is set when the person moves on to Strategy.
 */
export const glaAssessments = pgTable(
  'gla_assessments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id'),
    candidateId: integer('candidate_id'),
    language: text('language').notNull(),
    lastPos: text('last_pos').notNull().default('Style-1'),
    styleCompletedAt: timestamp('style_completed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** the person's assessments newest first: the current user's latest GLA is one index probe (0026) */
    index('gla_assessments_user_idx').on(
      t.clientId,
      t.userId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('gla_assessments_candidate_idx').on(t.candidateId),
  ],
);

/** The answers of an assessment: value 1..5, 0 when the person left it unanswered (N/A). */
export const glaAnswers = pgTable(
  'gla_answers',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => glaAssessments.id, { onDelete: 'cascade' }),
    questionCode: text('question_code').notNull(),
    value: smallint('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.questionCode] })],
);

/**
 * Job candidates (nominees) an organisation invited to take the GLA by e-mail. status: INVITED, IN_PROGRESS,
 * COMPLETED, TRANSFERRED (moved to the person's own account), DISMISSED (the person declined the transfer).
 */
export const jobCandidates = pgTable(
  'job_candidates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    invitedBy: integer('invited_by').notNull(),
    status: text('status').notNull().default('INVITED'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    transferredToUserId: integer('transferred_to_user_id'),
  },
  (t) => [
    index('job_candidates_client_idx').on(t.clientId, t.email),
    /** one open invitation per e-mail and organisation, held by the database under parallel invitations */
    uniqueIndex('job_candidates_one_open_per_email')
      .on(t.clientId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('INVITED', 'IN_PROGRESS')`),
    /** the current user's completed candidacies (jobCandidateConversion), matched by lower(email) (0026) */
    index('job_candidates_completed_email_idx')
      .on(t.clientId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'COMPLETED'`),
  ],
);

/**
 * Optional demographic research answers (user descriptors) of a person in an organisation, or of a job
 * candidate. Research only; never used in reports.
 */
export const demographics = pgTable(
  'demographics',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id'),
    candidateId: integer('candidate_id'),
    country: text('country'),
    educationLevel: smallint('education_level'),
    ageRange: text('age_range'),
    ageOther: text('age_other'),
    gender: text('gender'),
    genderOther: text('gender_other'),
    businessGroup: text('business_group'),
    roleOther: text('role_other'),
    ethnicGroup: text('ethnic_group'),
    ethnicOther: text('ethnic_other'),
    culturalGroup: text('cultural_group'),
    culturalGroupOther: text('cultural_group_other'),
    origin: text('origin'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('demographics_user_idx').on(t.clientId, t.userId),
    uniqueIndex('demographics_candidate_idx').on(t.candidateId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DemographicsBody } from '../../../shared/contracts/demographics';

/** One ranked subscale of a generated report (kept as generated, so later changes never rewrite history). */
export type StoredSubscale = {
  code: string;
  score: number | null;
  rank: number;
  isHighest: boolean;
  isLowest: boolean;
};

/**
 * A team alignment survey (issue 14, decision 0049): sent to chosen participants of a team, open until `deadlineAt`
 * (end of that day, UTC; extending moves it and reopens an expired survey). One open survey per team at a time.
 */
export const alignmentSurveys = pgTable(
  'alignment_surveys',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id').notNull(),
    /** ALIGNMENT_SURVEY_TYPES */
    surveyType: text('survey_type').notNull().default('standard'),
    createdBy: integer('created_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** set when its report was generated (then the survey is closed for good) */
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    /** set when the survey ends for good: its report generated, or a new survey started after it expired */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('alignment_surveys_team_idx').on(t.clientId, t.teamId, t.id),
    // one open survey per team (50 identical starts at once make one survey)
    uniqueIndex('alignment_surveys_one_open_per_team').on(t.teamId).where(sql`closed_at is null`),
  ],
);

/**
 * A participant of a survey: a team member or guest (userId) or, for the express setup, anyone by e-mail. Their
 * answers (statement code -> 1..6) are read only through their own link and, pooled, by the report; research
 * answers are never used by the report.
 */
export const alignmentParticipants = pgTable(
  'alignment_participants',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => alignmentSurveys.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** ALIGNMENT_USER_TYPES */
    userType: text('user_type').notNull().default('MEMBER'),
    excluded: boolean('excluded').notNull().default(false),
    language: text('language').notNull().default('en'),
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    research: jsonb('research').$type<DemographicsBody>(),
    lastPage: smallint('last_page').notNull().default(1),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('alignment_participants_survey_idx').on(t.surveyId),
    uniqueIndex('alignment_participants_survey_email_idx').on(t.surveyId, sql`lower(${t.email})`),
  ],
);

/** A generated report: version n of the team (1, 2, ...), its ranked subscales and how many answered. */
export const alignmentReports = pgTable(
  'alignment_reports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id').notNull(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => alignmentSurveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    respondents: integer('respondents').notNull(),
    subscales: jsonb('subscales').$type<StoredSubscale[]>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('alignment_reports_team_version_idx').on(t.teamId, t.version),
    uniqueIndex('alignment_reports_survey_idx').on(t.surveyId),
  ],
);

/**
 * The express setup's list (decision 0055): the people a BUYER or ADMIN names for the express survey of their
 * team before sending it (at most 9 besides the manager, who is the 'myself' row and is not stored here). Sending
 * starts an express survey with these people; after that the list is fixed.
 */
export const alignmentExpressMembers = pgTable(
  'alignment_express_members',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    teamId: integer('team_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** a TEAM_STAFF_ROLES code (the roles list of the team service) */
    teamRole: text('team_role').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('alignment_express_members_team_email_idx').on(t.teamId, sql`lower(${t.email})`)],
);

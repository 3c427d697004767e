import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A person's Leader Impact plan for one year (the spec's agilePlanGroupId is this id). */
export const agilePlans = pgTable(
  'agile_plans',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    year: integer('year').notNull(),
    /** job-role code of content/plan (current role) */
    currentRole: text('current_role'),
    /** next-role option code, or null with nextRoleCustom */
    nextRole: text('next_role'),
    nextRoleCustom: text('next_role_custom'),
    currentLevel: text('current_level'),
    nextLevel: text('next_level'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agile_plans_owner_year_idx').on(t.clientId, t.userId, t.year)],
);

/** The plan's sections (CAREER_CHALLENGE ...): comment threads hang on them. */
export const agilePlanSections = pgTable(
  'agile_plan_sections',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
  },
  (t) => [uniqueIndex('agile_plan_sections_plan_type_idx').on(t.planId, t.type)],
);

/** Items of a plan: challenges, outcomes, focus, strengths, recommendations, aspirations, goals. */
export const agilePlanItems = pgTable(
  'agile_plan_items',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** the option's code when chosen from content/plan (challenges, outcomes, capabilities); null for free text */
    code: text('code'),
    label: text('label').notNull(),
    description: text('description'),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    sortIndex: integer('sort_index').notNull().default(0),
    /** goals only (GOAL_DELIVERABLE): NOT_STARTED, IN_PROGRESS or DONE; null for every other type */
    status: text('status'),
    /** goals only: the day the goal is due, if the person set one */
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agile_plan_items_plan_idx').on(t.planId, t.type, t.sortIndex)],
);

export const agileMilestones = pgTable(
  'agile_milestones',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agile_milestones_plan_idx').on(t.planId)],
);

/** The nurture network of a plan: PENDING (invited), COMPLETED (accepted), EXTERNAL (no invitation). */
export const agileNetwork = pgTable(
  'agile_network',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    status: text('status').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agile_network_plan_idx').on(t.planId)],
);

/** Meetings scheduled with a network member (the invitation e-mail carries an .ics). */
export const agileMeetings = pgTable(
  'agile_meetings',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => agileNetwork.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agile_meetings_plan_idx').on(t.planId)],
);

/** Comments on a plan's section: a thread is a comment without parent; replies carry parentId. */
export const agilePlanComments = pgTable(
  'agile_plan_comments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => agilePlans.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => agilePlanSections.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** the signed-in author, or null for a plan guest */
    senderId: integer('sender_id'),
    senderName: text('sender_name').notNull(),
    content: text('content').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agile_plan_comments_section_idx').on(t.sectionId, t.parentId),
    /** one open thread per section (issue 21), held by the database when two people start one at once */
    uniqueIndex('agile_plan_comments_one_open_thread')
      .on(t.sectionId)
      .where(sql`${t.parentId} IS NULL AND ${t.resolvedAt} IS NULL`),
  ],
);

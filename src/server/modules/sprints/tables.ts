import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
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
/**
 * A sprint (spec sprints-teams 3): personal (USER_SPRINT, teamId null) or of a team (TEAM_SPRINT). Designed while
 * NOT_STARTED (the wizard saves each step), then IN_PROGRESS until the final review ends it. Dates are computed in
 * the person's time zone (`timezone`) and stored in UTC.
 */
export const sprints = pgTable(
  'sprints',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    /** the person who designed it (the team manager for a team sprint) */
    userId: integer('user_id').notNull(),
    teamId: integer('team_id'),
    /** SPRINT_TYPES */
    sprintType: text('sprint_type').notNull().default('USER_SPRINT'),
    /** the library template's code; null for a DIY sprint */
    sprintCode: text('sprint_code'),
    custom: boolean('custom').notNull().default(false),
    /** the texts as chosen (a library sprint's in the designer's language, editable in review) */
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon'),
    /** SPRINT_STATUSES */
    status: text('status').notNull().default('NOT_STARTED'),
    /** SPRINT_OUTCOME_STATUSES, once ended */
    outcomeStatus: text('outcome_status'),
    /** the wizard's furthest step (select, configure, review, crew, routines, start) */
    designStep: text('design_step').notNull().default('select'),
    /** SPRINT_DURATION_WEEKS */
    durationWeeks: smallint('duration_weeks').notNull().default(4),
    /** weeks added by extensions (2 each) */
    extendedWeeks: smallint('extended_weeks').notNull().default(0),
    /** FEEDBACK_FREQUENCY_DAYS */
    feedbackFrequencyDays: smallint('feedback_frequency_days').notNull().default(7),
    /** weekly check-in: ISO weekday 1 (Monday) .. 7 and local time 'HH:MM' in `timezone` */
    checkInWeekday: smallint('check_in_weekday').notNull().default(1),
    checkInTime: text('check_in_time').notNull().default('09:00'),
    /** IANA time zone of the person when designed */
    timezone: text('timezone').notNull().default('UTC'),
    /** the first day, in `timezone` */
    startDate: date('start_date', { mode: 'string' }),
    /** start of the first day and end of the last day (sprintReviewEndTime), in UTC */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** the check-in invitation series (ICS UID) and its SEQUENCE */
    calendarUid: text('calendar_uid'),
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprints_client_user_idx').on(t.clientId, t.userId, t.status),
    index('sprints_team_idx').on(t.teamId),
    // one personal sprint in progress per person; one team sprint in progress per team
    uniqueIndex('sprints_one_user_sprint_in_progress')
      .on(t.userId)
      .where(sql`sprint_type = 'USER_SPRINT' and status = 'IN_PROGRESS'`),
    uniqueIndex('sprints_one_team_sprint_in_progress')
      .on(t.teamId)
      .where(sql`sprint_type = 'TEAM_SPRINT' and status = 'IN_PROGRESS'`),
  ],
);

/**
 * A sprint's actions, behaviours and outcomes (SPRINT_ITEM_KINDS), 1-3 of each, ordered by sortIndex. An action's
 * detail (spec: actionDetail id, status, actionLeadId) lives on its row: status OPEN or FINISHED.
 */
export const sprintItems = pgTable(
  'sprint_items',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    /** SPRINT_ITEM_KINDS */
    kind: text('kind').notNull(),
    /** the library item's code; null for one the person wrote */
    code: text('code'),
    label: text('label').notNull(),
    description: text('description'),
    sortIndex: smallint('sort_index').notNull().default(0),
    /** actions: ACTION_STATUSES */
    status: text('status').notNull().default('OPEN'),
    /** actions of a team sprint: the lead (a sprint team member, issue 13) */
    actionLeadId: integer('action_lead_id'),
    /** actions: the library's suggested activities as chosen [{ code, kind, title }] */
    suggestedActivities:
      jsonb('suggested_activities').$type<{ code: string; kind: string; title: string }[]>(),
    /** behaviours and outcomes: the latest practised percentage (check-ins, issue 10) */
    current: smallint('current'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sprint_items_sprint_idx').on(t.sprintId, t.kind, t.sortIndex)],
);

/**
 * The sprint crew: people who give advice and feedback through a guest link (issue 10 builds the page behind
 * it). An organisation member is linked by userId; anyone else by name and e-mail.
 */
export const sprintCrew = pgTable(
  'sprint_crew',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** CREW_ROLES */
    role: text('role').notNull(),
    /** CREW_STATUSES */
    status: text('status').notNull().default('INVITED'),
    /** the language the crew member's mails are written in */
    language: text('language').notNull().default('en'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprint_crew_sprint_idx').on(t.sprintId),
    uniqueIndex('sprint_crew_sprint_email_idx')
      .on(t.sprintId, sql`lower(${t.email})`)
      .where(sql`status <> 'REMOVED'`),
  ],
);

/** Stakeholders a person involves in activities (not crew): name and e-mail, per sprint. */
export const sprintStakeholders = pgTable(
  'sprint_stakeholders',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sprint_stakeholders_sprint_idx').on(t.sprintId)],
);

/**
 * An activity on the kanban: under an action (actionId) or unscheduled; a meeting has start and end in UTC, shown
 * in the viewer's zone. `position` orders cards within a column.
 */
export const sprintActivities = pgTable(
  'sprint_activities',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    actionId: integer('action_id').references(() => sprintItems.id, { onDelete: 'cascade' }),
    /** ACTIVITY_TYPES */
    type: text('type').notNull().default('ACTIVITY'),
    /** ACTIVITY_CODES */
    code: text('code').notNull().default('OTH'),
    /** ACTIVITY_KINDS */
    kind: text('kind').notNull().default('OFFLINE'),
    title: text('title').notNull(),
    description: text('description'),
    /** ACTIVITY_STATUSES (the kanban column) */
    status: text('status').notNull().default('TODO'),
    position: doublePrecision('position').notNull().default(0),
    meetingStart: timestamp('meeting_start', { withTimezone: true }),
    meetingEnd: timestamp('meeting_end', { withTimezone: true }),
    /** ICS: the UID is derived from the id; SEQUENCE bumps on each change sent */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sprint_activities_sprint_idx').on(t.sprintId, t.status, t.position),
    index('sprint_activities_meeting_idx').on(t.sprintId, t.meetingStart),
  ],
);

/** Who an activity involves: crew members (crewId) or stakeholders (stakeholderId), one of the two. */
export const sprintActivityPeople = pgTable(
  'sprint_activity_people',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => sprintActivities.id, { onDelete: 'cascade' }),
    crewId: integer('crew_id').references(() => sprintCrew.id, { onDelete: 'cascade' }),
    stakeholderId: integer('stakeholder_id').references(() => sprintStakeholders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sprint_activity_people_activity_idx').on(t.activityId)],
);

/** The final review (spec 4): the choice made and the person's reflection. One per ending (an extension adds one). */
export const sprintReviews = pgTable(
  'sprint_reviews',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    /** FINAL_REVIEW_CHOICES */
    choice: smallint('choice').notNull(),
    /** SPRINT_OUTCOME_STATUSES it led to (null for an extension) */
    outcomeStatus: text('outcome_status'),
    reflection: text('reflection'),
    /** what went well / what to take forward */
    learnings: text('learnings'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sprint_reviews_sprint_idx').on(t.sprintId)],
);

/**
 * A check-in (issue 10): one per check-in date of a sprint, FIRST / WEEKLY / FINAL (CHECK_IN_TYPES), due at the
 * person's weekly slot (UTC). `status` null until the person opens it, then CHECK_IN_STATUSES; a check-in not
 * COMPLETED or SKIPPED when the next one is due shows as incomplete on the timeline. `step` is the furthest
 * CHECK_IN_STEPS reached (resume there). For a team sprint `userId` is the sprint team member checking in.
 */
export const sprintCheckIns = pgTable(
  'sprint_check_ins',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** CHECK_IN_TYPES */
    type: text('type').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** CHECK_IN_STATUSES; null while not opened */
    status: text('status'),
    /** CHECK_IN_STEPS: the furthest step reached */
    step: text('step'),
    /** ENERGY_LEVELS */
    energyLevel: smallint('energy_level'),
    /** the person's notes on new progress (review step) */
    progressNote: text('progress_note'),
    /** CHECK_IN_RATINGS, once rated (once only) */
    rating: smallint('rating'),
    /** set when the job opened it (notification sent) */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sprint_check_ins_sprint_user_due_idx').on(t.sprintId, t.userId, t.dueAt),
    index('sprint_check_ins_due_idx').on(t.dueAt).where(sql`opened_at is null`),
  ],
);

/** A check-in's answer for one behaviour or outcome: how far it was practised, 0-100. */
export const sprintCheckInScores = pgTable(
  'sprint_check_in_scores',
  {
    checkInId: integer('check_in_id')
      .notNull()
      .references(() => sprintCheckIns.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => sprintItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
  },
  (t) => [uniqueIndex('sprint_check_in_scores_pk').on(t.checkInId, t.itemId)],
);

/**
 * The sprint team of a team sprint (issue 13): who of the team takes part (the manager always). A member may turn
 * the stand-up assistant off; `remindedOn` is the last day (UTC) the manager reminded them (once a day).
 */
export const sprintTeamMembers = pgTable(
  'sprint_team_members',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** SPRINT_TEAM_MEMBER_TYPES */
    type: text('type').notNull().default('OTHER'),
    standUpAssistantEnabled: boolean('stand_up_assistant_enabled').notNull().default(true),
    thirdPartyAppNotificationDisabled: boolean('third_party_app_notification_disabled')
      .notNull()
      .default(false),
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sprint_team_members_sprint_user_idx').on(t.sprintId, t.userId),
    index('sprint_team_members_user_idx').on(t.userId),
  ],
);

/** A sprint team member's stand-up answer for one local day (done, next, blockers); saving again edits it. */
export const sprintStandUps = pgTable(
  'sprint_stand_ups',
  {
    id: serial('id').primaryKey(),
    sprintId: integer('sprint_id')
      .notNull()
      .references(() => sprints.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** the member's local day */
    day: date('day', { mode: 'string' }).notNull(),
    done: text('done').notNull().default(''),
    next: text('next').notNull().default(''),
    blockers: text('blockers').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sprint_stand_ups_sprint_user_day_idx').on(t.sprintId, t.userId, t.day)],
);

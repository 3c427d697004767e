import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A person's notifications (the notification centre). One row per person and deduplication key: a producer that
 * calls notify twice for the same thing (a retry, a second delivery of an event) makes one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** shown only to members of this team (null: no team) */
    teamId: integer('team_id'),
    sprintId: integer('sprint_id'),
    /** the object the notification is about (a plan, a team ...), by kind */
    relatedId: integer('related_id'),
    /** NOTIFICATION_KINDS */
    kind: text('kind').notNull(),
    /** NOTIFICATION_TYPES */
    type: text('type').notNull(),
    /** key of the text in the notifications namespace, and its parameters */
    textKey: text('text_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** where the action leads in the web app */
    route: text('route'),
    /** NOTIFICATION_STATUSES, or null for a notification without an action state */
    status: text('status'),
    showButton: boolean('show_button').notNull().default(false),
    buttonText: text('button_text'),
    checkInDate: date('check_in_date'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** when it went out by e-mail (alone or in a digest); null: not (yet) mailed */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    dedupKey: text('dedup_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_dedup_idx').on(t.userId, t.dedupKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`NOT ${t.isRead}`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** How a person wants each kind by e-mail: IMMEDIATE (the default), DAILY (in the daily digest) or NEVER. */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** NOTIFICATION_KINDS (the e-mailed ones) */
    kind: text('kind').notNull(),
    /** EMAIL_MODES */
    mode: text('mode').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_email_prefs_user_kind_idx').on(t.userId, t.kind),
    index('notification_email_prefs_mode_idx').on(t.mode),
  ],
);

export * from './calendar/tables';
export * from './tracking/tables';

import { z } from 'zod';

/** The spec's notification types. */
export const NOTIFICATION_TYPES = [
  'WEEKLY_CHECKIN',
  'CHECKIN',
  'UPDATE',
  'REMINDER',
  'GAMIFICATION',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification is about: the spec's kinds (CHECK_IN, STAND_UP, ACTIVITY, UNSCHEDULED_ACTIVITY) and the
 * producers of the other modules. The web routes the action button by kind.
 */
export const NOTIFICATION_KINDS = [
  'CHECK_IN',
  'STAND_UP',
  'ACTIVITY',
  'UNSCHEDULED_ACTIVITY',
  'PLAN_COMMENT',
  'NETWORK_ACCEPTED',
  'PLAN_SHARED',
  'TEAM_ADDED',
  'GLA_REQUEST',
  'FEEDBACK',
  'SPRINT_ENDING',
  /** a manager's request, reminder or redo of the GLA or the 360, or a team sprint suggestion (the teams mail it) */
  'MANAGER_REQUEST',
  'SPRINT_CREW_ADDED',
  'LEADER_360',
  /** the person's data export is ready (issue 34 point 8); the link itself comes by e-mail */
  'DATA_EXPORT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notification or activity state. */
export const NOTIFICATION_STATUSES = ['ACTIVE', 'CANCELLED', 'COMPLETED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_FILTERS = ['ALL', 'UNREAD'] as const;

/** The socket topic of a person's new or changed notifications (sent to the person's own room). */
export const NOTIFICATION_TOPIC = 'notification';
/** Sent to a person's room when notifications were read or completed (their other tabs refetch). */
export const NOTIFICATIONS_READ_TOPIC = 'notifications.read';

/** Text parameters: names and titles shown inside the text. */
export const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));

/** A notification as the panel shows it (the spec's Notification entity, plus what the web needs to render it). */
export const notification = z.object({
  id: z.number().int(),
  /** the text's key in the `notifications` namespace (kinds.<textKey>), filled with params */
  text: z.string(),
  params: notificationParams,
  relatedId: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  sprintId: z.number().int().nullable(),
  isRead: z.boolean(),
  notificationDate: z.string(),
  status: z.enum(NOTIFICATION_STATUSES).nullable(),
  notificationType: z.enum(NOTIFICATION_KINDS),
  type: z.enum(NOTIFICATION_TYPES),
  showButton: z.boolean(),
  /** the button label's key in the `notifications` namespace (buttons.<buttonText>) */
  buttonText: z.string().nullable(),
  checkInDate: z.string().nullable(),
  /** where the action button leads in the web app (a path) */
  route: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = z.object({
  filter: z.enum(NOTIFICATION_FILTERS).default('ALL'),
});
export const notificationListResponse = z.object({ data: z.array(notification) });
export const notificationResponse = z.object({ data: notification });
export const markAllResponse = z.object({
  data: z.object({ marked: z.number().int(), unread: z.number().int() }),
});
export const unreadCountResponse = z.object({ count: z.number().int() });

/** What the socket carries to a person: the notification (new or changed) and nothing else. */
export type NotificationEvent = { notification: Notification };

/** The kinds that also go out by e-mail (a person chooses how for each). */
export const EMAILED_KINDS = [
  'PLAN_COMMENT',
  'NETWORK_ACCEPTED',
  'GLA_REQUEST',
  'CHECK_IN',
  'STAND_UP',
  'ACTIVITY',
  'FEEDBACK',
  'SPRINT_ENDING',
] as const satisfies readonly NotificationKind[];
export type EmailedKind = (typeof EMAILED_KINDS)[number];

/** How a kind comes by e-mail: at once, in the daily digest, or not at all. */
export const EMAIL_MODES = ['IMMEDIATE', 'DAILY', 'NEVER'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const emailPreference = z.object({ kind: z.enum(EMAILED_KINDS), mode: z.enum(EMAIL_MODES) });
export const emailPreferencesResponse = z.object({ items: z.array(emailPreference) });
export const emailPreferencesBody = z.object({
  items: z
    .array(emailPreference)
    .min(1)
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, {
      message: 'each kind once',
    }),
});
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true), email: z.string() });

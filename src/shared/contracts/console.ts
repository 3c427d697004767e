import { z } from 'zod';
import { ENTITLEMENT_KEYS, FEATURE_TYPES, LANGUAGES, PLAN_CODES, SUBSCRIPTION_STATUSES } from '../enums';
import { email } from './common';
import { urlId } from './ids';
import { safeLine, safeText } from './text';

/** Console (issue 5): user management, organisation settings, analytics, audit log, licence, organisations. */

export const CONSOLE_USER_STATUSES = ['ACTIVE', 'INVITED', 'DEACTIVATED'] as const;
export type ConsoleUserStatus = (typeof CONSOLE_USER_STATUSES)[number];

export const consoleUser = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  status: z.enum(CONSOLE_USER_STATUSES),
  createdAt: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUser>;

export const consoleUsersQuery = z.object({ search: safeLine().trim().max(200).optional() });
export const consoleUsersResponse = z.object({ items: z.array(consoleUser) });
export const consoleUserParams = z.object({ userId: urlId });

/**
 * An invitation batch. Rows are checked one by one on the server (checkInviteRows) so that a refusal lists every
 * bad row; the schema only bounds the sizes.
 */
export const inviteBody = z.object({
  rows: z
    .array(
      z.object({
        email: safeText().max(400),
        fullName: safeText().trim().max(400).optional(),
      }),
    )
    .min(1, 'rows must name at least one person')
    .max(500, 'at most 500 people at once'),
  roles: z.array(safeText().max(60)).min(1, 'roles must name at least one role').max(10),
});
export type InviteBody = z.infer<typeof inviteBody>;
export const INVITE_STATUSES = ['ACCOUNT_CREATED', 'CONSENT_REQUESTED'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];
export const joinOrganisationResponse = z.object({ organisationName: z.string(), joined: z.literal(true) });
export const inviteResponse = z.object({
  invited: z.array(
    z.object({
      userId: z.number().int(),
      email: z.string(),
      /** true only when the person became a member at once (never for someone of another organisation) */
      added: z.boolean(),
      /** ACCOUNT_CREATED: a new account with a set-password link; CONSENT_REQUESTED: an account elsewhere, who
       * joins only by accepting the e-mailed invitation */
      status: z.enum(INVITE_STATUSES),
    }),
  ),
});
/** The 400 of a refused batch: the usual error shape plus the bad rows. */
export const inviteRowErrors = z.array(
  z.object({
    index: z.number().int(),
    email: z.string(),
    problem: z.enum([
      'INVALID_EMAIL',
      'DUPLICATE_IN_LIST',
      'ALREADY_MEMBER',
      'UNKNOWN_ROLE',
      'NAME_TOO_LONG',
    ]),
  }),
);

export const rolesBody = z.object({
  roles: z.array(safeText().max(60)).min(1, 'roles must not be empty').max(10),
});

export const orgSettingsBody = z.object({
  name: safeText().trim().min(2, 'name must have at least 2 characters').max(120),
  customModelEnabled: z.boolean(),
  customModelName: safeText().trim().max(60, 'customModelName must have at most 60 characters').nullable(),
  multiLanguageSurvey: z.boolean(),
  aiAssistantEnabled: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
  supportEmail: email.nullable(),
});
export type OrgSettingsBody = z.infer<typeof orgSettingsBody>;
export const orgSettingsResponse = orgSettingsBody.extend({ clientId: z.number().int() });
export type OrgSettings = z.infer<typeof orgSettingsResponse>;

/** A figure another module provides; null while that module does not exist yet. */
export const analyticsResponse = z.object({
  members: z.object({ active: z.number().int(), invited: z.number().int(), deactivated: z.number().int() }),
  gla: z.object({ started: z.number().int(), finished: z.number().int() }).nullable(),
  sprints: z.object({ started: z.number().int(), finished: z.number().int() }).nullable(),
  teamAlignment: z.object({ surveys: z.number().int(), responses: z.number().int() }).nullable(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

export const AUDIT_ACTIONS = [
  'ROLES_CHANGED',
  'USER_INVITED',
  'USER_ADDED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'PLAN_CHANGED',
  'SETTINGS_CHANGED',
  'IMPERSONATION_STARTED',
  'IMPERSONATION_ENDED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ userId: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  target: z.object({ userId: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  /** what changed, e.g. { before: ['USER'], after: ['USER','ADMIN'] } or { planCode: 'FREE' } */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditResponse = z.object({ items: z.array(auditEntry) });

export const consoleEntitlement = z.object({
  feature_id: z.enum(ENTITLEMENT_KEYS),
  feature_type: z.enum(FEATURE_TYPES),
  enabled: z.boolean(),
  value: z.string(),
});
export const licenceResponse = z.object({
  planCode: z.enum(PLAN_CODES),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentTermEnd: z.string().nullable(),
  /** active members with the USER role */
  seatsUsed: z.number().int(),
  /** the seats the subscription has; null: no limit */
  seatCount: z.number().int().nullable(),
  entitlements: z.array(consoleEntitlement),
  lastChange: z
    .object({ changedAt: z.string(), changedBy: z.string().nullable(), planCode: z.enum(PLAN_CODES) })
    .nullable(),
});
export type LicenceResponse = z.infer<typeof licenceResponse>;

export const organisationRow = z.object({
  clientId: z.number().int(),
  name: z.string(),
  planCode: z.enum(PLAN_CODES).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  currentTermEnd: z.string().nullable(),
  /** null: no seat limit */
  seatCount: z.number().int().nullable(),
  members: z.number().int(),
});
export type OrganisationRow = z.infer<typeof organisationRow>;
export const organisationsResponse = z.object({ items: z.array(organisationRow) });
export const organisationParams = z.object({ clientId: urlId });

export const subscriptionChangeBody = z.object({
  planCode: z.enum(PLAN_CODES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO date or date-time; null: no term end */
  currentTermEnd: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable(),
  /** people with the USER role the organisation may have; null: no limit; left out: unchanged */
  seatCount: z
    .number()
    .int('seatCount must be a whole number')
    .min(1, 'seatCount must be at least 1')
    .max(100_000, 'seatCount must be at most 100000')
    .nullable()
    .optional(),
});
export type SubscriptionChangeBody = z.infer<typeof subscriptionChangeBody>;

export const createOrganisationBody = z.object({
  name: safeText().trim().min(2, 'name must have at least 2 characters').max(120),
  planCode: z.enum(PLAN_CODES),
  buyerAdminName: safeText().trim().min(1, 'buyerAdminName is required').max(120),
  buyerAdminEmail: email,
});
export type CreateOrganisationBody = z.infer<typeof createOrganisationBody>;
export const createOrganisationResponse = z.object({ clientId: z.number().int(), userId: z.number().int() });

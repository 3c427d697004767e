import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Organisations (the spec's clients). */
export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  customModelEnabled: boolean('custom_model_enabled').notNull().default(false),
  /** the name people see for Custom 360 (null: the default label) */
  customModelName: text('custom_model_name'),
  /** people may take the GLA in any of the 8 languages, whatever the plan's entitlement says */
  multiLanguageSurvey: boolean('multi_language_survey').notNull().default(false),
  aiAssistantEnabled: boolean('ai_assistant_enabled').notNull().default(true),
  defaultLanguage: text('default_language').notNull().default('en'),
  /** shown to people as the address to contact (null: the product's support address) */
  supportEmail: text('support_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People. A person may belong to several organisations through memberships. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    salutation: text('salutation'),
    designation: text('designation'),
    avatarImageUrl: text('avatar_image_url'),
    language: text('language').notNull().default('en'),
    theme: text('theme').notNull().default('default'),
    /** ACTIVE, INVITED (no password yet), DISABLED */
    status: text('status').notNull().default('ACTIVE'),
    externalSubject: text('external_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull(),
    active: boolean('active').notNull().default(true),
    roleChallengesCompleted: boolean('role_challenges_completed').notNull().default(false),
    tempRestrict: boolean('temp_restrict').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_client_user_idx').on(t.clientId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

/** Policy consent, per person and organisation. */
export const consents = pgTable(
  'consents',
  {
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    policyVersion: text('policy_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] })],
);

export const userTags = pgTable(
  'user_tags',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    tag: text('tag').notNull(),
  },
  (t) => [uniqueIndex('user_tags_unique_idx').on(t.clientId, t.userId, t.tag)],
);

/** Sign-in failures per key (e-mail + address) within a window; several instances share it. */
/**
 * A console invitation of a person who already has an account (issue 19: invitations need consent): they become
 * a member only when they accept through the e-mailed JOIN_ORGANISATION link. One open invitation per person
 * and organisation; a new one replaces its roles.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull(),
    invitedBy: integer('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organisation_invitations_open_idx')
      .on(t.clientId, t.userId)
      .where(sql`${t.acceptedAt} IS NULL`),
  ],
);

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** OIDC sign-in attempts: state and PKCE verifier between redirect and callback. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUrl: text('redirect_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side sessions: an access token is valid only while its session is. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    clientId: integer('client_id').notNull(),
    /** the ADMIN who impersonates, when this is an impersonation session */
    actorUserId: integer('actor_user_id'),
    /** the admin's own session to return to when impersonation ends */
    parentSessionId: text('parent_session_id'),
    method: text('method').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the generation of the one refresh credential that may still be presented (rotation, decision 0029) */
    refreshGeneration: integer('refresh_generation').notNull().default(0),
    /** when the current refresh credential was issued (its idle lifetime counts from here) */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Guest links: a random token, stored hashed, for one purpose and one object, expiring, revocable. */
export const guestTokens = pgTable(
  'guest_tokens',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    purpose: text('purpose').notNull(),
    objectId: integer('object_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('guest_tokens_object_idx').on(t.clientId, t.purpose, t.objectId)],
);

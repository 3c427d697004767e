import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A conversation with the assistant. A signed-in person's thread carries `userId`; a guest's carries the guest
 * link's token id and the browser's `guestUuid` instead (no personal data). Deleting the thread deletes its
 * messages.
 */
export const assistantThreads = pgTable(
  'assistant_threads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id'),
    guestTokenId: integer('guest_token_id'),
    guestUuid: text('guest_uuid'),
    /** the first question, shortened */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_threads_user_idx').on(t.clientId, t.userId, t.updatedAt),
    index('assistant_threads_guest_idx').on(t.guestUuid).where(sql`guest_uuid is not null`),
  ],
);

/** One message of a thread: the person's question (`user`) or the assistant's answer with what it cited. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => assistantThreads.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    /** copied from the thread: the rate limit and the usage counts read it without a join */
    userId: integer('user_id'),
    guestUuid: text('guest_uuid'),
    role: text('role').notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations')
      .$type<{ kind: string; label: string; href: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    actions: jsonb('actions').$type<{ label: string; href: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** LIKE or DISLIKE (answers only), with the dislike's comment */
    feedback: text('feedback'),
    feedbackComment: text('feedback_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assistant_messages_thread_idx').on(t.threadId, t.id),
    index('assistant_messages_user_recent_idx').on(t.userId, t.createdAt).where(sql`role = 'user'`),
    index('assistant_messages_client_idx').on(t.clientId, t.role),
  ],
);

/** A chat-platform account linked to a person (sync-external-integration): one per person and organisation. */
export const assistantExternalLinks = pgTable(
  'assistant_external_links',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    externalId: text('external_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assistant_external_links_person_idx').on(t.clientId, t.userId)],
);

/** An organisation's chat-platform integration: the incoming-webhook URL reminders are also posted to. */
export const assistantOrgIntegrations = pgTable('assistant_org_integrations', {
  clientId: integer('client_id').primaryKey(),
  incomingWebhookUrl: text('incoming_webhook_url'),
  /** the last post to this URL that was refused because it led to an internal address (cleared by a new URL) */
  refusedAt: timestamp('refused_at', { withTimezone: true }),
  refusal: text('refusal'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

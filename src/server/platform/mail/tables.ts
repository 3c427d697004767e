import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail (e.g. a meeting's .ics); text content, kept with the mail so a retry sends it again. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every outgoing e-mail is recorded here first; a sender delivers it over SMTP when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id'),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** extra headers (List-Unsubscribe, List-Unsubscribe-Post) */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** PENDING (waiting for SMTP), SENT, FAILED (gave up), RECORDED (no SMTP configured) */
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_client_idx').on(t.clientId),
  ],
);

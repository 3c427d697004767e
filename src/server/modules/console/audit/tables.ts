import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The organisation's audit log: who changed roles, plans and settings, who impersonated whom, and when. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id'),
    targetUserId: integer('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entries_client_idx').on(t.clientId, t.createdAt)],
);

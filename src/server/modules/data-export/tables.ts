import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A person's data export (issue 34 point 8, decision 0075): asked for by the person or by an admin of their
 * organisation (`requested_by`), prepared by the `dataExport.prepare` job into `archive` (a zip), kept until
 * `expires_at`, then the archive is deleted by the purge schedule (the row stays: the profile shows "expired").
 * At most one export of a person is in preparation at a time (the partial unique index holds it under races).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    /** who asked: the person, or the admin who started it for them */
    requestedBy: integer('requested_by').notNull(),
    /** the language of the archive's summary and the mail (the person's, when asked) */
    language: text('language').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.clientId, t.userId, t.requestedAt),
    uniqueIndex('data_exports_one_preparing_idx')
      .on(t.clientId, t.userId)
      .where(sql`ready_at is null and failed_at is null`),
    index('data_exports_kept_idx').on(t.expiresAt).where(sql`archive is not null`),
  ],
);

/**
 * One-time download links of an export, stored hashed (sha-256 of the token). A link works once (`used_at`) and
 * until `expires_at`; the mail carries the first, the profile asks for more while the archive is kept.
 */
export const dataExportLinks = pgTable(
  'data_export_links',
  {
    id: serial('id').primaryKey(),
    exportId: integer('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('data_export_links_token_idx').on(t.tokenHash),
    index('data_export_links_export_idx').on(t.exportId),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;

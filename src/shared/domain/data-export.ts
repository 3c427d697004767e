/**
 * A person's data export (issue 34 point 8, decision 0075): prepared by a job, then downloadable until it expires,
 * through one-time links. These are the rules the server applies and the profile shows (one derivation).
 */

/** How long a prepared archive can be downloaded (and each link works): 7 days. */
export const EXPORT_KEEP_DAYS = 7;
/** How many exports a person may ask for (themselves or through an admin) in a rolling day. */
export const EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_STATUSES = ['PREPARING', 'READY', 'DOWNLOADED', 'EXPIRED', 'FAILED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** What is stored of an export: when it was prepared, until when it is kept, when it was first downloaded. */
export interface ExportFacts {
  readyAt: Date | null;
  expiresAt: Date | null;
  downloadedAt: Date | null;
  failedAt: Date | null;
}

/**
 * The export's status at `now`: PREPARING until the job finished (FAILED when it gave up), then READY until
 * the first download (DOWNLOADED after it; it stays downloadable), EXPIRED from `expiresAt` on.
 */
export function exportStatus(e: ExportFacts, now: Date): DataExportStatus {
  if (e.failedAt) return 'FAILED';
  if (!e.readyAt || !e.expiresAt) return 'PREPARING';
  if (now.getTime() >= e.expiresAt.getTime()) return 'EXPIRED';
  return e.downloadedAt ? 'DOWNLOADED' : 'READY';
}

/** Whether an archive in this status can still be downloaded (a new link may be issued for it). */
export function downloadable(status: DataExportStatus): boolean {
  return status === 'READY' || status === 'DOWNLOADED';
}

/** When an export prepared at `readyAt` expires. */
export function expiryOf(readyAt: Date): Date {
  return new Date(readyAt.getTime() + EXPORT_KEEP_DAYS * 86_400_000);
}

import { z } from 'zod';
import { DATA_EXPORT_STATUSES } from '../domain/data-export';
import { urlId } from './ids';
import { safeLine } from './text';

/** A person's data export as the profile (and the admin who started it) sees it; never its link. */
export const dataExportView = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  /** an admin of the organisation started it at the person's request */
  requestedByAdmin: z.boolean(),
  readyAt: z.string().nullable(),
  /** the archive can be downloaded until then */
  expiresAt: z.string().nullable(),
  /** the first download */
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExportView = z.infer<typeof dataExportView>;

/** The person's latest export, or null when they never asked for one. */
export const dataExportResponse = z.object({ data: dataExportView.nullable() });
export const dataExportStarted = z.object({ data: dataExportView });

export const dataExportParams = z.object({ exportId: urlId });
/**
 * A new one-time link to the archive (the page that downloads it) and its token: it works once, until
 * `expiresAt`.
 */
export const dataExportLinkResponse = z.object({
  data: z.object({ url: z.string(), token: z.string(), expiresAt: z.string() }),
});

/** The download: the one-time link's token (from the mail, or a link the profile asked for). */
export const dataExportDownloadBody = z.object({ token: safeLine().trim().min(1).max(200) });

import type { Language } from '../../../shared/enums';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { JobsQueue } from '../../platform/jobs/types';
import type { Mailer } from '../../platform/mail/outbox';

/** The person an export is about, as far as the export needs them (identity). */
export interface ExportPerson {
  id: number;
  email: string;
  fullName: string;
  language: string;
}

/**
 * What the export asks of identity: the person, and whether they are (or were) a member of the organisation.
 * `profile` is the person's own record as the archive's profile.json shows it (no password hash, no secrets).
 */
export interface DataExportPeoplePort {
  byId(userId: number): Promise<ExportPerson | null>;
  profile(userId: number, clientId: number): Promise<unknown>;
}

/**
 * One part of the archive: a file name (`<name>.json`) and the reader of the owning module, which answers only
 * the person's own data, with other people's identities left out as that module's anonymity rules say.
 */
export interface ExportSection {
  name: string;
  read(userId: number, clientId: number, language: Language): Promise<unknown>;
}

/** The notify port (notifications module): the "your export is ready" notification, in the job's transaction. */
export type DataExportNotify = (
  tx: Db,
  n: {
    userId: number;
    clientId: number;
    kind: 'DATA_EXPORT';
    textKey: string;
    params?: Record<string, string | number>;
    route?: string | null;
    dedupKey: string;
    relatedId?: number | null;
    showButton?: boolean;
    buttonText?: string | null;
  },
) => Promise<unknown>;

export interface DataExportDeps {
  db: Db;
  clock: Clock;
  jobs: JobsQueue;
  mailer: Pick<Mailer, 'send'>;
  notify: DataExportNotify;
  people: DataExportPeoplePort;
  /** the archive's parts, in the order the summary lists them */
  sections: ExportSection[];
  publicUrl: string;
}

import { createHash, randomBytes } from 'node:crypto';
import type { DataExportView } from '../../../shared/contracts/data-export';
import { downloadable, EXPORTS_PER_DAY, expiryOf, exportStatus } from '../../../shared/domain/data-export';
import { type Language, languageOf } from '../../../shared/enums';
import type { Principal } from '../../platform/auth/access';
import { AppError, conflict, notFound } from '../../platform/http/errors';
import type { JobContext } from '../../platform/jobs/types';
import { buildArchive, summaryText } from './archive';
import type { DataExportDeps } from './deps';
import { exportReadyMail } from './mails';
import type { DataExportRepo, ExportFactsRow } from './repo';

const DAY_MS = 86_400_000;
/** the token has the guest links' shape (`g_` + 43 characters), so the outbox keeps no usable copy (0028) */
const newToken = () => `g_${randomBytes(32).toString('base64url')}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A person's data export (issue 34 point 8, decision 0075): asked for by the person (or an admin for them),
 * prepared by a job that asks every module for the person's own data, announced by notification and mail with a
 * one-time link, downloadable until it expires. The link goes to the person only, never to the admin.
 */
export function createDataExportService(deps: DataExportDeps, repo: DataExportRepo) {
  const { clock, db } = deps;
  const linkUrl = (token: string) =>
    `${deps.publicUrl}/your-data/download?token=${encodeURIComponent(token)}`;

  function view(row: ExportFactsRow): DataExportView {
    return {
      id: row.id,
      status: exportStatus(row, clock.now()),
      requestedAt: row.requestedAt.toISOString(),
      requestedByAdmin: row.requestedBy !== row.userId,
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadedAt: row.downloadedAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
    };
  }

  /** Starts an export of one person: one in preparation at a time (409), EXPORTS_PER_DAY a day (429). */
  async function start(clientId: number, userId: number, requestedBy: number): Promise<DataExportView> {
    const person = await deps.people.byId(userId);
    if (!person) throw notFound('The person');
    const now = clock.now();
    const inPreparation = () =>
      conflict("An export of this person's data is being prepared already.", 'EXPORT_IN_PREPARATION');
    const latest = await repo.latest(clientId, userId);
    if (latest && exportStatus(latest, now) === 'PREPARING') throw inPreparation();
    const row = await db.transaction(async (tx) => {
      if ((await repo.countSince(clientId, userId, new Date(now.getTime() - DAY_MS), tx)) >= EXPORTS_PER_DAY)
        throw new AppError(
          429,
          'That is the most exports for one day: please try again tomorrow.',
          'EXPORT_RATE_LIMITED',
          { 'retry-after': String(DAY_MS / 1000) },
        );
      const created = await repo.create(
        { clientId, userId, requestedBy, language: languageOf(person.language) ?? 'en', requestedAt: now },
        tx,
      );
      if (!created) throw inPreparation();
      await deps.jobs.enqueue('dataExport.prepare', { exportId: created.id }, undefined, tx);
      return created;
    });
    return view(row);
  }

  /** The job: reads every part, zips it with its summary, stores it, and tells the person (link in the mail). */
  async function prepare({ exportId }: { exportId: number }, ctx: JobContext) {
    const row = await repo.byId(exportId);
    if (!row || row.readyAt || row.failedAt) return; // done, given up or gone: never twice
    try {
      const person = await deps.people.byId(row.userId);
      if (!person) throw new Error(`person ${row.userId} of export ${exportId} is gone`);
      const lng: Language = languageOf(row.language) ?? 'en';
      const profile = await deps.people.profile(row.userId, row.clientId);
      const parts = [{ name: 'profile', data: profile }];
      for (const s of deps.sections)
        parts.push({ name: s.name, data: await s.read(row.userId, row.clientId, lng) });
      const readyAt = clock.now();
      const organisation =
        (profile as { organisation?: { name?: string } } | null)?.organisation?.name ?? String(row.clientId);
      const archive = buildArchive(
        summaryText({
          lng,
          name: person.fullName,
          email: person.email,
          organisation,
          preparedAt: readyAt,
          parts,
        }),
        parts,
      );
      const expiresAt = expiryOf(readyAt);
      const token = newToken();
      await db.transaction(async (tx) => {
        await repo.finish(exportId, archive, readyAt, expiresAt, tx);
        await repo.addLink(
          { exportId, clientId: row.clientId, tokenHash: hashOf(token), expiresAt, createdAt: readyAt },
          tx,
        );
        await deps.notify(tx, {
          userId: row.userId,
          clientId: row.clientId,
          kind: 'DATA_EXPORT',
          textKey: 'dataExportReady',
          route: '/profile/general-settings#your-data',
          dedupKey: `data-export:${exportId}`,
          relatedId: exportId,
          showButton: true,
          buttonText: 'openYourData',
        });
        await deps.mailer.send(
          exportReadyMail({
            lng,
            clientId: row.clientId,
            to: person.email,
            name: person.fullName,
            link: linkUrl(token),
            until: expiresAt,
            byAdmin: row.requestedBy !== row.userId,
          }),
          tx,
        );
      });
    } catch (err) {
      // the last attempt gives up: the profile shows it failed and the person may ask again
      if (ctx.attempt >= ctx.maxAttempts) await repo.fail(exportId, clock.now());
      throw err;
    }
  }

  return {
    view,
    prepare,

    /** The caller's latest export (null: never asked). */
    async current(p: Principal): Promise<DataExportView | null> {
      const row = await repo.latest(p.clientId, p.userId);
      return row ? view(row) : null;
    },

    request: (p: Principal) => start(p.clientId, p.userId, p.userId),

    /** An admin starts it for a person of their organisation (the route answered 404 for another's). */
    startFor: (admin: Principal, userId: number) => start(admin.clientId, userId, admin.userId),

    /** A new one-time link to the caller's archive while it is kept (the profile's download button). */
    async link(p: Principal, exportId: number) {
      const row = await repo.byId(exportId);
      if (!row || row.clientId !== p.clientId || row.userId !== p.userId) throw notFound('The export');
      const status = exportStatus(row, clock.now());
      if (!downloadable(status) || !row.expiresAt)
        throw conflict(
          status === 'PREPARING'
            ? 'The export is still being prepared.'
            : 'This export can no longer be downloaded: prepare a new one.',
          status === 'PREPARING' ? 'EXPORT_NOT_READY' : 'EXPORT_EXPIRED',
        );
      const token = newToken();
      await repo.addLink({
        exportId,
        clientId: row.clientId,
        tokenHash: hashOf(token),
        expiresAt: row.expiresAt,
        createdAt: clock.now(),
      });
      return { url: linkUrl(token), token, expiresAt: row.expiresAt.toISOString() };
    },

    /**
     * The download: a link works once and until it expires. Unknown 404, used or expired 410 (each with its
     * code); the first use marks the export downloaded.
     */
    async download(token: string): Promise<{ fileName: string; archive: Buffer }> {
      const link = await repo.linkByHash(hashOf(token));
      if (!link) throw new AppError(404, 'This download link is not valid.', 'EXPORT_LINK_UNKNOWN');
      const used = () => new AppError(410, 'This download link was used already.', 'EXPORT_LINK_USED');
      const expired = () => new AppError(410, 'This download link has expired.', 'EXPORT_LINK_EXPIRED');
      if (link.usedAt) throw used();
      const now = clock.now();
      if (link.expiresAt.getTime() <= now.getTime()) throw expired();
      const row = await repo.byId(link.exportId);
      if (!row || !downloadable(exportStatus(row, now))) throw expired();
      const got = await repo.consumeLink(link.id, now);
      if (!got) throw used();
      if (!got.archive) throw expired();
      const day = (row.readyAt ?? now).toISOString().slice(0, 10);
      return { fileName: `stride-data-${day}.zip`, archive: got.archive };
    },

    /** The purge schedule: archives past their time are deleted (the row stays: "expired"). */
    purge: () => repo.purge(clock.now()),
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;

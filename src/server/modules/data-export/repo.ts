import { and, count, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type DataExportRow, dataExportLinks, dataExports } from './tables';

/** Everything of a row but the archive's bytes (lists and status reads never carry the file). */
const facts = {
  id: dataExports.id,
  clientId: dataExports.clientId,
  userId: dataExports.userId,
  requestedBy: dataExports.requestedBy,
  language: dataExports.language,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  downloadedAt: dataExports.downloadedAt,
  failedAt: dataExports.failedAt,
  sizeBytes: dataExports.sizeBytes,
};
export type ExportFactsRow = Omit<DataExportRow, 'archive'>;

/** The data export's queries, on its own tables only. */
export function createDataExportRepo(db: Db) {
  return {
    async latest(clientId: number, userId: number): Promise<ExportFactsRow | null> {
      const [row] = await db
        .select(facts)
        .from(dataExports)
        .where(and(eq(dataExports.clientId, clientId), eq(dataExports.userId, userId)))
        .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
        .limit(1);
      return row ?? null;
    },
    async byId(id: number, tx: Db = db): Promise<ExportFactsRow | null> {
      const [row] = await tx.select(facts).from(dataExports).where(eq(dataExports.id, id));
      return row ?? null;
    },
    /** how many exports of the person were asked for after `since` (the rate limit) */
    async countSince(clientId: number, userId: number, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(dataExports)
        .where(
          and(
            eq(dataExports.clientId, clientId),
            eq(dataExports.userId, userId),
            gt(dataExports.requestedAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    /** a new export in preparation; null when one is in preparation already (the partial unique index) */
    async create(
      input: { clientId: number; userId: number; requestedBy: number; language: string; requestedAt: Date },
      tx: Db,
    ): Promise<ExportFactsRow | null> {
      const [row] = await tx.insert(dataExports).values(input).onConflictDoNothing().returning(facts);
      return row ?? null;
    },
    async finish(id: number, archive: Buffer, readyAt: Date, expiresAt: Date, tx: Db) {
      await tx
        .update(dataExports)
        .set({ archive, sizeBytes: archive.length, readyAt, expiresAt })
        .where(eq(dataExports.id, id));
    },
    async fail(id: number, at: Date) {
      await db.update(dataExports).set({ failedAt: at }).where(eq(dataExports.id, id));
    },
    async addLink(
      input: { exportId: number; clientId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
      tx: Db = db,
    ) {
      await tx.insert(dataExportLinks).values(input);
    },
    async linkByHash(tokenHash: string) {
      const [row] = await db.select().from(dataExportLinks).where(eq(dataExportLinks.tokenHash, tokenHash));
      return row ?? null;
    },
    /**
     * Uses a link once: marks it used and the export downloaded (first time), answering the archive; null when
     * another request used the link first (the row lock decides between two at once).
     */
    async consumeLink(
      linkId: number,
      at: Date,
    ): Promise<{ archive: Buffer | null; exportId: number } | null> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(dataExportLinks)
          .set({ usedAt: at })
          .where(and(eq(dataExportLinks.id, linkId), isNull(dataExportLinks.usedAt)))
          .returning({ exportId: dataExportLinks.exportId });
        if (!used) return null;
        const [row] = await tx
          .select({ archive: dataExports.archive, downloadedAt: dataExports.downloadedAt })
          .from(dataExports)
          .where(eq(dataExports.id, used.exportId));
        if (row && !row.downloadedAt)
          await tx.update(dataExports).set({ downloadedAt: at }).where(eq(dataExports.id, used.exportId));
        return { archive: row?.archive ?? null, exportId: used.exportId };
      });
    },
    /** deletes the archives kept past their time; answers how many */
    async purge(now: Date): Promise<number> {
      const rows = await db
        .update(dataExports)
        .set({ archive: null })
        .where(and(isNotNull(dataExports.archive), lte(dataExports.expiresAt, now)))
        .returning({ id: dataExports.id });
      return rows.length;
    },
    /** the wipe-out: the person's exports and their links go with the data they copied */
    async wipe(clientId: number, userId: number, tx: Db): Promise<void> {
      await tx
        .delete(dataExports)
        .where(and(eq(dataExports.clientId, clientId), eq(dataExports.userId, userId)));
    },
    /** whether the archive's bytes are still stored (tests and the purge's effect) */
    async hasArchive(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.id, id), isNotNull(dataExports.archive)));
      return row !== undefined;
    },
  };
}
export type DataExportRepo = ReturnType<typeof createDataExportRepo>;

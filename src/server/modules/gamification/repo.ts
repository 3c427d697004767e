import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { gamificationAwards } from './tables';

export type AwardRow = typeof gamificationAwards.$inferSelect;
export type NewAward = typeof gamificationAwards.$inferInsert;

/** The gamification's queries: awards scoped by organisation (a foreign id reads as nothing). */
export function createGamificationRepo(db: Db) {
  return {
    /** inserts an award unless the person (or the sprint) has it already; answers the new row or null */
    async insertOnce(award: NewAward, tx: Db = db): Promise<AwardRow | null> {
      const [row] = await tx.insert(gamificationAwards).values(award).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** The name the organisation issued its latest certificate under, or null when it issued none. */
    async issuedByOrganisation(clientId: number): Promise<string | null> {
      const [row] = await db
        .select({ name: gamificationAwards.issuerName })
        .from(gamificationAwards)
        .where(and(eq(gamificationAwards.clientId, clientId), eq(gamificationAwards.issuer, 'CLIENT')))
        .orderBy(desc(gamificationAwards.issuedAt))
        .limit(1);
      return row ? (row.name ?? '') : null;
    },
    async setCredential(id: number, credential: string, tx: Db = db) {
      await tx.update(gamificationAwards).set({ credential }).where(eq(gamificationAwards.id, id));
    },
    async ofUser(clientId: number, userId: number): Promise<AwardRow[]> {
      return db
        .select()
        .from(gamificationAwards)
        .where(and(eq(gamificationAwards.clientId, clientId), eq(gamificationAwards.userId, userId)))
        .orderBy(asc(gamificationAwards.issuedAt), asc(gamificationAwards.id));
    },
    async unseen(clientId: number, userId: number): Promise<AwardRow[]> {
      return db
        .select()
        .from(gamificationAwards)
        .where(
          and(
            eq(gamificationAwards.clientId, clientId),
            eq(gamificationAwards.userId, userId),
            isNull(gamificationAwards.seenAt),
          ),
        )
        .orderBy(asc(gamificationAwards.id));
    },
    async byId(clientId: number, id: number): Promise<AwardRow | null> {
      const [row] = await db
        .select()
        .from(gamificationAwards)
        .where(and(eq(gamificationAwards.id, id), eq(gamificationAwards.clientId, clientId)));
      return row ?? null;
    },
    /** a certificate by id whatever the organisation: the public page (badges are not public) */
    async publicCertificate(id: number): Promise<AwardRow | null> {
      const [row] = await db.select().from(gamificationAwards).where(eq(gamificationAwards.id, id));
      return row && row.type !== 'BADGE' ? row : null;
    },
    async ofSprint(clientId: number, sprintId: number, tx: Db = db): Promise<AwardRow | null> {
      const [row] = await tx
        .select()
        .from(gamificationAwards)
        .where(and(eq(gamificationAwards.clientId, clientId), eq(gamificationAwards.sprintId, sprintId)));
      return row ?? null;
    },
    async countOfType(clientId: number, userId: number, type: string, tx: Db = db): Promise<number> {
      const rows = await tx
        .select({ id: gamificationAwards.id })
        .from(gamificationAwards)
        .where(
          and(
            eq(gamificationAwards.clientId, clientId),
            eq(gamificationAwards.userId, userId),
            eq(gamificationAwards.type, type),
          ),
        );
      return rows.length;
    },
    async markSeen(clientId: number, userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(gamificationAwards)
        .set({ seenAt: now })
        .where(
          and(
            eq(gamificationAwards.id, id),
            eq(gamificationAwards.clientId, clientId),
            eq(gamificationAwards.userId, userId),
          ),
        )
        .returning({ id: gamificationAwards.id });
      return rows.length > 0;
    },
  };
}
export type GamificationRepo = ReturnType<typeof createGamificationRepo>;

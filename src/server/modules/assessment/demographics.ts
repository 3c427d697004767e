import { and, eq } from 'drizzle-orm';
import type { Demographics, DemographicsBody } from '../../../shared/contracts/demographics';
import type { Db } from '../../platform/db/client';
import { demographics } from './tables';

type Row = typeof demographics.$inferSelect;

const FIELDS = [
  'country',
  'educationLevel',
  'ageRange',
  'ageOther',
  'gender',
  'genderOther',
  'businessGroup',
  'roleOther',
  'ethnicGroup',
  'ethnicOther',
  'culturalGroup',
  'culturalGroupOther',
  'origin',
] as const;

const EMPTY: Demographics = {
  ...Object.fromEntries(FIELDS.map((f) => [f, null])),
  updatedAt: null,
} as Demographics;

function toResponse(row: Row | undefined): Demographics {
  if (!row) return EMPTY;
  const out = Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null])) as Omit<Demographics, 'updatedAt'>;
  return { ...out, updatedAt: row.updatedAt.toISOString() };
}

/** Values to store: every field given (a missing field is stored as null: the form sends the whole answer). */
function values(body: DemographicsBody) {
  return Object.fromEntries(FIELDS.map((f) => [f, body[f] ?? null])) as Record<
    (typeof FIELDS)[number],
    never
  >;
}

/**
 * The optional research questions (user descriptors): one answer per person and organisation, or per job
 * candidate. Research only: no report reads them.
 */
export function createDemographics(db: Db) {
  return {
    async mine(clientId: number, userId: number): Promise<Demographics> {
      const [row] = await db
        .select()
        .from(demographics)
        .where(and(eq(demographics.clientId, clientId), eq(demographics.userId, userId)));
      return toResponse(row);
    },
    async saveMine(clientId: number, userId: number, body: DemographicsBody): Promise<Demographics> {
      const set = { ...values(body), updatedAt: new Date() };
      const [row] = await db
        .insert(demographics)
        .values({ clientId, userId, ...set })
        .onConflictDoUpdate({ target: [demographics.clientId, demographics.userId], set })
        .returning();
      return toResponse(row);
    },
    async saveCandidate(
      clientId: number,
      candidateId: number,
      body: DemographicsBody,
    ): Promise<Demographics> {
      const set = { ...values(body), updatedAt: new Date() };
      const [row] = await db
        .insert(demographics)
        .values({ clientId, candidateId, ...set })
        .onConflictDoUpdate({ target: demographics.candidateId, set })
        .returning();
      return toResponse(row);
    },
    /** A transferred candidate's research answers become the person's, unless the person has answered already. */
    async transfer(clientId: number, candidateId: number, userId: number, tx: Db) {
      const [own] = await tx
        .select({ id: demographics.id })
        .from(demographics)
        .where(and(eq(demographics.clientId, clientId), eq(demographics.userId, userId)));
      if (own) {
        await tx.delete(demographics).where(eq(demographics.candidateId, candidateId));
      } else {
        await tx
          .update(demographics)
          .set({ userId, candidateId: null })
          .where(and(eq(demographics.clientId, clientId), eq(demographics.candidateId, candidateId)));
      }
    },
  };
}
export type DemographicsStore = ReturnType<typeof createDemographics>;

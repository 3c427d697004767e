import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/enums';
import type { Db } from '../../platform/db/client';
import type { createDemographics } from './demographics';
import type { AssessmentPeople } from './deps';
import type { AssessmentRepo } from './repo';
import { buildResult, type RoleLevels } from './results';
import { glaAssessments } from './tables';

/**
 * The person's own GLA data for their data export (issue 34 point 8): every assessment they took in the
 * organisation with its answers and, once finished, its Leader Profile; and their research answers.
 */
export function createGlaPersonalData(deps: {
  db: Db;
  repo: AssessmentRepo;
  people: AssessmentPeople;
  demographics: ReturnType<typeof createDemographics>;
  roleLevels: (userId: number, clientId: number) => Promise<RoleLevels>;
}) {
  return async (userId: number, clientId: number, language: Language) => {
    const rows = await deps.db
      .select()
      .from(glaAssessments)
      .where(and(eq(glaAssessments.clientId, clientId), eq(glaAssessments.userId, userId)))
      .orderBy(asc(glaAssessments.startedAt), asc(glaAssessments.id));
    const answers = await deps.repo.answersOf(rows.map((r) => r.id));
    const person = await deps.people.byId(userId);
    const levels = await deps.roleLevels(userId, clientId);
    return {
      assessments: rows.map((row) => {
        const given = answers.get(row.id) ?? new Map<string, number>();
        return {
          id: row.id,
          language: row.language,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          answers: [...given].map(([questionCode, value]) => ({ questionCode, value })),
          result: row.finishedAt
            ? buildResult({ row, answers: given, language, levels, subjectName: person?.fullName ?? '' })
            : null,
        };
      }),
      researchAnswers: await deps.demographics.mine(clientId, userId),
    };
  };
}

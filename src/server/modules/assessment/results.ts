import type { GlaResult } from '../../../shared/contracts/assessment';
import { benchmarkLevel, scoreGla } from '../../../shared/domain/gla-scoring';
import { CAPABILITIES, CAPABILITY_GROUPS, type Language, type RoleLevel } from '../../../shared/enums';
import { BENCHMARKS, capabilityText, GROUP_TEXTS, SCORED_ITEMS, text } from './items';
import type { AssessmentRow } from './repo';

export type RoleLevels = { current: RoleLevel | null; next: RoleLevel | null } | null;

/** The Leader Profile of a finished assessment, in one language. */
export function buildResult(input: {
  row: AssessmentRow;
  answers: ReadonlyMap<string, number>;
  language: Language;
  levels: RoleLevels;
  subjectName: string;
}): GlaResult {
  const { row, language } = input;
  const scores = scoreGla(SCORED_ITEMS, input.answers);
  const benchmark = benchmarkLevel(input.levels);
  const line = BENCHMARKS[benchmark.level];
  return {
    assessmentId: row.id,
    subjectName: input.subjectName,
    finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
    languageCode: language,
    overall: scores.overall,
    benchmark,
    groups: CAPABILITY_GROUPS.map((group) => {
      const g = GROUP_TEXTS.find((x) => x.group === group)!;
      return {
        group,
        name: text(g.name, language),
        description: text(g.description, language),
        capabilities: scores.capabilities
          .filter((c) => CAPABILITIES[c.code] === group)
          .map((c) => {
            const t = capabilityText(c.code);
            return {
              code: c.code,
              name: text(t.name, language),
              definition: text(t.definition, language),
              low: text(t.low, language),
              high: text(t.high, language),
              habits: t.habits.map((h) => text(h, language)),
              style: c.style,
              strategy: c.strategy,
              overall: c.overall,
              rank: c.rank,
              top: c.top,
              bottom: c.bottom,
              benchmark: line?.[c.code] ?? null,
            };
          }),
      };
    }),
    top: scores.top,
    bottom: scores.bottom,
  };
}

/** The ranking the plan module asks for: every capability with its name, rank and overall score. */
export function rankingOf(answers: ReadonlyMap<string, number>, language: Language) {
  return scoreGla(SCORED_ITEMS, answers)
    .capabilities.map((c) => ({
      code: c.code,
      name: text(capabilityText(c.code).name, language),
      rank: c.rank,
      score: c.overall,
    }))
    .sort((a, b) => a.rank - b.rank);
}

import { CAPABILITY_CODES, type CapabilityCode, ROLE_LEVELS, type RoleLevel } from '../enums';

/**
 * Scoring of the Growth Leader Assessment (our own rules, docs/decisions/0008-gla-scoring-and-survey-rules.md).
 *
 * - An answer is 1..5 on the agree scale; 0 means unanswered (N/A) and is left out.
 * - A reverse-keyed item is flipped: 6 - value.
 * - Per capability and profile (Style, Strategy) the score is the mean of the answered items, on 1..5, when at
 *   least MIN_ANSWERS_PER_SCALE of its items are answered; otherwise the scale is "insufficient" (null).
 * - A capability's overall score is the mean of its Style and Strategy scores; when one of them is insufficient
 *   the overall is the other one; when both are, the overall is insufficient too.
 * - The assessment's overall score is the mean of the capabilities' overall scores that exist.
 * - Rank 1..9 by overall score, highest first. Tie rule: the higher Strategy score first (what one practises),
 *   then the framework's order. Capabilities without an overall score rank after every scored one.
 * - Top three: the three best ranked scored capabilities; bottom three: the three worst ranked scored ones that
 *   are not in the top three.
 */

export type GlaProfileCode = 'STYLE' | 'STRATEGY';

export interface ScoredItem {
  code: string;
  profile: GlaProfileCode;
  capability: CapabilityCode;
  reverse: boolean;
}

/** A capability's scale needs at least this many answered items (of its five) for a score. */
export const MIN_ANSWERS_PER_SCALE = 3;
export const SCALE_MIN = 1;
export const SCALE_MAX = 5;

export interface CapabilityScore {
  code: CapabilityCode;
  style: number | null;
  strategy: number | null;
  overall: number | null;
  styleAnswered: number;
  strategyAnswered: number;
  /** 1..9, unique */
  rank: number;
  top: boolean;
  bottom: boolean;
}

export interface GlaScores {
  capabilities: CapabilityScore[];
  overall: number | null;
  top: CapabilityCode[];
  bottom: CapabilityCode[];
}

/** The value an answer contributes: null when unanswered, flipped when reverse-keyed. */
export function keyedValue(value: number | undefined, reverse: boolean): number | null {
  if (value === undefined || !Number.isInteger(value) || value < SCALE_MIN || value > SCALE_MAX) return null;
  return reverse ? SCALE_MIN + SCALE_MAX - value : value;
}

function scale(items: ScoredItem[], answers: ReadonlyMap<string, number>) {
  const values = items
    .map((i) => keyedValue(answers.get(i.code), i.reverse))
    .filter((v): v is number => v !== null);
  const score =
    values.length >= MIN_ANSWERS_PER_SCALE ? values.reduce((a, b) => a + b, 0) / values.length : null;
  return { score, answered: values.length };
}

/** The mean, freed of binary floating-point noise (1.9, not 1.9000000000000001), so equal means tie. */
const mean = (xs: number[]) =>
  xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e9) / 1e9 : null;

export function scoreGla(items: readonly ScoredItem[], answers: ReadonlyMap<string, number>): GlaScores {
  const unranked = CAPABILITY_CODES.map((code) => {
    const style = scale(
      items.filter((i) => i.capability === code && i.profile === 'STYLE'),
      answers,
    );
    const strategy = scale(
      items.filter((i) => i.capability === code && i.profile === 'STRATEGY'),
      answers,
    );
    const parts = [style.score, strategy.score].filter((v): v is number => v !== null);
    return {
      code,
      style: style.score,
      strategy: strategy.score,
      overall: mean(parts),
      styleAnswered: style.answered,
      strategyAnswered: strategy.answered,
    };
  });

  const order = [...unranked].sort((a, b) => {
    if (a.overall === null || b.overall === null) {
      if (a.overall !== b.overall) return a.overall === null ? 1 : -1;
    } else if (a.overall !== b.overall) return b.overall - a.overall;
    const sa = a.strategy ?? -1;
    const sb = b.strategy ?? -1;
    if (sa !== sb) return sb - sa;
    return CAPABILITY_CODES.indexOf(a.code) - CAPABILITY_CODES.indexOf(b.code);
  });
  const scored = order.filter((c) => c.overall !== null);
  const top = scored.slice(0, 3).map((c) => c.code);
  const bottom = scored
    .slice(3)
    .slice(-3)
    .map((c) => c.code);

  const capabilities: CapabilityScore[] = unranked.map((c) => ({
    ...c,
    rank: order.indexOf(c) + 1,
    top: top.includes(c.code),
    bottom: bottom.includes(c.code),
  }));
  return {
    capabilities,
    overall: mean(scored.map((c) => c.overall as number)),
    top,
    bottom,
  };
}

/** Scores show one decimal (spec 5). */
export function formatScore(score: number | null): string | null {
  return score === null ? null : (Math.round(score * 10) / 10).toFixed(1);
}

/** The benchmark level when the plan names no next level: the level above the current one, else Team Leader. */
export const DEFAULT_BENCHMARK_LEVEL: RoleLevel = 'TEAM_LEADER';

export function benchmarkLevel(levels: { current: RoleLevel | null; next: RoleLevel | null } | null): {
  level: RoleLevel;
  assumed: boolean;
} {
  if (levels?.next) return { level: levels.next, assumed: false };
  if (levels?.current) {
    const i = ROLE_LEVELS.indexOf(levels.current);
    return { level: ROLE_LEVELS[Math.min(i + 1, ROLE_LEVELS.length - 1)], assumed: true };
  }
  return { level: DEFAULT_BENCHMARK_LEVEL, assumed: true };
}

/** Survey positions are written 'Style-N' or 'Strategy-N' (spec 4). */
export interface SurveyPosition {
  profile: GlaProfileCode;
  page: number;
}

export function parsePosition(value: string, pagesPerProfile: number): SurveyPosition | null {
  const m = /^(Style|Strategy)-(\d{1,2})$/.exec(value);
  if (!m) return null;
  const page = Number(m[2]);
  if (page < 1 || page > pagesPerProfile) return null;
  return { profile: m[1] === 'Style' ? 'STYLE' : 'STRATEGY', page };
}

export function formatPosition(p: SurveyPosition): string {
  return `${p.profile === 'STYLE' ? 'Style' : 'Strategy'}-${p.page}`;
}

import type { CapabilityCode } from '../enums';
import { foldGroups, type GroupCounts, type RaterGroup, type ReportGroup } from './leader360-anonymity';

/**
 * Scoring of a 360 (docs/decisions/0040-leader-360-anonymity-and-insights.md).
 *
 * - An answer is 1..5 on the frequency scale (never, rarely, sometimes, often, always); 0 means "not observed"
 *   and is left out.
 * - A group's score for a capability is the mean of every answer its raters gave to that capability's items
 *   (one decimal), so a rater who skipped items does not weigh more than one who answered them all.
 * - Groups are formed by the anonymity rule (foldGroups); hidden raters count nowhere.
 * - A behaviour's score is the mean of all visible raters' answers to it; the top and bottom behaviours are the
 *   BEHAVIOUR_PICKS best and worst of those with answers (ties: the bank's order).
 */

export const FREQUENCY_MIN = 1;
export const FREQUENCY_MAX = 5;
export const NOT_OBSERVED = 0;
export const BEHAVIOUR_PICKS = 3;

export interface Item360 {
  code: string;
  capability: CapabilityCode;
}
export interface RaterAnswers {
  group: RaterGroup;
  answers: Record<string, number>;
}
export interface GroupScore {
  group: ReportGroup | 'SELF' | 'ALL_OTHERS';
  count: number;
  scores: Partial<Record<CapabilityCode, number>>;
}
export interface BehaviourScore {
  code: string;
  capability: CapabilityCode;
  score: number;
}
export interface Scores360 {
  self: GroupScore;
  groups: GroupScore[];
  allOthers: GroupScore | null;
  top: BehaviourScore[];
  bottom: BehaviourScore[];
}

export function isScaleAnswer(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= NOT_OBSERVED && (value as number) <= FREQUENCY_MAX;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function capabilityMeans(items: Item360[], raters: Record<string, number>[]) {
  const sums = new Map<CapabilityCode, { sum: number; n: number }>();
  for (const item of items) {
    for (const answers of raters) {
      const v = answers[item.code];
      if (v === undefined || v < FREQUENCY_MIN || v > FREQUENCY_MAX) continue;
      const s = sums.get(item.capability) ?? { sum: 0, n: 0 };
      s.sum += v;
      s.n += 1;
      sums.set(item.capability, s);
    }
  }
  const out: Partial<Record<CapabilityCode, number>> = {};
  for (const [code, s] of sums) out[code] = round1(s.sum / s.n);
  return out;
}

export function score360(items: Item360[], self: Record<string, number>, raters: RaterAnswers[]): Scores360 {
  const counts: GroupCounts = { MANAGER: 0, PEER: 0, DIRECT_REPORT: 0, OTHER: 0 };
  for (const r of raters) counts[r.group] += 1;
  const folding = foldGroups(counts);
  const groups: GroupScore[] = folding.visible.map((v) => ({
    group: v.group,
    count: v.count,
    scores: capabilityMeans(
      items,
      raters.filter((r) => folding.bucketOf[r.group] === v.group).map((r) => r.answers),
    ),
  }));
  const visibleRaters = raters.filter((r) => folding.bucketOf[r.group] !== null).map((r) => r.answers);
  const allOthers =
    folding.allOthersCount > 0
      ? {
          group: 'ALL_OTHERS' as const,
          count: folding.allOthersCount,
          scores: capabilityMeans(items, visibleRaters),
        }
      : null;

  const behaviours: BehaviourScore[] = [];
  if (allOthers) {
    for (const item of items) {
      const values = visibleRaters
        .map((a) => a[item.code])
        .filter((v): v is number => v !== undefined && v >= FREQUENCY_MIN && v <= FREQUENCY_MAX);
      if (values.length === 0) continue;
      behaviours.push({
        code: item.code,
        capability: item.capability,
        score: round1(values.reduce((s, v) => s + v, 0) / values.length),
      });
    }
  }
  const byScore = [...behaviours].sort((a, b) => b.score - a.score);
  const top = byScore.slice(0, BEHAVIOUR_PICKS);
  const bottom = [...behaviours]
    .sort((a, b) => a.score - b.score)
    .filter((b) => !top.includes(b))
    .slice(0, BEHAVIOUR_PICKS);
  return {
    self: { group: 'SELF', count: 1, scores: capabilityMeans(items, [self]) },
    groups,
    allOthers,
    top,
    bottom,
  };
}

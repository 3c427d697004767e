import { createHash } from 'node:crypto';
import type { Report360 } from '../../../shared/contracts/leader360';
import { ANONYMITY_THRESHOLD, foldGroups, type RaterGroup } from '../../../shared/domain/leader360-anonymity';
import { GAP_THRESHOLD, gaps360 } from '../../../shared/domain/leader360-insights';
import { score360 } from '../../../shared/domain/leader360-scoring';
import type { Language } from '../../../shared/enums';
import { capabilityName, itemsOf, questionnaireOf, text } from './items';
import type { RaterRow, ReviewRow } from './repo';
import { answeredCounts } from './review-rules';

/** A stable order that is not the order of answering: by a hash of the text. */
const shuffled = (texts: string[]) =>
  texts
    .map((t) => [createHash('sha256').update(t).digest('hex'), t] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([, t]) => t);

/**
 * The 360 report (decision 0040): scores per shown group, all others, gaps, top and bottom behaviours, and the
 * comments of shown groups of 3 or more. Only finished answers count; hidden raters appear nowhere.
 */
export function buildReport(
  review: ReviewRow,
  raters: RaterRow[],
  language: Language,
  gla: Report360['gla'],
): Report360 {
  const asked = itemsOf(review);
  const textOf = new Map(asked.map((i) => [i.code, i.text]));
  const items = asked.map((i) => ({ code: i.code, capability: i.capability }));
  const done = raters.filter((r) => r.status === 'DONE');
  const scores = score360(
    items,
    review.selfAnswers,
    done.map((r) => ({ group: r.grp as RaterGroup, answers: r.answers })),
  );
  const folding = foldGroups(answeredCounts(raters));
  const gaps = scores.allOthers
    ? gaps360(scores.self.scores, scores.allOthers.scores)
    : { blindSpots: [], hiddenStrengths: [] };
  const behaviour = (b: { code: string; capability: string; score: number }) => ({
    ...b,
    text: text(textOf.get(b.code) ?? {}, language),
  });
  const commentGroups = new Set(folding.visible.filter((v) => v.commentsShown).flatMap((v) => v.members));
  const commenters = done.filter((r) => commentGroups.has(r.grp as RaterGroup));
  const comments = (['KEEP', 'CHANGE'] as const).map((question) => ({
    question,
    texts: shuffled(commenters.map((r) => r.comments[question]?.trim() ?? '').filter((t) => t.length > 0)),
  }));
  return {
    id: review.id,
    custom: review.custom,
    title: review.title,
    closedAt: (review.closedAt ?? review.windowEndsAt).toISOString(),
    threshold: ANONYMITY_THRESHOLD,
    gapThreshold: GAP_THRESHOLD,
    capabilities: questionnaireOf(review, language).capabilities.map((c) => ({
      code: c.code,
      name: capabilityName(c.code as never, language),
    })),
    self: scores.self.scores,
    groups: scores.groups.map((g) => ({
      group: g.group as 'MANAGER' | 'PEER' | 'DIRECT_REPORT' | 'OTHERS',
      count: g.count,
      scores: g.scores,
    })),
    allOthers: scores.allOthers ? { count: scores.allOthers.count, scores: scores.allOthers.scores } : null,
    hiddenAnswers: folding.hidden.reduce((s, g) => s + answeredCounts(raters)[g], 0),
    blindSpots: gaps.blindSpots,
    hiddenStrengths: gaps.hiddenStrengths,
    top: scores.top.map(behaviour),
    bottom: scores.bottom.map(behaviour),
    comments,
    gla,
  };
}

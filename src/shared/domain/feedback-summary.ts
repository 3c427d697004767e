/**
 * The summary at the top of the person's feedback page: how many answers from how many crew members, the latest
 * one, and per behaviour and outcome the average of the scores the page may show (the server withholds scores the
 * anonymity rule hides, so the averages reveal nothing the list does not).
 */

interface SummaryInput {
  crewId: number;
  updated: string;
  scores: ReadonlyArray<{
    itemId: number;
    kind: 'BEHAVIOUR' | 'OUTCOME';
    label: string;
    score: number;
  }> | null;
}

export interface FeedbackSummary {
  answers: number;
  people: number;
  /** the newest answer's instant, or null without answers */
  latest: string | null;
  /** per behaviour and outcome (behaviours first, in the order first met), the rounded average and its count */
  items: Array<{
    itemId: number;
    kind: 'BEHAVIOUR' | 'OUTCOME';
    label: string;
    average: number;
    count: number;
  }>;
}

export function feedbackSummary(list: readonly SummaryInput[]): FeedbackSummary {
  const byItem = new Map<
    number,
    { kind: 'BEHAVIOUR' | 'OUTCOME'; label: string; sum: number; count: number }
  >();
  for (const answer of list)
    for (const s of answer.scores ?? []) {
      const entry = byItem.get(s.itemId) ?? { kind: s.kind, label: s.label, sum: 0, count: 0 };
      entry.sum += s.score;
      entry.count += 1;
      byItem.set(s.itemId, entry);
    }
  const latest = list.reduce<string | null>(
    (max, a) => (max === null || Date.parse(a.updated) > Date.parse(max) ? a.updated : max),
    null,
  );
  const items = [...byItem.entries()].map(([itemId, e]) => ({
    itemId,
    kind: e.kind,
    label: e.label,
    average: Math.round(e.sum / e.count),
    count: e.count,
  }));
  return {
    answers: list.length,
    people: new Set(list.map((a) => a.crewId)).size,
    latest,
    items: [...items.filter((i) => i.kind === 'BEHAVIOUR'), ...items.filter((i) => i.kind === 'OUTCOME')],
  };
}

import { describe, expect, it } from 'vitest';
import { feedbackSummary } from './feedback-summary';

const calm = { itemId: 1, kind: 'BEHAVIOUR' as const, label: 'Stay calm', score: 60 };
const trust = { itemId: 2, kind: 'OUTCOME' as const, label: 'Trust', score: 40 };

describe('feedbackSummary', () => {
  it('counts answers and people, finds the latest, averages each item over the scores shown', () => {
    const s = feedbackSummary([
      { crewId: 7, updated: '2026-11-20T10:00:00Z', scores: [trust, calm] },
      { crewId: 8, updated: '2026-11-25T10:00:00Z', scores: [{ ...calm, score: 81 }] },
      { crewId: 7, updated: '2026-11-22T10:00:00Z', scores: null },
    ]);
    expect(s).toMatchObject({ answers: 3, people: 2, latest: '2026-11-25T10:00:00Z' });
    expect(s.items).toEqual([
      { itemId: 1, kind: 'BEHAVIOUR', label: 'Stay calm', average: 71, count: 2 },
      { itemId: 2, kind: 'OUTCOME', label: 'Trust', average: 40, count: 1 },
    ]);
  });
  it('is empty without answers, and without averages when every score is withheld', () => {
    expect(feedbackSummary([])).toEqual({ answers: 0, people: 0, latest: null, items: [] });
    expect(feedbackSummary([{ crewId: 1, updated: '2026-11-20T10:00:00Z', scores: null }]).items).toEqual([]);
  });
});

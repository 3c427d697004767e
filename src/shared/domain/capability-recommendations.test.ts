import { describe, expect, it } from 'vitest';
import { capabilityRecommendations } from './capability-recommendations';

const cap = (code: string, rank: number) => ({ code, name: code.toLowerCase(), rank, score: 5 - rank / 3 });

describe('capability recommendations from the GLA ranking', () => {
  it('recommends the bottom three by rank to develop (weakest first) and the top three as strengths', () => {
    const ranking = [
      cap('E', 5),
      cap('A', 1),
      cap('I', 9),
      cap('C', 3),
      cap('G', 7),
      cap('B', 2),
      cap('H', 8),
    ];
    ranking.push(cap('D', 4), cap('F', 6));
    const { develop, strengths } = capabilityRecommendations(ranking);
    expect(strengths.map((c) => c.code)).toEqual(['A', 'B', 'C']);
    expect(develop.map((c) => c.code)).toEqual(['I', 'H', 'G']);
  });

  it('never names a capability both a strength and one to develop when there are fewer than six', () => {
    const { develop, strengths } = capabilityRecommendations([
      cap('A', 1),
      cap('B', 2),
      cap('C', 3),
      cap('D', 4),
    ]);
    expect(strengths.map((c) => c.code)).toEqual(['A', 'B', 'C']);
    expect(develop.map((c) => c.code)).toEqual(['D']);
  });

  it('answers nothing for an empty ranking', () => {
    expect(capabilityRecommendations([])).toEqual({ develop: [], strengths: [] });
  });
});

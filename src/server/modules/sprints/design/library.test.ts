import { describe, expect, it } from 'vitest';
import { SPRINT_LIBRARY } from '../../../../../content/sprints';
import { libraryFor } from './library';

const ranking = [
  { code: 'VISIONING', name: 'Visioning', rank: 1 },
  { code: 'TRUST', name: 'Trust', rank: 7 },
  { code: 'CANDOUR', name: 'Candour', rank: 9 },
  { code: 'JUDGEMENT', name: 'Judgement', rank: 8 },
];

describe('the library with recommendations', () => {
  it('puts first the sprints developing the bottom three capabilities, saying which', () => {
    const { sprints } = libraryFor('en', ranking, []);
    expect(sprints).toHaveLength(SPRINT_LIBRARY.length);
    const first = sprints[0];
    expect(first.reasons.length).toBeGreaterThan(0);
    expect(
      first.reasons.every(
        (r) => r.kind === 'capability' && ['CANDOUR', 'JUDGEMENT', 'TRUST'].includes(r.code),
      ),
    ).toBe(true);
    // a sprint without a reason never comes before one with a reason
    const firstPlain = sprints.findIndex((s) => s.reasons.length === 0);
    if (firstPlain >= 0) expect(sprints.slice(firstPlain).every((s) => s.reasons.length === 0)).toBe(true);
  });

  it('recommends sprints serving an outcome chosen in the plan, and none without a GLA or plan', () => {
    const served = SPRINT_LIBRARY[0].planOutcomes[0];
    const { sprints } = libraryFor('fr', null, [{ code: served, label: 'Mon résultat' }]);
    expect(sprints[0].reasons).toContainEqual({ kind: 'outcome', code: served, label: 'Mon résultat' });
    expect(sprints[0].label).toBe(SPRINT_LIBRARY[0].label.fr);
    expect(libraryFor('en', null, []).sprints.every((s) => s.reasons.length === 0)).toBe(true);
  });
});

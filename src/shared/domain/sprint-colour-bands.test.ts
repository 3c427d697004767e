import { describe, expect, it } from 'vitest';
import { sprintColourBand } from './sprint-colour-bands';

describe('outcome colour bands', () => {
  it('follows the thresholds of the spec', () => {
    expect([null, undefined, Number.NaN].map(sprintColourBand)).toEqual(['none', 'none', 'none']);
    expect([0, 19.9, 20, 39, 40, 59.99, 60, 79, 80, 100, 140].map(sprintColourBand)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'lightGreen',
      'lightGreen',
      'darkGreen',
      'darkGreen',
      'darkGreen',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { glaProgress } from './gla-progress';

describe('glaProgress', () => {
  it('shows whole percent of each survey: four Style answers are 9%, never 8.89% or 4.44%', () => {
    expect(glaProgress({ STYLE: 4, STRATEGY: 0 })).toEqual({ style: 9, strategy: 0 });
    expect(glaProgress({ STYLE: 9, STRATEGY: 0 })).toEqual({ style: 20, strategy: 0 });
    expect(glaProgress({ STYLE: 36, STRATEGY: 2 })).toEqual({ style: 80, strategy: 4 });
  });

  it('is 100 only when every statement is answered and stays within 0-100', () => {
    expect(glaProgress({ STYLE: 44, STRATEGY: 45 })).toEqual({ style: 98, strategy: 100 });
    expect(glaProgress({ STYLE: -3, STRATEGY: 99 })).toEqual({ style: 0, strategy: 100 });
    expect(glaProgress({ STYLE: Number.NaN, STRATEGY: 0 })).toEqual({ style: 0, strategy: 0 });
  });
});

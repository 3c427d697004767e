import { describe, expect, it } from 'vitest';
import { isLastPage, nextPosition, previousPosition, progress, readPosition } from './survey-navigation';

describe('survey navigation', () => {
  it('moves page by page, from the last Style page to Strategy-1, and stops on the last Strategy page', () => {
    expect(nextPosition({ profile: 'STYLE', page: 1 })).toEqual({ profile: 'STYLE', page: 2 });
    expect(nextPosition({ profile: 'STYLE', page: 5 })).toEqual({ profile: 'STRATEGY', page: 1 });
    expect(nextPosition({ profile: 'STRATEGY', page: 5 })).toBeNull();
    expect(isLastPage({ profile: 'STRATEGY', page: 5 })).toBe(true);
    expect(isLastPage({ profile: 'STYLE', page: 5 })).toBe(false);
  });

  it('has no Previous on page 1 of either survey', () => {
    expect(previousPosition({ profile: 'STYLE', page: 1 })).toBeNull();
    expect(previousPosition({ profile: 'STRATEGY', page: 1 })).toBeNull();
    expect(previousPosition({ profile: 'STRATEGY', page: 3 })).toEqual({ profile: 'STRATEGY', page: 2 });
  });

  it("resumes on the saved 'Style-N' or 'Strategy-N' page", () => {
    expect(readPosition('Strategy-3')).toEqual({ profile: 'STRATEGY', page: 3 });
    expect(readPosition('nonsense')).toEqual({ profile: 'STYLE', page: 1 });
  });

  it('counts answered statements in whole percent; skipped Style items stay uncounted once Strategy begins', () => {
    expect(progress({ STYLE: 9, STRATEGY: 0 })).toEqual({ style: 20, strategy: 0 });
    expect(progress({ STYLE: 1, STRATEGY: 0 })).toEqual({ style: 2, strategy: 0 });
    expect(progress({ STYLE: 36, STRATEGY: 2 })).toEqual({ style: 80, strategy: 4 });
    expect(progress({ STYLE: 45, STRATEGY: 45 })).toEqual({ style: 100, strategy: 100 });
  });
});

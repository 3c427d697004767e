import { describe, expect, it } from 'vitest';
import {
  ALIGNMENT_TOTAL_QUESTIONS,
  alignmentPageCount,
  alignmentPageSlice,
  alignmentProgress,
  alignmentQuestionPageCount,
  isAlignmentResearchPage,
} from './alignment-progress';

describe('alignment progress', () => {
  it('is answered x 100 / 45 with 2 decimals, and the remaining count', () => {
    expect(alignmentProgress(0)).toEqual({ percent: 0, remaining: 45 });
    expect(alignmentProgress(1)).toEqual({ percent: 2.22, remaining: 44 });
    expect(alignmentProgress(8)).toEqual({ percent: 17.78, remaining: 37 });
    expect(alignmentProgress(20)).toEqual({ percent: 44.44, remaining: 25 });
    expect(alignmentProgress(44)).toEqual({ percent: 97.78, remaining: 1 });
    expect(alignmentProgress(45)).toEqual({ percent: 100, remaining: 0 });
  });

  it('never goes below 0 or above 100', () => {
    expect(alignmentProgress(-3)).toEqual({ percent: 0, remaining: 45 });
    expect(alignmentProgress(50)).toEqual({ percent: 100, remaining: 0 });
  });

  it('has at most 2 decimals for every count', () => {
    for (let n = 0; n <= ALIGNMENT_TOTAL_QUESTIONS; n++) {
      const { percent } = alignmentProgress(n);
      expect(Math.round(percent * 100) / 100).toBe(percent);
      expect(Math.abs(percent - (n * 100) / 45)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('has 6 question pages of 8 and the research page as page 7', () => {
    expect(alignmentQuestionPageCount()).toBe(6);
    expect(alignmentPageCount()).toBe(7);
    expect(isAlignmentResearchPage(7)).toBe(true);
    expect(isAlignmentResearchPage(6)).toBe(false);
    expect(alignmentPageCount(48)).toBe(7);
    expect(alignmentPageCount(49)).toBe(8);
  });

  it('slices question pages, the last one short, and nothing for the research page', () => {
    expect(alignmentPageSlice(1)).toEqual({ start: 0, end: 8 });
    expect(alignmentPageSlice(6)).toEqual({ start: 40, end: 45 });
    expect(alignmentPageSlice(7)).toBeNull();
    expect(alignmentPageSlice(0)).toBeNull();
    expect(alignmentPageSlice(1.5)).toBeNull();
  });
});

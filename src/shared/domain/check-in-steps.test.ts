import { describe, expect, it } from 'vitest';
import { CHECK_IN_STEPS, type CheckInStep } from '../sprint-enums';
import { checkInTypeAt, furthestStep, nextStep, stepIndex } from './check-in-steps';

describe('check-in steps', () => {
  it('walks the spec order: behaviours, outcomes, energy, progress, feedback, activities, completed', () => {
    const walked: CheckInStep[] = [CHECK_IN_STEPS[0]];
    while (walked.at(-1) !== 'COMPLETED') walked.push(nextStep(walked.at(-1)!));
    expect(walked).toEqual([
      'BEHAVIOURS',
      'OUTCOMES',
      'ENERGY',
      'PROGRESS',
      'FEEDBACK',
      'ACTIVITIES',
      'COMPLETED',
    ]);
    expect(nextStep('COMPLETED')).toBe('COMPLETED');
  });
  it('keeps the furthest step reached, so resuming never goes back', () => {
    expect(furthestStep('ENERGY', 'OUTCOMES')).toBe('ENERGY');
    expect(furthestStep(null, 'OUTCOMES')).toBe('OUTCOMES');
    expect(furthestStep('PROGRESS', null)).toBe('PROGRESS');
    expect(stepIndex(null)).toBe(0);
  });
  it('names the first FIRST, the last FINAL and the others WEEKLY', () => {
    expect([0, 1, 2, 3].map((i) => checkInTypeAt(i, 4))).toEqual(['FIRST', 'WEEKLY', 'WEEKLY', 'FINAL']);
    expect(checkInTypeAt(0, 1)).toBe('FIRST');
  });
});

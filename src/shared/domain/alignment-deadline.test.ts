import { describe, expect, it } from 'vitest';
import { defaultExtension, earliestExtension, extensionProblem } from './alignment-deadline';

const now = new Date('2026-11-28T07:00:00Z');

describe('alignment deadline extension', () => {
  it('while the survey runs, the earliest day is the day after the current deadline', () => {
    const current = '2026-12-12T23:59:59.999Z';
    expect(earliestExtension(current, now)).toBe('2026-12-13');
    expect(defaultExtension(current, now)).toBe('2026-12-19');
    expect(extensionProblem(current, defaultExtension(current, now), now)).toBeNull();
  });

  it('a day on or before the current deadline is refused, even when it is in the future', () => {
    const current = '2026-12-12T23:59:59.999Z';
    expect(extensionProblem(current, '2026-12-05', now)).toBe('DEADLINE_NOT_LATER');
    expect(extensionProblem(current, '2026-12-12', now)).toBe('DEADLINE_NOT_LATER');
    expect(extensionProblem(current, '2026-12-13', now)).toBeNull();
  });

  it('after the deadline passed, the earliest day is today and a past day is refused', () => {
    const current = '2026-11-20T23:59:59.999Z';
    expect(earliestExtension(current, now)).toBe('2026-11-28');
    expect(defaultExtension(current, now)).toBe('2026-12-04');
    expect(extensionProblem(current, '2026-11-27', now)).toBe('DEADLINE_IN_PAST');
    expect(extensionProblem(current, '2026-11-28', now)).toBeNull();
  });
});

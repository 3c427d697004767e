import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedState, moveSprint, SPRINT_MOVES, type SprintState } from './sprint-status';
import type { ReviewPhase } from './sprint-time';

const fresh: SprintState = { status: 'NOT_STARTED', outcomeStatus: null, extendedWeeks: 0 };
const inProgress: SprintState = { status: 'IN_PROGRESS', outcomeStatus: null, extendedWeeks: 0 };
const PHASES: ReviewPhase[] = ['before-last-day', 'review-due', 'review-closed'];

describe('sprint status moves', () => {
  it('gates the final review choices by the review window', () => {
    expect(moveSprint(inProgress, 'saveToPortfolio', 'before-last-day')).toEqual({
      ok: false,
      reason: 'review-not-due',
    });
    expect(moveSprint(inProgress, 'saveToPortfolio', 'review-due')).toMatchObject({
      state: { status: 'PORTFOLIO', outcomeStatus: 'COMPLETED' },
    });
    expect(moveSprint(inProgress, 'saveToIncomplete', 'review-closed')).toEqual({
      ok: false,
      reason: 'review-closed',
    });
  });
  it('names the outcome after an extension', () => {
    const ext = moveSprint(inProgress, 'extend', 'review-due');
    expect(ext).toMatchObject({ state: { status: 'IN_PROGRESS', extendedWeeks: 2 } });
    if (!ext.ok) throw new Error('extend refused');
    expect(moveSprint(ext.state, 'saveToPortfolio', 'review-due')).toMatchObject({
      state: { outcomeStatus: 'COMPLETED_EXTEND' },
    });
    expect(moveSprint(ext.state, 'saveToIncomplete', 'review-due')).toMatchObject({
      state: { status: 'INCOMPLETE', outcomeStatus: 'INCOMPLETE_EXTEND' },
    });
  });
  it('stops early only before the last day, cancels at any time, closes a week after the end', () => {
    expect(moveSprint(inProgress, 'stopEarly', 'before-last-day')).toMatchObject({
      state: { status: 'PORTFOLIO', outcomeStatus: 'COMPLETED_EARLY' },
    });
    expect(moveSprint(inProgress, 'stopEarly', 'review-due').ok).toBe(false);
    for (const phase of PHASES)
      expect(moveSprint(inProgress, 'cancel', phase)).toMatchObject({
        state: { status: 'STOPPED', outcomeStatus: 'CANCELLED' },
      });
    expect(moveSprint(inProgress, 'close', 'review-closed')).toMatchObject({
      state: { status: 'FINISHED', outcomeStatus: 'INCOMPLETE' },
    });
    expect(moveSprint(fresh, 'cancel', 'before-last-day').ok).toBe(false);
  });
  it('no sequence of allowed moves reaches a state the spec does not allow, and an ended sprint never moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...SPRINT_MOVES), fc.constantFrom(...PHASES)), { maxLength: 30 }),
        (moves) => {
          let state = fresh;
          let ended = false;
          for (const [move, phase] of moves) {
            const r = moveSprint(state, move, phase);
            if (ended) expect(r.ok).toBe(false);
            if (r.ok) state = r.state;
            expect(isAllowedState(state)).toBe(true);
            ended = !['NOT_STARTED', 'IN_PROGRESS'].includes(state.status);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

import type { SprintOutcomeStatus, SprintStatus } from '../sprint-enums';
import type { ReviewPhase } from './sprint-time';

/**
 * The allowed moves of a personal sprint (spec sprints-teams 4). NOT_STARTED while designing; start makes it
 * IN_PROGRESS. From the last day until a week after the end the final review is due: extend by 2 weeks (stays
 * IN_PROGRESS), save to portfolio (PORTFOLIO: COMPLETED, or COMPLETED_EXTEND after an extension), save as incomplete
 * (INCOMPLETE: INCOMPLETE or INCOMPLETE_EXTEND). Cancel is open at any time while in progress (STOPPED, CANCELLED).
 * Stop early before the last day keeps the work (PORTFOLIO, COMPLETED_EARLY). A week after the end without a
 * review the sprint closes on its own (FINISHED, INCOMPLETE or INCOMPLETE_EXTEND): it is then read-only.
 */
export interface SprintState {
  status: SprintStatus;
  outcomeStatus: SprintOutcomeStatus | null;
  extendedWeeks: number;
}

export const SPRINT_MOVES = [
  'start',
  'extend',
  'saveToPortfolio',
  'saveToIncomplete',
  'cancel',
  'stopEarly',
  'close',
] as const;
export type SprintMove = (typeof SPRINT_MOVES)[number];

export type SprintMoveResult =
  | { ok: true; state: SprintState }
  | {
      ok: false;
      reason: 'not-in-progress' | 'review-not-due' | 'review-closed' | 'not-started-yet' | 'too-late';
    };

/** Statuses of a sprint that has ended: nothing in it may change any more. */
export const ENDED_STATUSES: readonly SprintStatus[] = ['FINISHED', 'STOPPED', 'PORTFOLIO', 'INCOMPLETE'];
export const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

/** Statuses that appear in the portfolio: every ended sprint but a cancelled one. */
export const PORTFOLIO_STATUSES: readonly SprintStatus[] = ['PORTFOLIO', 'INCOMPLETE', 'FINISHED'];

const EXTENSION = 2;

/** The state a move leads to from a state in a review phase, or why it is refused. */
export function moveSprint(state: SprintState, move: SprintMove, phase: ReviewPhase): SprintMoveResult {
  if (move === 'start') {
    if (state.status !== 'NOT_STARTED') return { ok: false, reason: 'not-in-progress' };
    return { ok: true, state: { ...state, status: 'IN_PROGRESS' } };
  }
  if (state.status !== 'IN_PROGRESS') return { ok: false, reason: 'not-in-progress' };
  const extended = state.extendedWeeks > 0;
  switch (move) {
    case 'cancel':
      return { ok: true, state: { ...state, status: 'STOPPED', outcomeStatus: 'CANCELLED' } };
    case 'stopEarly':
      if (phase !== 'before-last-day') return { ok: false, reason: 'too-late' };
      return { ok: true, state: { ...state, status: 'PORTFOLIO', outcomeStatus: 'COMPLETED_EARLY' } };
    case 'close':
      if (phase !== 'review-closed') return { ok: false, reason: 'review-not-due' };
      return {
        ok: true,
        state: { ...state, status: 'FINISHED', outcomeStatus: extended ? 'INCOMPLETE_EXTEND' : 'INCOMPLETE' },
      };
    default:
      break;
  }
  if (phase === 'before-last-day') return { ok: false, reason: 'review-not-due' };
  if (phase === 'review-closed') return { ok: false, reason: 'review-closed' };
  switch (move) {
    case 'extend':
      return { ok: true, state: { ...state, extendedWeeks: state.extendedWeeks + EXTENSION } };
    case 'saveToPortfolio':
      return {
        ok: true,
        state: { ...state, status: 'PORTFOLIO', outcomeStatus: extended ? 'COMPLETED_EXTEND' : 'COMPLETED' },
      };
    case 'saveToIncomplete':
      return {
        ok: true,
        state: {
          ...state,
          status: 'INCOMPLETE',
          outcomeStatus: extended ? 'INCOMPLETE_EXTEND' : 'INCOMPLETE',
        },
      };
  }
}

/** The pairs of status and outcome the spec allows (what the property test checks every reachable state against). */
export function isAllowedState(s: SprintState): boolean {
  const ext = s.extendedWeeks > 0;
  if (s.extendedWeeks < 0 || s.extendedWeeks % EXTENSION !== 0) return false;
  switch (s.status) {
    case 'NOT_STARTED':
      return s.outcomeStatus === null && !ext;
    case 'IN_PROGRESS':
      return s.outcomeStatus === null;
    case 'PORTFOLIO':
      return (
        s.outcomeStatus === 'COMPLETED_EARLY' || s.outcomeStatus === (ext ? 'COMPLETED_EXTEND' : 'COMPLETED')
      );
    case 'INCOMPLETE':
    case 'FINISHED':
      return s.outcomeStatus === (ext ? 'INCOMPLETE_EXTEND' : 'INCOMPLETE');
    case 'STOPPED':
      return s.outcomeStatus === 'CANCELLED';
    default:
      return false;
  }
}

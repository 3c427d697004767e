import type { Review360 } from '../../../shared/contracts/leader360';
import {
  emptyCounts,
  foldGroups,
  GROUP_LIMITS,
  RATER_GROUPS,
  type RaterGroup,
} from '../../../shared/domain/leader360-anonymity';
import { AppError, badRequest, conflict } from '../../platform/http/errors';
import { type Asked, itemsOf } from './items';
import type { RaterRow, ReviewRow } from './repo';

/** A 360's window: 15 days from the start by default; extensions may take it to 45 days at most. */
export const WINDOW_DAYS = 15;
export const MAX_WINDOW_DAYS = 45;
/** Reminders: at most one round a day. */
export const REMIND_EVERY_MS = 86_400_000;
/** Rater links outlive the longest window. */
export const RATER_LINK_DAYS = MAX_WINDOW_DAYS + 1;

export const isClosed = (row: ReviewRow) => row.closedAt !== null;

export function statusOf(row: ReviewRow): Review360['status'] {
  if (row.closedAt) return 'CLOSED';
  return row.selfSubmittedAt ? 'OPEN' : 'SELF';
}

/** Answered raters per group (only finished answers count). */
export function answeredCounts(raters: RaterRow[]) {
  const counts = emptyCounts();
  for (const r of raters) if (r.status === 'DONE') counts[r.grp as RaterGroup] += 1;
  return counts;
}

export function progressOf(raters: RaterRow[]) {
  return RATER_GROUPS.map((group) => {
    const of = raters.filter((r) => r.grp === group);
    return {
      group,
      invited: of.length,
      answered: of.filter((r) => r.status === 'DONE').length,
      declined: of.filter((r) => r.status === 'DECLINED').length,
    };
  });
}

export const enoughAnswers = (raters: RaterRow[]) => foldGroups(answeredCounts(raters)).allOthersCount > 0;

export function assertOpen(row: ReviewRow) {
  if (isClosed(row)) throw conflict('This 360 is closed: nothing can be changed.', 'L360_CLOSED');
}

/**
 * Checks answers against the 360's items: every key one of its item codes, every value 0..5 (the contract checks
 * the range). `complete`: every item needs an answer.
 */
export function checkAnswers(review: Asked, answers: Record<string, number>, complete: boolean) {
  const codes = itemsOf(review).map((i) => i.code);
  const asked = new Set(codes);
  for (const code of Object.keys(answers)) {
    if (!asked.has(code)) throw badRequest(`answers.${code}: not a question of this 360`);
  }
  if (complete) {
    const missing = codes.find((c) => answers[c] === undefined);
    if (missing) throw badRequest(`answers.${missing}: every question needs an answer before submitting`);
  }
}

/**
 * The nomination rules: group sizes after the new raters join (Manager at most 1; Peers and Direct reports 0 or
 * 3-6; Others at most 6), the person not among them, no e-mail twice, the plan's rater limit.
 */
export function checkNominations(
  existing: RaterRow[],
  incoming: { group: RaterGroup; email: string }[],
  personEmail: string,
  raterLimit: number,
) {
  const seen = new Set(existing.map((r) => r.email.toLowerCase()));
  for (const [i, r] of incoming.entries()) {
    const email = r.email.toLowerCase();
    if (email === personEmail.toLowerCase()) {
      throw badRequest(`raters.${i}.email: you rate yourself in the self-rating, not as a rater`);
    }
    if (seen.has(email))
      throw conflict(`raters.${i}.email: ${email} is already a rater of this 360`, 'L360_DUPLICATE');
    seen.add(email);
  }
  for (const group of RATER_GROUPS) {
    const total =
      existing.filter((r) => r.grp === group).length + incoming.filter((r) => r.group === group).length;
    const { min, max } = GROUP_LIMITS[group];
    if (total > max) throw badRequest(`raters: at most ${max} in the group ${group}`);
    if (total > 0 && total < min) {
      throw badRequest(`raters: at least ${min} in the group ${group} when you ask that group`);
    }
  }
  if (existing.length + incoming.length > raterLimit) {
    throw new AppError(
      403,
      `raters: your organisation's plan allows ${raterLimit} raters per 360`,
      'L360_RATER_LIMIT',
    );
  }
}

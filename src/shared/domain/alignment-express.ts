/**
 * Pure rules of the team alignment survey's express setup (spec sections 5 and 9; decision 0055), shared by the
 * page (what the Add button says) and the server (the default team name).
 */

/** The express setup's dialogs are 500 px wide (spec section 9). */
export const EXPRESS_DIALOG_WIDTH = 500;
/** The default team name takes this many characters of the full name (spec section 9). */
export const EXPRESS_TEAM_NAME_CHARS = 20;

/** The team made for a buyer or admin without one: the first 20 characters of the full name, then "Team's". */
export function expressTeamName(fullName: string): string {
  return `${[...fullName.trim()].slice(0, EXPRESS_TEAM_NAME_CHARS).join('').trim()} Team's`;
}

/** The page's e-mail check (the server checks again with the shared e-mail rule). */
export const isEmail = (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());

export type ExpressAddProblem = 'limit' | 'exists' | 'incomplete' | null;

/**
 * Why Add is disabled, in the order its tooltip names it: the list is full (members besides 'myself' number the
 * limit or more), the e-mail is already on the list, or the form is not filled in; null when Add may be pressed.
 */
export function expressAddProblem(s: {
  others: number;
  limit: number;
  exists: boolean;
  complete: boolean;
}): ExpressAddProblem {
  if (s.others >= s.limit) return 'limit';
  if (s.exists) return 'exists';
  if (!s.complete) return 'incomplete';
  return null;
}

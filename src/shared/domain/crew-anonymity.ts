/**
 * Analytics anonymity (spec sprints-teams, rules): a crew score is shown only when at least 2 crew members
 * answered, unless the crew role is manager, mentor or coach (case-insensitive): those roles give feedback by
 * name, so a single answer of theirs may be shown. The server applies this before it answers (numbers withheld
 * are never sent).
 */
export const MIN_ANONYMOUS_RESPONDENTS = 2;
const NAMED_ROLES = new Set(['manager', 'mentor', 'coach']);

/** Whether a crew role answers by name (manager, mentor or coach, in any case). */
export function isNamedCrewRole(role: string): boolean {
  return NAMED_ROLES.has(role.trim().toLowerCase());
}

/**
 * Whether the crew's answers of one period may be shown: at least 2 distinct crew members answered, or every
 * one who answered has a named role. Nobody answered: nothing to show.
 */
export function crewScoresVisible(respondents: ReadonlyArray<{ crewId: number; role: string }>): boolean {
  const distinct = new Map(respondents.map((r) => [r.crewId, r.role]));
  if (distinct.size === 0) return false;
  if (distinct.size >= MIN_ANONYMOUS_RESPONDENTS) return true;
  return [...distinct.values()].every(isNamedCrewRole);
}

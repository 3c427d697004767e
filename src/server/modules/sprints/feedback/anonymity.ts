import type { CrewRole } from '../../../../shared/sprint-enums';

/** Crew roles whose scores the person always sees (spec section 9: minimum sprint crew for anonymity 2). */
export const NAMED_SCORE_ROLES: readonly CrewRole[] = ['Manager', 'Mentor', 'Coach'];
export const MIN_CREW_FOR_ANONYMITY = 2;

/**
 * The crew anonymity rule, as the feedback list applies it (issue 10): a crew member's scores are shown when at
 * least 2 crew members answered, or always when their role is Manager, Mentor or Coach. Withheld scores are not
 * sent at all. (Written here because `src/shared/domain/crew-anonymity.ts` of the check-ins branch is not on main
 * yet; the lead may point this at it after the merge.)
 */
export function crewScoresVisible(role: string, crewWhoAnswered: number): boolean {
  return (NAMED_SCORE_ROLES as readonly string[]).includes(role) || crewWhoAnswered >= MIN_CREW_FOR_ANONYMITY;
}

/**
 * The gate in front of every sprint a person designs and starts (spec personal-area 2.1: "The Sprint group is
 * shown only after role challenges are completed"). One rule for the navigation's Sprint group, the dashboard's
 * sprint card and the server's design and start calls: the page hides what the server refuses.
 */

/** Why a person may not design or start a sprint yet. */
export type SprintLock = 'ROLE_CHALLENGES_INCOMPLETE';

/** The plan's tab where the role challenges are chosen: the locked card's button leads there. */
export const ROLE_CHALLENGES_PATH = '/plan/role-and-challenges';

/** The server's words for a refused design or start (the page shows the translated text of the same lock). */
export const SPRINT_LOCK_MESSAGE: Record<SprintLock, string> = {
  ROLE_CHALLENGES_INCOMPLETE:
    'Complete your role challenges in the plan to unlock sprints: choose your current and future roles and three challenges for each.',
};

/** The lock on a person's sprints, or null once they may design and start one. */
export function sprintLock(person: { roleChallengesCompleted: boolean }): SprintLock | null {
  return person.roleChallengesCompleted ? null : 'ROLE_CHALLENGES_INCOMPLETE';
}

/** Whether a person may design and start sprints (the Sprint navigation group is shown). */
export function sprintsUnlocked(person: { roleChallengesCompleted: boolean }): boolean {
  return sprintLock(person) === null;
}

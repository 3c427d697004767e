import { SPRINT_LOCK_MESSAGE, sprintLock } from '../../../../shared/domain/sprint-unlock';
import type { Principal } from '../../../platform/auth/access';
import { forbidden } from '../../../platform/http/errors';
import type { SprintPeople } from '../deps';

/**
 * Refuses a sprint design or start while the person's sprints are locked (the shared rule the navigation and the
 * dashboard card apply): 403 naming the lock (ROLE_CHALLENGES_INCOMPLETE), before anything is written.
 */
export async function requireSprintsUnlocked(people: Pick<SprintPeople, 'membership'>, p: Principal) {
  const membership = await people.membership(p.userId, p.clientId);
  const lock = sprintLock({ roleChallengesCompleted: membership?.roleChallengesCompleted ?? false });
  if (lock) throw forbidden(SPRINT_LOCK_MESSAGE[lock], lock);
}

import { isEnded } from '../../../../shared/domain/sprint-status';
import type { Principal } from '../../../platform/auth/access';
import type { Db } from '../../../platform/db/client';
import { conflict, notFound } from '../../../platform/http/errors';
import type { SprintRow, SprintRunRepo } from './repo';

/**
 * Who may touch a sprint: its owner only (another person's sprint, in the organisation or not, is 404), and
 * nothing in an ended sprint changes (409).
 */
export function createSprintGuard(repo: SprintRunRepo) {
  async function own(p: Principal, sprintId: number, tx?: Db): Promise<SprintRow> {
    const s = await repo.sprint(p.clientId, sprintId, tx);
    if (!s || s.userId !== p.userId || s.sprintType !== 'USER_SPRINT') throw notFound('The sprint');
    return s;
  }
  return {
    own,
    /** the owner's sprint, refused with 409 once it has ended */
    async writable(p: Principal, sprintId: number, tx?: Db): Promise<SprintRow> {
      const s = await own(p, sprintId, tx);
      if (isEnded(s.status))
        throw conflict('This sprint has ended: it can no longer be changed.', 'SPRINT_FINISHED');
      return s;
    },
  };
}
export type SprintGuard = ReturnType<typeof createSprintGuard>;

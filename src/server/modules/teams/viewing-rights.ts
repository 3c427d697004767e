import type { CanView } from '../../platform/auth/can-view';

/**
 * The teams module's answer to "may this viewer see this person's item?" (decision 0022). Viewing rights (a
 * manager granted sight of a member's GLA, plan, sprints or 360) are not built yet, so nobody holds any: the answer
 * is no until they are, and every consumer already asks here.
 */
export function createViewingRights(): { canView: CanView } {
  return {
    canView: async (_viewer, _subjectUserId, _item) => false,
  };
}

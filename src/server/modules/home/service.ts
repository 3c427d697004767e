import type { NextUp } from '../../../shared/contracts/home';
import type { Principal } from '../../platform/auth/access';
import type { Clock } from '../../platform/clock';
import type { HomePlanPort, HomeSurveyPort } from './deps';

const NOTHING_PLANNED: Omit<NextUp, 'survey'> = {
  plan: null,
  nextMilestone: null,
  nextMeeting: null,
  pendingInvitations: [],
};

/** The dashboard's "Next up": gathered from the plan and the assessment through their ports, in parallel. */
export function createHomeService(deps: { plan: HomePlanPort; survey: HomeSurveyPort; clock: Clock }) {
  return {
    async nextUp(p: Principal): Promise<NextUp> {
      const [plan, survey] = await Promise.all([
        deps.plan.upcoming(p.userId, p.clientId, deps.clock.now()),
        deps.survey.unfinished(p.userId, p.clientId),
      ]);
      return { ...(plan ?? NOTHING_PLANNED), survey };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;

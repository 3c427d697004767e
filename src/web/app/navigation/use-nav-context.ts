import type { NavContext } from '../../../shared/domain/navigation-visibility';
import { useFeatureFlags } from '../../lib/session/feature-flags';
import { useSubscriptionPlan } from '../../lib/session/subscription-plan';
import { useUserState } from '../../lib/session/user-state';

/** What the navigation rules need to know about the signed-in person. */
export function useNavContext(): NavContext {
  const user = useUserState();
  const plan = useSubscriptionPlan();
  const flags = useFeatureFlags();
  return {
    roles: user.roles,
    features: plan.features,
    flags,
    currentSprintStatus: user.currentSprintStatus,
    roleChallengesCompleted: user.roleChallengesCompleted,
    styleSurveyCompleted: user.styleSurveyCompleted,
    strategySurveyCompleted: user.strategySurveyCompleted,
    customModelEnabled: user.customModelEnabled,
    customModelName: user.clientSettings.customModelName,
  };
}

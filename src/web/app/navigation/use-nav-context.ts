import type { NavContext } from '../../../shared/domain/navigation-visibility';
import { useFeatureFlags } from '../../features/license/api/feature-flags';
import { useSubscriptionPlan } from '../../features/license/api/subscription-plan';
import { useUserState } from '../../features/user/api/user-state';

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
  };
}

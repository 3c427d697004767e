import type { EntitlementKey } from '../../../shared/enums';

/** How a route refuses a caller whose organisation's licence lacks the feature it declares (403). */
export interface FeatureRefusal {
  code: string;
  message: string;
}

/** The codes the web already knows; a feature not listed here is refused as FEATURE_NOT_IN_PLAN. */
const REFUSALS: Partial<Record<EntitlementKey, FeatureRefusal>> = {
  'gla-survey': {
    code: 'GLA_NOT_IN_PLAN',
    message: "Your organisation's plan does not include the Growth Leader Assessment.",
  },
  'team-limit': { code: 'TEAMS_NOT_IN_PLAN', message: "Your organisation's plan does not include teams." },
};

export function featureRefusal(feature: EntitlementKey): FeatureRefusal {
  return (
    REFUSALS[feature] ?? {
      code: 'FEATURE_NOT_IN_PLAN',
      message: `Your organisation's plan does not include this feature (${feature}).`,
    }
  );
}

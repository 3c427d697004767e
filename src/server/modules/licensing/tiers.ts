import { UNLIMITED } from '../../../shared/constants';
import type { PlanFeature } from '../../../shared/contracts/license';
import { ENTITLEMENT_KEYS, type EntitlementKey, type PlanCode } from '../../../shared/enums';

/** Which entitlement keys are limits (numbers); every other key is a switch. */
const LIMIT_KEYS = new Set<EntitlementKey>([
  'scm-limit',
  'ta-rater-limit',
  'gl360-rater-limit',
  'gla-survey-limit',
  'team-limit',
  'team-alignment',
]);

type Values = Partial<Record<EntitlementKey, boolean | number>>;

interface TierDefinition {
  code: PlanCode;
  name: string;
  /** USD per year */
  price: number;
  values: Values;
}

const U = UNLIMITED;

/**
 * The licence tiers (the subscription side; the API and the database call a tier's code `planCode`): every tier
 * names every entitlement key; what it leaves out is off.
 */
export const TIERS: Record<PlanCode, TierDefinition> = {
  FREE: {
    code: 'FREE',
    name: 'Free',
    price: 0,
    values: {
      'gla-survey': true,
      'gla-survey-limit': 1,
      'gl360-freemium': true,
      'gl360-rater-limit': 3,
      'user-sprint-engine': true,
      'user-sprint-express': true,
      'predesigned-sprint': true,
      'scm-limit': 3,
      'standard-onboarding': true,
    },
  },
  SINGLE_LICENSE: {
    code: 'SINGLE_LICENSE',
    name: 'Single-License',
    price: 490,
    values: {
      'gla-survey': true,
      'gla-survey-limit': 2,
      gl360: true,
      'gl360-rater-limit': 10,
      'user-sprint-engine': true,
      'user-sprint-express': true,
      'predesigned-sprint': true,
      'scm-limit': 10,
      'standard-onboarding': true,
      'arisa-ai-assistant': true,
    },
  },
  STANDARD: {
    code: 'STANDARD',
    name: 'Standard',
    price: 4900,
    values: {
      'gla-survey': true,
      'gla-survey-limit': U,
      gl360: true,
      'gl360-rater-limit': 10,
      'user-sprint-engine': true,
      'user-sprint-express': true,
      'team-sprint-engine': true,
      'team-sprint-express': true,
      'predesigned-sprint': true,
      'scm-limit': 10,
      'team-limit': 5,
      'team-alignment': 1,
      'ta-rater-limit': 15,
      'team-impact-board': true,
      'standard-onboarding': true,
    },
  },
  PREMIUM: {
    code: 'PREMIUM',
    name: 'Premium',
    price: 12900,
    values: {
      'gla-survey': true,
      'gla-survey-limit': U,
      gl360: true,
      'gl360-rater-limit': 20,
      'user-sprint-engine': true,
      'user-sprint-express': true,
      'team-sprint-engine': true,
      'team-sprint-express': true,
      'predesigned-sprint': true,
      'scm-limit': U,
      'team-limit': 25,
      'team-alignment': 1,
      'ta-rater-limit': 30,
      'team-gla-report': true,
      'team-impact-board': true,
      'manager-impact-board': true,
      'mib-aggregated-growth-leader': true,
      'mib-aggregated-leader-360': true,
      'mib-aggregated-user-sprint': true,
      'standard-onboarding': true,
      'arisa-ai-assistant': true,
      'gla-multi-language-survey': true,
    },
  },
  ENTERPRISE: {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    price: 39900,
    values: Object.fromEntries(
      ENTITLEMENT_KEYS.filter((k) => k !== 'gl360-freemium').map((k) => [
        k,
        LIMIT_KEYS.has(k) ? (k === 'team-alignment' ? 1 : U) : true,
      ]),
    ) as Values,
  },
  PARTNER: {
    code: 'PARTNER',
    name: 'Partner',
    price: 9900,
    values: {
      'gla-survey': true,
      'gla-survey-limit': U,
      gl360: true,
      'gl360-rater-limit': 20,
      'user-sprint-engine': true,
      'user-sprint-express': true,
      'team-sprint-engine': true,
      'predesigned-sprint': true,
      'scm-limit': U,
      'team-limit': 10,
      'team-alignment': 1,
      'ta-rater-limit': 20,
      'team-gla-report': true,
      'team-impact-board': true,
      'standard-onboarding': true,
      'arisa-ai-assistant': true,
      'gla-multi-language-survey': true,
    },
  },
};

/** The feature list of a tier as the licence call returns it: every key, switches and limits. */
export function tierFeatures(code: PlanCode): PlanFeature[] {
  const values = TIERS[code].values;
  return ENTITLEMENT_KEYS.map((key) => {
    const v = values[key];
    if (LIMIT_KEYS.has(key)) {
      const n = typeof v === 'number' ? v : 0;
      return { feature_id: key, feature_type: 'LIMIT', enabled: n > 0, value: String(n) };
    }
    return { feature_id: key, feature_type: 'SWITCH', enabled: v === true, value: String(v === true) };
  });
}

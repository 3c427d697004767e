import { describe, expect, it } from 'vitest';
import { hasEntitlement, resolveEntitlement } from '../../../shared/domain/entitlements';
import { ENTITLEMENT_KEYS, PLAN_CODES } from '../../../shared/enums';
import { TIERS, tierFeatures } from './tiers';

describe('plan catalogue', () => {
  it('names every entitlement key in every plan', () => {
    for (const code of PLAN_CODES) {
      expect(
        tierFeatures(code)
          .map((f) => f.feature_id)
          .sort(),
      ).toEqual([...ENTITLEMENT_KEYS].sort());
    }
  });

  it('prices plans in USD per year, Free at zero and Enterprise highest', () => {
    expect(TIERS.FREE.price).toBe(0);
    expect(Math.max(...PLAN_CODES.map((c) => TIERS[c].price))).toBe(TIERS.ENTERPRISE.price);
  });

  it('gives Premium unlimited sprint crew and the team impact boards, Free no teams', () => {
    const premium = tierFeatures('PREMIUM');
    expect(resolveEntitlement(premium, 'scm-limit').unlimited).toBe(true);
    expect(hasEntitlement(premium, 'manager-impact-board')).toBe(true);
    expect(hasEntitlement(tierFeatures('FREE'), 'team-limit')).toBe(false);
    expect(hasEntitlement(tierFeatures('STANDARD'), 'arisa-ai-assistant')).toBe(false);
  });
});

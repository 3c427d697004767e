import { describe, expect, it } from 'vitest';
import { productAccessDenial, subscriptionExpired } from './product-access';

const now = Date.parse('2026-11-23T12:00:00Z');
const running = { status: 'ACTIVE' as const, currentTermEnd: '2027-01-01T00:00:00Z', now };

describe('product access', () => {
  it('needs the USER role before anything else', () => {
    expect(productAccessDenial({ ...running, roles: ['TEAM_ANALYTICS'] })).toBe('permission-needed');
    expect(productAccessDenial({ ...running, roles: ['ADMIN', 'BUYER'] })).toBe('permission-needed');
    expect(productAccessDenial({ ...running, roles: ['USER'] })).toBeNull();
  });

  it('refuses a cancelled subscription or one whose term has ended, naming the buyer variant', () => {
    expect(productAccessDenial({ ...running, status: 'CANCELLED', roles: ['USER'] })).toBe(
      'non-buyer-expired',
    );
    expect(productAccessDenial({ ...running, status: 'CANCELLED', roles: ['USER', 'BUYER'] })).toBe(
      'buyer-expired',
    );
    expect(productAccessDenial({ ...running, currentTermEnd: '2026-11-23T11:59:59Z', roles: ['USER'] })).toBe(
      'non-buyer-expired',
    );
  });

  it('lets a running subscription without a term end through, and a term that ends later today', () => {
    expect(subscriptionExpired('IN_TRIAL', null, now)).toBe(false);
    expect(subscriptionExpired('NON_RENEWING', '2026-11-23T12:00:01Z', now)).toBe(false);
    expect(subscriptionExpired('ACTIVE', 'not a date', now)).toBe(false);
  });
});

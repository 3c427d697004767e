import type { AccessDeniedVariant, SubscriptionStatus } from '../enums';

/** Whether the plan has run out: cancelled, or its current term ended before now. */
export function subscriptionExpired(
  status: SubscriptionStatus,
  currentTermEnd: string | null,
  now: number,
): boolean {
  if (status === 'CANCELLED') return true;
  if (!currentTermEnd) return false;
  const end = new Date(currentTermEnd).getTime();
  return Number.isFinite(end) && end < now;
}

/**
 * Who may use the product (spec sprints 4, access gating): the USER role first, then a running subscription.
 * Answers the access-denied variant, or null when the person may use the product. The server refuses product
 * routes with it (decision 0022); the web's app guard shows the page of the same name.
 */
export function productAccessDenial(input: {
  roles: readonly string[];
  status: SubscriptionStatus;
  currentTermEnd: string | null;
  now: number;
}): AccessDeniedVariant | null {
  if (!input.roles.includes('USER')) return 'permission-needed';
  if (subscriptionExpired(input.status, input.currentTermEnd, input.now)) {
    return input.roles.includes('BUYER') ? 'buyer-expired' : 'non-buyer-expired';
  }
  return null;
}

import type { AccessDeniedVariant, SubscriptionStatus } from '../../shared/enums';

export interface AccessInput {
  roles: readonly string[];
  isAgree: boolean;
  planStatus: SubscriptionStatus;
  currentTermEnd: string | null;
  now: number;
}

export type AccessDecision =
  | { kind: 'ok' }
  | { kind: 'denied'; variant: AccessDeniedVariant }
  | { kind: 'consent' }
  /** a guest from outside (TEAM_MEMBER without USER, decision 0039): only their team's pages */
  | { kind: 'team-guest' };

/** Whether the plan has run out: cancelled, or its current term ended before now. */
export function planExpired(status: SubscriptionStatus, currentTermEnd: string | null, now: number): boolean {
  if (status === 'CANCELLED') return true;
  if (!currentTermEnd) return false;
  const end = new Date(currentTermEnd).getTime();
  return Number.isFinite(end) && end < now;
}

/**
 * The app guard (spec sprints 4, access gating): the USER role first (a team guest goes to their team instead),
 * then the plan, then the policy consent.
 */
export function accessDecision(input: AccessInput): AccessDecision {
  if (!input.roles.includes('USER')) {
    return input.roles.includes('TEAM_MEMBER')
      ? { kind: 'team-guest' }
      : { kind: 'denied', variant: 'permission-needed' };
  }
  if (planExpired(input.planStatus, input.currentTermEnd, input.now)) {
    return { kind: 'denied', variant: input.roles.includes('BUYER') ? 'buyer-expired' : 'non-buyer-expired' };
  }
  if (!input.isAgree) return { kind: 'consent' };
  return { kind: 'ok' };
}

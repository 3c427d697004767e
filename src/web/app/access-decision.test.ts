import { describe, expect, it } from 'vitest';
import { type AccessInput, accessDecision, planExpired } from './access-decision';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const ok: AccessInput = {
  roles: ['USER'],
  isAgree: true,
  planStatus: 'ACTIVE',
  currentTermEnd: '2026-01-01T00:00:00Z',
  now: NOW,
};

describe('accessDecision', () => {
  it('lets an agreed user with a running plan in', () => {
    expect(accessDecision(ok)).toEqual({ kind: 'ok' });
    expect(accessDecision({ ...ok, currentTermEnd: null })).toEqual({ kind: 'ok' });
  });

  it('asks for permission without the USER role, even for admins', () => {
    expect(accessDecision({ ...ok, roles: ['ADMIN', 'BUYER'] })).toEqual({
      kind: 'denied',
      variant: 'permission-needed',
    });
  });

  it('sends a team guest (TEAM_MEMBER without USER) to their team, not to the access-denied page', () => {
    expect(accessDecision({ ...ok, roles: ['TEAM_MEMBER'] })).toEqual({ kind: 'team-guest' });
    expect(accessDecision({ ...ok, roles: ['TEAM_MEMBER', 'USER'] })).toEqual({ kind: 'ok' });
  });

  it('tells buyers and non-buyers apart when the plan is cancelled', () => {
    expect(accessDecision({ ...ok, planStatus: 'CANCELLED', roles: ['USER', 'BUYER'] })).toEqual({
      kind: 'denied',
      variant: 'buyer-expired',
    });
    expect(accessDecision({ ...ok, planStatus: 'CANCELLED' })).toEqual({
      kind: 'denied',
      variant: 'non-buyer-expired',
    });
  });

  it('treats a term that ended in the past as expired', () => {
    expect(accessDecision({ ...ok, currentTermEnd: '2025-05-31T23:59:59Z' })).toEqual({
      kind: 'denied',
      variant: 'non-buyer-expired',
    });
  });

  it('asks for consent last, once access is otherwise fine', () => {
    expect(accessDecision({ ...ok, isAgree: false })).toEqual({ kind: 'consent' });
    expect(accessDecision({ ...ok, isAgree: false, planStatus: 'CANCELLED' }).kind).toBe('denied');
  });
});

describe('planExpired', () => {
  it('ignores an unreadable end date', () => {
    expect(planExpired('ACTIVE', 'soon', NOW)).toBe(false);
  });
  it('keeps a trial running until its end', () => {
    expect(planExpired('IN_TRIAL', '2025-06-02T00:00:00Z', NOW)).toBe(false);
  });
});

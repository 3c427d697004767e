import { describe, expect, it } from 'vitest';
import { actionOf, GLA_SURVEY_PATH, SPRINT_DASHBOARD_PATH, showsButton } from './action';

describe('the action button', () => {
  it('shows while ACTIVE, or without a status while unread', () => {
    expect(showsButton({ showButton: true, status: 'ACTIVE', isRead: true })).toBe(true);
    expect(showsButton({ showButton: true, status: 'COMPLETED', isRead: false })).toBe(false);
    expect(showsButton({ showButton: true, status: null, isRead: false })).toBe(true);
    expect(showsButton({ showButton: true, status: null, isRead: true })).toBe(false);
    expect(showsButton({ showButton: false, status: 'ACTIVE', isRead: false })).toBe(false);
  });

  it('routes by kind', () => {
    expect(actionOf({ notificationType: 'CHECK_IN', route: '/x' })).toEqual({ dialog: 'checkIn' });
    expect(actionOf({ notificationType: 'STAND_UP', route: null })).toEqual({ path: SPRINT_DASHBOARD_PATH });
    // a team sprint's stand-up opens the stand-up form
    expect(
      actionOf({ notificationType: 'STAND_UP', route: '/teams/v2/4/sprint/dashboard', teamId: 4 }),
    ).toEqual({
      dialog: 'standUp',
    });
    expect(actionOf({ notificationType: 'ACTIVITY', route: '/kanban/3' })).toEqual({ path: '/kanban/3' });
    expect(actionOf({ notificationType: 'GLA_REQUEST', route: null })).toEqual({ path: GLA_SURVEY_PATH });
    expect(actionOf({ notificationType: 'PLAN_COMMENT', route: '/plan/summary' })).toEqual({
      path: '/plan/summary',
    });
    expect(actionOf({ notificationType: 'PLAN_SHARED', route: null })).toBeNull();
  });
});

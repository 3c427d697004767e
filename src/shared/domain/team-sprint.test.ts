import { describe, expect, it } from 'vitest';
import { activityChangeRefusal, mayManageAction, memberStatus, teamSprintNavigation } from './team-sprint';

const now = new Date('2026-11-24T12:00:00Z');

describe('team sprint rules', () => {
  it('dots a member by their last sign of life', () => {
    expect(memberStatus(null, now)).toBe('NOT_JOINED');
    expect(memberStatus(new Date('2026-11-23T12:00:00Z'), now)).toBe('ACTIVE');
    expect(memberStatus(new Date('2026-11-21T12:00:00Z'), now)).toBe('ACTIVE');
    expect(memberStatus(new Date('2026-11-21T11:59:59Z'), now)).toBe('INACTIVE');
  });

  it('gates the navigation by the sprint and the sprint team', () => {
    expect(teamSprintNavigation(null, false)).toBe('NO_SPRINT');
    expect(teamSprintNavigation({ status: 'NOT_STARTED' }, true)).toBe('NOT_STARTED');
    expect(teamSprintNavigation({ status: 'IN_PROGRESS' }, false)).toBe('NOT_IN_SPRINT_TEAM');
    expect(teamSprintNavigation({ status: 'IN_PROGRESS' }, true)).toBe('IN_SPRINT_TEAM');
  });

  it('lets the lead and the team admin manage an action, nobody else', () => {
    expect(mayManageAction({ userId: 5, teamAdmin: false }, { actionLeadId: 5 })).toBe(true);
    expect(mayManageAction({ userId: 6, teamAdmin: false }, { actionLeadId: 5 })).toBe(false);
    expect(mayManageAction({ userId: 1, teamAdmin: true }, { actionLeadId: 5 })).toBe(true);
    expect(mayManageAction({ userId: 6, teamAdmin: false }, { actionLeadId: null })).toBe(false);
  });

  it('lets the manager or the creator change an activity, never a check-in or under a finished action', () => {
    const member = { userId: 6, teamAdmin: false };
    const manager = { userId: 1, teamAdmin: true };
    const mine = { createdBy: 6, type: 'ACTIVITY' };
    const theirs = { createdBy: 7, type: 'ACTIVITY' };
    expect(activityChangeRefusal(member, mine, { status: 'OPEN' })).toBeNull();
    expect(activityChangeRefusal(member, theirs, { status: 'OPEN' })).toBe('NOT_CREATOR');
    expect(activityChangeRefusal(manager, theirs, null)).toBeNull();
    expect(activityChangeRefusal(manager, { createdBy: 1, type: 'CHECK_IN' }, null)).toBe(
      'CHECK_IN_ACTIVITY',
    );
    expect(activityChangeRefusal(manager, mine, { status: 'FINISHED' })).toBe('ACTION_FINISHED');
  });
});

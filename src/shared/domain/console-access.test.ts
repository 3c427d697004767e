import { describe, expect, it } from 'vitest';
import { grantableRoles, maySee, ungrantedChanges } from './console-access';

describe('console sections', () => {
  it('shows each section to its roles only', () => {
    expect(maySee('users', ['BUYER'])).toBe(true);
    expect(maySee('settings', ['BUYER'])).toBe(false);
    expect(maySee('analytics', ['ADMIN'])).toBe(false);
    expect(maySee('analytics', ['GROWTH_LEADER_ANALYTICS'])).toBe(true);
    expect(maySee('organisations', ['ADMIN', 'BUYER'])).toBe(false);
    expect(maySee('organisations', ['PRODUGIE_OPS'])).toBe(true);
  });
});

describe('granting roles', () => {
  it('lets a BUYER grant every organisation role but ADMIN, and nobody but operators grant PRODUGIE_OPS', () => {
    expect(grantableRoles(['BUYER'])).not.toContain('ADMIN');
    expect(grantableRoles(['BUYER'])).toContain('TEAM_MANAGER');
    expect(grantableRoles(['ADMIN'])).toContain('ADMIN');
    expect(grantableRoles(['ADMIN'])).not.toContain('PRODUGIE_OPS');
    expect(grantableRoles(['PRODUGIE_OPS'])).toContain('PRODUGIE_OPS');
    expect(grantableRoles(['USER'])).toEqual([]);
  });

  it('names the roles a change adds or removes that the caller may not', () => {
    expect(ungrantedChanges(['BUYER'], ['USER'], ['USER', 'ADMIN'])).toEqual(['ADMIN']);
    expect(ungrantedChanges(['BUYER'], ['USER', 'ADMIN'], ['USER'])).toEqual(['ADMIN']);
    // keeping someone's ADMIN while changing another role is fine for a BUYER
    expect(ungrantedChanges(['BUYER'], ['USER', 'ADMIN'], ['USER', 'ADMIN', 'TEAM_MEMBER'])).toEqual([]);
  });
});

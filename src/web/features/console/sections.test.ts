import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS, visibleSections } from './sections';

const ids = (roles: string[]) => visibleSections(roles).map((s) => s.id);

describe('console sections', () => {
  it('lists every section once', () => {
    expect(CONSOLE_SECTIONS.map((s) => s.id)).toEqual([
      'users',
      'licence',
      'settings',
      'nominees',
      'analytics',
      'mailbox',
      'audit',
      'organisations',
      'jobs',
    ]);
  });

  it('shows each role its sections, the landing one first', () => {
    expect(ids(['ADMIN', 'USER'])).toEqual(['users', 'licence', 'settings', 'nominees', 'mailbox', 'audit']);
    expect(ids(['BUYER', 'USER'])).toEqual(['users', 'licence', 'nominees']);
    expect(ids(['PRODUGIE_OPS', 'USER'])).toEqual(['organisations', 'jobs']);
    expect(ids(['TEAM_ANALYTICS'])).toEqual(['analytics']);
    expect(ids(['GROWTH_LEADER_ANALYTICS', 'USER'])).toEqual(['analytics']);
    expect(ids(['USER', 'TEAM_MANAGER'])).toEqual([]);
  });
});

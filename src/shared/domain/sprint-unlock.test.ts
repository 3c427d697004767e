import { describe, expect, it } from 'vitest';
import { evaluateNavItem, type NavContext } from './navigation-visibility';
import { sprintLock, sprintsUnlocked } from './sprint-unlock';

const ctx = (roleChallengesCompleted: boolean): NavContext => ({
  roles: ['USER'],
  features: [{ feature_id: 'user-sprint-engine', feature_type: 'SWITCH', enabled: true, value: 'true' }],
  flags: {},
  currentSprintStatus: null,
  roleChallengesCompleted,
  styleSurveyCompleted: false,
  strategySurveyCompleted: false,
  customModelEnabled: false,
});

describe('sprintLock', () => {
  it('locks sprints until the role challenges are completed, naming why', () => {
    expect(sprintLock({ roleChallengesCompleted: false })).toBe('ROLE_CHALLENGES_INCOMPLETE');
    expect(sprintsUnlocked({ roleChallengesCompleted: false })).toBe(false);
    expect(sprintLock({ roleChallengesCompleted: true })).toBeNull();
    expect(sprintsUnlocked({ roleChallengesCompleted: true })).toBe(true);
  });
  it('is the rule the navigation applies to the Sprint group', () => {
    const design = { requiresRoleChallenges: true, entitlements: ['user-sprint-engine'] };
    for (const done of [false, true])
      expect(evaluateNavItem(design, ctx(done)) === 'shown').toBe(
        sprintsUnlocked({ roleChallengesCompleted: done }),
      );
  });
});

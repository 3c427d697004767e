import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLES } from '../enums';
import type { PlanFeatureLike } from './entitlements';
import {
  customNavLabel,
  evaluateNavGroup,
  evaluateNavItem,
  type NavContext,
  type NavItemMeta,
  teamNavigation,
} from './navigation-visibility';

const on = (feature_id: string): PlanFeatureLike => ({
  feature_id,
  feature_type: 'SWITCH',
  enabled: true,
  value: 'true',
});

const base: NavContext = {
  roles: ['USER'],
  features: [on('user-sprint-engine'), on('predesigned-sprint'), on('gl360')],
  flags: { event: false },
  currentSprintStatus: null,
  roleChallengesCompleted: true,
  styleSurveyCompleted: false,
  strategySurveyCompleted: false,
  customModelEnabled: false,
};
const ctx = (over: Partial<NavContext> = {}): NavContext => ({ ...base, ...over });

const consoleItem: NavItemMeta = { roles: CONSOLE_ROLES };
const design: NavItemMeta = {
  entitlements: ['user-sprint-engine'],
  sprintState: 'none',
  requiresRoleChallenges: true,
};
const manage: NavItemMeta = { sprintState: 'in-progress', requiresRoleChallenges: true };

describe('evaluateNavItem: roles', () => {
  it('shows items without a role list to everyone', () => {
    expect(evaluateNavItem({}, ctx())).toBe('shown');
    expect(evaluateNavItem({ roles: [] }, ctx())).toBe('shown');
    expect(evaluateNavItem({ roles: ['Everyone'] }, ctx())).toBe('shown');
  });

  it('hides the Console from a plain user and shows it to admin-type roles', () => {
    expect(evaluateNavItem(consoleItem, ctx({ roles: ['USER'] }))).toBe('hidden');
    expect(evaluateNavItem(consoleItem, ctx({ roles: ['USER', 'TEAM_MANAGER'] }))).toBe('hidden');
    for (const role of CONSOLE_ROLES) {
      expect(evaluateNavItem(consoleItem, ctx({ roles: ['USER', role] }))).toBe('shown');
    }
  });
});

describe('evaluateNavItem: feature flags', () => {
  const events: NavItemMeta = { featureKeys: ['event'] };
  it('hides Events while the event flag is off or absent', () => {
    expect(evaluateNavItem(events, ctx())).toBe('hidden');
    expect(evaluateNavItem(events, ctx({ flags: {} }))).toBe('hidden');
  });
  it('shows Events when the flag is on', () => {
    expect(evaluateNavItem(events, ctx({ flags: { event: true } }))).toBe('shown');
  });
});

describe('evaluateNavItem: entitlements', () => {
  it('disables an item whose entitlement is missing', () => {
    expect(evaluateNavItem({ entitlements: ['team-gla-report'] }, ctx())).toBe('disabled');
  });
  it('disables an item whose switch is enabled but false', () => {
    const features = [
      { feature_id: 'gl360', feature_type: 'SWITCH' as const, enabled: true, value: 'false' },
    ];
    expect(evaluateNavItem({ entitlements: ['gl360'] }, ctx({ features }))).toBe('disabled');
  });
  it('hides instead when hideIfNoEntitlement is set', () => {
    expect(evaluateNavItem({ entitlements: ['team-gla-report'], hideIfNoEntitlement: true }, ctx())).toBe(
      'hidden',
    );
  });
  it('shows the item when every entitlement is on', () => {
    expect(evaluateNavItem({ entitlements: ['gl360', 'predesigned-sprint'] }, ctx())).toBe('shown');
  });
  it('counts a limit entitlement above zero as on', () => {
    const features = [
      { feature_id: 'team-limit', feature_type: 'LIMIT' as const, enabled: true, value: '0' },
    ];
    expect(evaluateNavItem({ entitlements: ['team-limit'] }, ctx({ features }))).toBe('disabled');
    features[0].value = '999999999';
    expect(evaluateNavItem({ entitlements: ['team-limit'] }, ctx({ features }))).toBe('shown');
  });
  it('hides before it disables: a role mismatch wins over a missing entitlement', () => {
    expect(evaluateNavItem({ roles: ['ADMIN'], entitlements: ['team-gla-report'] }, ctx())).toBe('hidden');
  });
});

describe('evaluateNavItem: sprint states', () => {
  it('shows Design when there is no sprint or it has not started', () => {
    expect(evaluateNavItem(design, ctx({ currentSprintStatus: null }))).toBe('shown');
    expect(evaluateNavItem(design, ctx({ currentSprintStatus: 'NOT_STARTED' }))).toBe('shown');
    expect(evaluateNavItem(design, ctx({ currentSprintStatus: 'FINISHED' }))).toBe('shown');
  });
  it('hides Design while a sprint is in progress', () => {
    expect(evaluateNavItem(design, ctx({ currentSprintStatus: 'IN_PROGRESS' }))).toBe('hidden');
  });
  it('shows Manage only while a sprint is in progress', () => {
    expect(evaluateNavItem(manage, ctx({ currentSprintStatus: 'IN_PROGRESS' }))).toBe('shown');
    expect(evaluateNavItem(manage, ctx({ currentSprintStatus: null }))).toBe('hidden');
    expect(evaluateNavItem(manage, ctx({ currentSprintStatus: 'NOT_STARTED' }))).toBe('hidden');
  });
  it('hides every sprint item until the role challenges are completed', () => {
    const c = ctx({ roleChallengesCompleted: false, currentSprintStatus: 'IN_PROGRESS' });
    expect(evaluateNavItem(manage, c)).toBe('hidden');
    expect(evaluateNavItem(design, ctx({ roleChallengesCompleted: false }))).toBe('hidden');
  });
  it('disables Design when the sprint engine is not licensed', () => {
    expect(evaluateNavItem(design, ctx({ features: [] }))).toBe('disabled');
  });
});

describe('evaluateNavItem: surveys and custom model', () => {
  const growthLeader: NavItemMeta = { requiresStyleAndStrategy: true };
  it('shows Growth Leader items only when both surveys are complete', () => {
    expect(evaluateNavItem(growthLeader, ctx())).toBe('hidden');
    expect(evaluateNavItem(growthLeader, ctx({ styleSurveyCompleted: true }))).toBe('hidden');
    expect(evaluateNavItem(growthLeader, ctx({ strategySurveyCompleted: true }))).toBe('hidden');
    expect(
      evaluateNavItem(growthLeader, ctx({ styleSurveyCompleted: true, strategySurveyCompleted: true })),
    ).toBe('shown');
  });
  it('shows Custom 360 only with the custom model', () => {
    const custom: NavItemMeta = { customModel: true, entitlements: ['gl360'] };
    expect(evaluateNavItem(custom, ctx())).toBe('hidden');
    expect(evaluateNavItem(custom, ctx({ customModelEnabled: true }))).toBe('shown');
    expect(evaluateNavItem(custom, ctx({ customModelEnabled: true, features: [] }))).toBe('disabled');
  });
});

describe('evaluateNavGroup', () => {
  it('is hidden when every item is hidden', () => {
    expect(evaluateNavGroup([design, manage], ctx({ roleChallengesCompleted: false }))).toBe('hidden');
  });
  it('is shown when one item is shown', () => {
    expect(evaluateNavGroup([design, manage], ctx())).toBe('shown');
  });
  it('is disabled when items are only disabled', () => {
    expect(evaluateNavGroup([design], ctx({ features: [] }))).toBe('disabled');
  });
});

describe('customNavLabel', () => {
  const custom360: NavItemMeta = { entitlements: ['gl360'], customModel: true };
  it("names the Custom 360 item with the organisation's name for it", () => {
    expect(customNavLabel(custom360, { customModelName: 'Culture 360' })).toBe('Culture 360');
  });
  it('leaves the default label without a name, with a blank one, and on other items', () => {
    expect(customNavLabel(custom360, { customModelName: null })).toBeNull();
    expect(customNavLabel(custom360, { customModelName: '  ' })).toBeNull();
    expect(customNavLabel({ entitlements: ['gl360'] }, { customModelName: 'Culture 360' })).toBeNull();
  });
});

describe('teamNavigation (spec 2.2)', () => {
  const flagsOn = ctx({ flags: { 'teams-navigation': true } });
  it('gives the manager the dashboard, manage-team and manager-impact of the team', () => {
    expect(teamNavigation({ id: 7, manager: true }, flagsOn).map((e) => e.to)).toEqual([
      '/teams/v2/7/dashboard',
      '/teams/v2/7/manage-team',
      '/teams/v2/7/manager-impact',
      '/teams/v2/7/team-alignment',
    ]);
  });
  it('hides the manager-only entries from a member', () => {
    expect(teamNavigation({ id: 7, manager: false }, flagsOn).map((e) => e.id)).toEqual(['team-dashboard']);
  });
  it('shows nothing while the feature key teams-navigation is off or absent', () => {
    expect(teamNavigation({ id: 7, manager: true }, ctx({ flags: { 'teams-navigation': false } }))).toEqual(
      [],
    );
    expect(teamNavigation({ id: 7, manager: true }, ctx())).toEqual([]);
  });
  it('a personal item is not manager-only: teamManager absent hides only managerOnly items', () => {
    expect(evaluateNavItem({ managerOnly: true }, ctx())).toBe('hidden');
    expect(evaluateNavItem({}, ctx())).toBe('shown');
  });
});

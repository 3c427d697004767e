import { describe, expect, it } from 'vitest';
import { UNLIMITED } from '../constants';
import { hasEntitlement, parseLimit, resolveEntitlement, withinLimit } from './entitlements';

const f = (feature_id: string, feature_type: 'SWITCH' | 'LIMIT', enabled: boolean, value: string) => ({
  feature_id,
  feature_type,
  enabled,
  value,
});

describe('entitlement resolution', () => {
  it('turns a switch on only when it is enabled and its value is true', () => {
    expect(hasEntitlement([f('gl360', 'SWITCH', true, 'true')], 'gl360')).toBe(true);
    expect(hasEntitlement([f('gl360', 'SWITCH', true, 'false')], 'gl360')).toBe(false);
    expect(hasEntitlement([f('gl360', 'SWITCH', false, 'true')], 'gl360')).toBe(false);
  });

  it('treats a feature missing from the plan as off', () => {
    expect(resolveEntitlement([], 'team-limit')).toEqual({ on: false, limit: null, unlimited: false });
  });

  it('reads a limit feature as a number and 999999999 as unlimited', () => {
    expect(resolveEntitlement([f('team-limit', 'LIMIT', true, '5')], 'team-limit')).toEqual({
      on: true,
      limit: 5,
      unlimited: false,
    });
    const unl = resolveEntitlement([f('team-limit', 'LIMIT', true, String(UNLIMITED))], 'team-limit');
    expect(unl.unlimited).toBe(true);
    expect(unl.limit).toBe(999999999);
  });

  it('caps absurd limits at unlimited and refuses garbage as zero', () => {
    expect(parseLimit('1e12')).toBe(UNLIMITED);
    expect(parseLimit('unlimited')).toBe(UNLIMITED);
    expect(parseLimit('abc')).toBe(0);
    expect(parseLimit('-5')).toBe(0);
  });

  it('a limit of zero is off', () => {
    expect(hasEntitlement([f('team-limit', 'LIMIT', true, '0')], 'team-limit')).toBe(false);
  });

  it('checks usage against the limit', () => {
    const plan = [f('team-limit', 'LIMIT', true, '2'), f('scm-limit', 'LIMIT', true, String(UNLIMITED))];
    expect(withinLimit(plan, 'team-limit', 1)).toBe(true);
    expect(withinLimit(plan, 'team-limit', 2)).toBe(false);
    expect(withinLimit(plan, 'scm-limit', 10_000_000)).toBe(true);
  });
});

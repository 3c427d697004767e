import { UNLIMITED } from '../constants';
import type { EntitlementKey } from '../enums';

/** One feature of a subscription plan as the licence call returns it. */
export interface PlanFeatureLike {
  feature_id: string;
  feature_type: 'SWITCH' | 'LIMIT';
  enabled: boolean;
  value: string;
}

export interface Entitlement {
  /** true when the feature may be used at all */
  on: boolean;
  /** the numeric limit of a LIMIT feature (UNLIMITED for no limit); 0 when off; null for switches */
  limit: number | null;
  unlimited: boolean;
}

const OFF: Entitlement = { on: false, limit: null, unlimited: false };

/** Reads a limit value; anything at or above UNLIMITED (or the word 'unlimited') counts as unlimited. */
export function parseLimit(value: string): number {
  const v = value.trim().toLowerCase();
  if (v === 'unlimited' || v === '-1') return UNLIMITED;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(Math.floor(n), UNLIMITED);
}

/**
 * Spec 6: switch features are on when enabled and the value is true; limit features carry a number.
 * A limit feature is on when enabled and its limit is above zero.
 */
export function resolveEntitlement(
  features: readonly PlanFeatureLike[],
  key: EntitlementKey | string,
): Entitlement {
  const f = features.find((x) => x.feature_id === key);
  if (!f?.enabled) return OFF;
  if (f.feature_type === 'SWITCH') {
    return { on: f.value.trim().toLowerCase() === 'true', limit: null, unlimited: false };
  }
  const limit = parseLimit(f.value);
  return { on: limit > 0, limit, unlimited: limit >= UNLIMITED };
}

export function hasEntitlement(features: readonly PlanFeatureLike[], key: EntitlementKey | string): boolean {
  return resolveEntitlement(features, key).on;
}

/** Whether `used` more of a limit feature may still be added. */
export function withinLimit(
  features: readonly PlanFeatureLike[],
  key: EntitlementKey | string,
  used: number,
): boolean {
  const e = resolveEntitlement(features, key);
  if (!e.on || e.limit === null) return e.on;
  return e.unlimited || used < e.limit;
}

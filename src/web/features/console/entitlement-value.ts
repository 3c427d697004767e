import { UNLIMITED } from '../../../shared/constants';

/** How an entitlement's value reads: on/off for switches, a number or "unlimited" for limits. */
export function entitlementValueKey(e: { feature_type: string; value: string }): {
  key: 'on' | 'off' | 'unlimited' | 'number';
  n?: number;
} {
  if (e.feature_type === 'SWITCH') return { key: e.value === 'true' ? 'on' : 'off' };
  const n = Number(e.value);
  if (n >= UNLIMITED) return { key: 'unlimited' };
  return { key: 'number', n };
}

import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/contracts/console';
import { auditDetails } from './audit-summary';
import { entitlementValueKey } from './entitlement-value';

// a translator that shows the key and its values, so the test reads what the page would put together
const t = (key: string, opts?: Record<string, unknown>) =>
  opts && Object.keys(opts).some((k) => k !== 'defaultValue')
    ? `${key}(${Object.entries(opts)
        .filter(([k]) => k !== 'defaultValue')
        .map(([k, v]) => `${k}=${v}`)
        .join(',')})`
    : key;

const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry => ({
  id: 1,
  action,
  actor: null,
  target: null,
  details,
  createdAt: '2026-11-22T10:00:00.000Z',
});

describe('auditDetails', () => {
  it('says which roles changed, which plan, which settings', () => {
    expect(auditDetails(entry('ROLES_CHANGED', { before: ['USER'], after: ['USER', 'ADMIN'] }), t)).toBe(
      'audit.details.roles(before=roles.USER,after=roles.USER, roles.ADMIN)',
    );
    expect(
      auditDetails(
        entry('PLAN_CHANGED', {
          before: { planCode: 'PREMIUM' },
          after: { planCode: 'FREE', status: 'ACTIVE' },
        }),
        t,
      ),
    ).toBe('audit.details.plan(before=plans.PREMIUM,after=plans.FREE,status=subscriptionStatus.ACTIVE)');
    expect(auditDetails(entry('SETTINGS_CHANGED', { fields: ['supportEmail'] }), t)).toBe(
      'audit.details.settings(fields=settings.supportEmail)',
    );
    expect(auditDetails(entry('IMPERSONATION_STARTED', {}), t)).toBe('');
  });

  it('copes with a plan change that had no plan before (a new organisation)', () => {
    expect(
      auditDetails(entry('PLAN_CHANGED', { before: null, after: { planCode: 'FREE', status: 'ACTIVE' } }), t),
    ).toBe('audit.details.plan(before=—,after=plans.FREE,status=subscriptionStatus.ACTIVE)');
  });
});

describe('entitlementValueKey', () => {
  it('reads switches as on/off and limits as a number or unlimited', () => {
    expect(entitlementValueKey({ feature_type: 'SWITCH', value: 'true' })).toEqual({ key: 'on' });
    expect(entitlementValueKey({ feature_type: 'SWITCH', value: 'false' })).toEqual({ key: 'off' });
    expect(entitlementValueKey({ feature_type: 'LIMIT', value: '25' })).toEqual({ key: 'number', n: 25 });
    expect(entitlementValueKey({ feature_type: 'LIMIT', value: '999999999' })).toEqual({ key: 'unlimited' });
  });
});
